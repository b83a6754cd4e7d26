import { measurementModes } from './measurement';
import { z } from 'zod';
import { slugMaxLength } from './slug';
import { calendarDate, databaseInt, isoMoment } from './inputRules';
import {
  companyFormValues,
  formatOrgNumber,
  formatPostalCode,
  formatVatNumber,
  orgNumberProblem,
  vatNumberProblem,
} from './companyIdentity';
import { leadRetentionMonths } from './privacy';
import { fromPathProblem, normalTarget, redirectKey, targetProblem } from './redirects';
import { namesPrices, priceToken, priceTokenNames, unknownPriceTokens } from './blocks/priceTokens';
import {
  documentText,
  emptyDocument,
  holdsWriting,
  postBodyMaxLength,
  postDocumentSchema,
  tooLongBody,
  type PostDocument,
} from './postDocument';

/** Validation of staff forms, shared by the admin screens and the API. Messages are the specification's. */

const required = (message: string) => z.string().trim().min(1, message);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** An image from the media library, by id; null for none. */
const mediaId = databaseInt.nullable().default(null);

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a field of a post as sent holds something: a text, or a body with something written in it. */
const filledIn = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : holdsWriting(value));

/** Whether any English field of a post (as sent, maybe invalid elsewhere) holds something. */
const englishBegun = (post: Record<string, unknown>) =>
  ['titleEn', 'excerptEn', 'categoryEn', 'bodyEn'].some((field) => filledIn(post[field])) ||
  (Array.isArray(post.keywordsEn) && post.keywordsEn.length > 0);

/** What an English version needs once begun: what a page, a card and a feed show. */
const englishNeeds = [
  ['titleEn', 'Title is required for the English version'],
  ['excerptEn', 'Excerpt is required for the English version'],
  ['categoryEn', 'Category is required for the English version'],
] as const;

/**
 * The English fields a begun English version lacks, each at its field. Decided once per parse: the post form
 * validates as staff type, and whether English is begun may mean walking the English body.
 */
const englishComplete = (post: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (!englishBegun(post)) return;
  for (const [field, message] of englishNeeds)
    if (!filledIn(post[field])) ctx.addIssue({ code: 'custom', path: [field], message, input: post[field] });
};
const issueAt = (field: string, message: string) => ({
  path: [field],
  message,
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
});

/**
 * A post's texts and their limits. All may be empty in a draft; the Swedish title is required of a saved post, and
 * its excerpt and category of one that goes live or is scheduled (the refinements below).
 */
/**
 * A post's body in one language: the editor's document (shared/postDocument.ts), its text at most postBodyMaxLength
 * characters, naming only prices the prices have.
 */
const postBody = postDocumentSchema
  .refine((document) => documentText(document).length <= postBodyMaxLength, {
    message: tooLongBody,
    abort: true,
  })
  .refine((document) => unknownPriceTokens(documentText(document)).length === 0, {
    error: (issue) =>
      `No such price: ${unknownPriceTokens(documentText(issue.input as PostDocument)).join(', ')} (${priceTokenNames.map(priceToken).join(', ')})`,
  })
  .default(emptyDocument);

/**
 * A post's text may name a shared price (`{price:premium}`, shared/blocks/priceTokens.ts), printed from the prices
 * when the page is drawn; its title, excerpt and category, which lists, feeds and search results show without the
 * prices, may not.
 */
const noPriceTokens = <Text extends z.ZodType<string>>(text: Text) =>
  text.refine((value) => !namesPrices(value), 'Name a price in the text of the post, not here');

const postTexts = {
  titleEn: noPriceTokens(z.string().trim().max(200)).default(''),
  titleSv: noPriceTokens(z.string().trim().max(200)).default(''),
  excerptEn: noPriceTokens(z.string().trim().max(500)).default(''),
  excerptSv: noPriceTokens(z.string().trim().max(500)).default(''),
  categoryEn: noPriceTokens(z.string().trim().max(80)).default(''),
  categorySv: noPriceTokens(z.string().trim().max(80)).default(''),
  bodyEn: postBody,
  bodySv: postBody,
};

/** Whether a post as sent goes live now or at a time (a draft is neither). */
const goesLive = (post: Record<string, unknown>) =>
  post.published !== false || (typeof post.publishAt === 'string' && post.publishAt !== '');
const liveNeeds = (field: string) => (post: Record<string, unknown>) =>
  !goesLive(post) || (typeof post[field] === 'string' && (post[field] as string).trim() !== '');

/**
 * What a live post needs of its Swedish text beyond the title: an excerpt (the cards, the meta description) and a
 * category. A draft may lack them; publishing it (by a save, at once for several, or by restoring a revision)
 * needs them first.
 */
export const readyToGoLive = (post: { titleSv: string; excerptSv: string; categorySv: string }) =>
  Boolean(post.titleSv.trim() && post.excerptSv.trim() && post.categorySv.trim());

export const postInputSchema = z
  .object({
    slug: required('Slug is required')
      .max(slugMaxLength)
      .regex(slugPattern, 'Use lowercase letters, digits and hyphens only'),
    date: required('Date is required').pipe(calendarDate()),
    // English is optional (the post then shows in Swedish only); once begun, it needs what a page shows.
    ...postTexts,
    titleSv: noPriceTokens(required('Title is required').max(200)),
    keywordsEn: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    keywordsSv: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    /** What the language's text is to be found for (the editor's SEO checks); optional. */
    focusKeyphraseEn: optionalText(100),
    focusKeyphraseSv: optionalText(100),
    published: z.boolean().default(true),
    /** When an unpublished post goes live by itself (an ISO time with its offset); null: it waits as a draft. */
    publishAt: isoMoment('Pick a date and time').nullable().default(null),
    coverMediaId: mediaId,
  })
  .refine((post) => !(post.published && post.publishAt), {
    path: ['publishAt'],
    message: 'Choose published or a time, not both',
  })
  .refine(liveNeeds('excerptSv'), issueAt('excerptSv', 'Excerpt is required'))
  .refine(liveNeeds('categorySv'), issueAt('categorySv', 'Category is required'))
  // Checked even when other fields are wrong, so every message shows at once.
  .superRefine((post, ctx) => englishComplete(post, ctx), {
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/**
 * A post as its editor has it while it is written, for the live preview: any field may still be empty or not yet
 * valid (an empty or unfinished slug, no date), and the preview draws what there is. The limits are a save's.
 */
export const postDraftSchema = z.object({
  slug: z.string().trim().max(slugMaxLength).default(''),
  date: z.string().trim().max(10).default(''),
  ...postTexts,
  keywordsEn: z.array(z.string().trim().max(60)).max(20).default([]),
  keywordsSv: z.array(z.string().trim().max(60)).max(20).default([]),
  coverMediaId: mediaId,
});
export type PostDraft = z.output<typeof postDraftSchema>;

/** Whether a post has its English version: what the English page, list, feed and sitemap need. */
export const hasEnglish = (post: { titleEn: string; excerptEn: string; categoryEn: string }) =>
  Boolean(post.titleEn && post.excerptEn && post.categoryEn);
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputData = z.output<typeof postInputSchema>;

const fillRequired = 'Please fill in all required fields';
const imagePath = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^(\/[^\s]*|https?:\/\/\S+)$/.test(value),
    'Use a path (/images/…) or an http(s) URL',
  )
  .default('');

/** What a case study's results say when one of a pair is missing. */
export const halfAResult = 'Give the figure before and after, or neither';

/**
 * A case study's results, each before and after: the Lighthouse performance score on a phone, the load time in
 * seconds (to a tenth) and the inquiries a month; none is required.
 */
export const caseResultMessages = {
  lighthouse: 'A Lighthouse score is a whole number from 0 to 100',
  loadSeconds: 'A load time is from 0.1 to 120 seconds',
  leads: 'Inquiries a month are a whole number from 0 to 100 000',
};
const score = z
  .number({ error: caseResultMessages.lighthouse })
  .int(caseResultMessages.lighthouse)
  .min(0, caseResultMessages.lighthouse)
  .max(100, caseResultMessages.lighthouse)
  .nullable()
  .default(null);
const seconds = z
  .number({ error: caseResultMessages.loadSeconds })
  .min(0.1, caseResultMessages.loadSeconds)
  .max(120, caseResultMessages.loadSeconds)
  .transform(toTenths)
  .nullable()
  .default(null);
const inquiries = z
  .number({ error: caseResultMessages.leads })
  .int(caseResultMessages.leads)
  .min(0, caseResultMessages.leads)
  .max(100_000, caseResultMessages.leads)
  .nullable()
  .default(null);
const caseResultFields = {
  lighthouseBefore: score,
  lighthouseAfter: score,
  loadSecondsBefore: seconds,
  loadSecondsAfter: seconds,
  leadsBefore: inquiries,
  leadsAfter: inquiries,
};
export const caseResultPairs = [
  ['lighthouseBefore', 'lighthouseAfter'],
  ['loadSecondsBefore', 'loadSecondsAfter'],
  ['leadsBefore', 'leadsAfter'],
] as const;
function toTenths(seconds: number) {
  return Math.round(seconds * 10) / 10;
}

export const portfolioInputSchema = z
  .object({
    name: required(fillRequired).max(200),
    categoryEn: required(fillRequired).max(80),
    categorySv: required(fillRequired).max(80),
    titleEn: optionalText(200),
    titleSv: optionalText(200),
    descriptionEn: optionalText(2000),
    descriptionSv: optionalText(2000),
    testimonialEn: optionalText(1000),
    testimonialSv: optionalText(1000),
    clientEn: optionalText(200),
    clientSv: optionalText(200),
    image: imagePath,
    beforeImage: imagePath,
    afterImage: imagePath,
    coverMediaId: mediaId,
    beforeMediaId: mediaId,
    afterMediaId: mediaId,
    kind: z.enum(['case_study', 'project']).default('project'),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    ...caseResultFields,
    exampleCase: z.boolean().default(false),
    published: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    // A result is a comparison: both figures, or neither.
    for (const [before, after] of caseResultPairs) {
      const given = [value[before], value[after]].map((figure) => figure !== null);
      if (given[0] === given[1]) continue;
      context.addIssue({ code: 'custom', path: [given[0] ? after : before], message: halfAResult });
    }
  });
export type PortfolioInput = z.input<typeof portfolioInputSchema>;

/**
 * An Admin's invitation: the address, the role (Editor unless chosen) and the language of the mail and of the
 * admin for them; a name is optional (the invitee writes their own when they accept).
 */
export const invitationInputSchema = z.object({
  email: required(fillRequired).max(254).pipe(z.email('Enter a valid email address')),
  name: optionalText(200),
  role: z.enum(['Admin', 'Editor']).default('Editor'),
  lang: z.enum(['sv', 'en'], { error: 'Choose Swedish (sv) or English (en)' }),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** An invitation accepted: the token from its link, and the name and password the invitee chose. */
export const invitationAcceptSchema = z.object({
  token: z.string().min(1, 'This invitation has expired, was revoked or was used already.').max(200),
  name: required(fillRequired).max(200),
  password: z.string().min(1, fillRequired).min(12, 'Use at least 12 characters').max(1024),
});

/**
 * A form's password typed a second time: the check that the field `repeat` is the field `password`, refused at
 * `repeat` (refine's two arguments, spread into it).
 */
const typedTwice = <Password extends string, Repeat extends string>(
  password: Password,
  repeat: Repeat,
  message = 'The two passwords differ',
) =>
  [
    (form: Record<Password | Repeat, unknown>) => form[repeat] === form[password],
    { path: [repeat] as PropertyKey[], message },
  ] as const;

/** The invitation page's form: the accept, and the password typed a second time (the two must be the same). */
export const invitationAcceptForm = invitationAcceptSchema
  .extend({ repeat: z.string() })
  .refine(...typedTwice('password', 'repeat'));

/** An Admin's change to a user: name and role (the e-mail is the sign-in name and stays). */
export const userUpdateSchema = z.object({
  name: required(fillRequired).max(200),
  role: z.enum(['Admin', 'Editor']),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** A user's own new password: the current one proves it is them. */
export const passwordChangeSchema = z
  .object({
    currentPassword: required(fillRequired).max(1024),
    newPassword: required(fillRequired).min(12, 'Use at least 12 characters').max(1024),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password you have not used here',
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** My account's password form: the change, and the new password typed a second time (the two must be the same). */
export const passwordChangeForm = passwordChangeSchema
  .safeExtend({ repeatPassword: z.string() })
  .refine(...typedTwice('newPassword', 'repeatPassword', 'The two new passwords differ'));

/** A new password chosen with a forgotten-password link (the token comes from the link). */
/** A forgotten password: the address a link goes to, if an account has it. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
});

export const passwordResetSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(1, fillRequired).min(12, 'Use at least 12 characters').max(1024),
});

/** The reset page's form: the new password, typed a second time (the two must be the same). */
export const passwordResetForm = passwordResetSchema
  .extend({ repeatPassword: z.string() })
  .refine(...typedTwice('newPassword', 'repeatPassword'));

/** A code from an authenticator app (six digits) or one of the ten recovery codes. */
/** The six digits an authenticator app shows (turning two-factor sign-in on asks for them). */
export const appCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3} ?\d{3}$/, 'Enter the six digits your app shows'),
});

export const secondFactorSchema = z.union([
  appCodeSchema,
  z.object({ recoveryCode: z.string().trim().min(16, 'Enter a recovery code').max(40) }),
]);

/** Turning two-factor sign-in off, or making new recovery codes: the account's password proves it. */
export const confirmPasswordSchema = z.object({ password: z.string().min(1, fillRequired).max(1024) });

/**
 * An Admin acting on another account's security (turning its second factor off): proof that it is them, now,
 * with their password and a code from their own authenticator app.
 */
export const reauthenticationSchema = z.object({
  password: z.string({ error: fillRequired }).min(1, fillRequired).max(1024),
  code: z
    .string({ error: 'Enter the six digits your app shows' })
    .trim()
    .regex(/^\d{3} ?\d{3}$/, 'Enter the six digits your app shows'),
});

const url = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || /^https?:\/\/\S+$/.test(value),
    'Enter a web address starting with http:// or https://',
  )
  .default('');

const retentionMessage = `Enter a number of months from ${leadRetentionMonths.min} to ${leadRetentionMonths.max}, or leave it empty`;

/** The identity's messages, as the admin translates them (src/admin/i18n/serverMessages.ts). */
export const identityMessages = {
  orgFormat: 'Enter the organisation number as ten digits: 559999-1238',
  orgCheckDigit:
    'This organisation number’s last digit does not match the others: check it against the registration',
  vatFormat: 'Enter the VAT number as SE, the ten digits of the organisation number and 01: SE559999123801',
  vatOtherCompany: 'This VAT number belongs to another organisation number than the one above',
  postalCode: 'Enter the postal code as five digits: 111 51',
} as const;

const orgNumber = z
  .string()
  .trim()
  .max(20)
  .default('')
  .superRefine((value, context) => {
    const problem = value === '' ? null : orgNumberProblem(value);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: problem === 'format' ? identityMessages.orgFormat : identityMessages.orgCheckDigit,
      });
  })
  .transform(formatOrgNumber);

const settingsObject = z.object({
  siteName: required('Site name is required').max(100),
  /** The registered name ("Novaweb AB"); empty: the site's name stands for it. */
  legalName: optionalText(150),
  companyForm: z.enum([...companyFormValues, '']).default(''),
  orgNumber,
  vatNumber: z.string().trim().max(30).default('').transform(formatVatNumber),
  siteDescription: optionalText(500),
  contactEmail: required('Contact email is required').max(254).pipe(z.email('Enter a valid email address')),
  phoneNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d+\-() ]*$/, 'Use digits, spaces and + - ( ) only')
    .default(''),
  /** The registered address: street and number; the postal code and the city follow. */
  address: optionalText(300),
  postalCode: z
    .string()
    .trim()
    .max(10)
    .default('')
    .refine((value) => value === '' || /^\d{3} ?\d{2}$/.test(value), identityMessages.postalCode)
    .transform(formatPostalCode),
  city: optionalText(100),
  facebookUrl: url,
  instagramUrl: url,
  linkedinUrl: url,
  socialMediaId: mediaId,
  /** Leads older than this many months are deleted (server/privacy/retention.ts); null keeps them. Absent: unchanged. */
  leadRetentionMonths: z
    .number({ error: retentionMessage })
    .int(retentionMessage)
    .min(leadRetentionMonths.min, retentionMessage)
    .max(leadRetentionMonths.max, retentionMessage)
    .nullable()
    .optional(),
  /** How the site measures its visitors (shared/measurement.ts). Absent: unchanged. */
  measurement: z.enum(measurementModes, { error: 'Choose server only, with consent or off' }).optional(),
});

/** A settings form's VAT number (as sent: maybe invalid elsewhere) and what is wrong with it. */
const vatProblemOf = (settings: Record<string, unknown>) =>
  typeof settings.vatNumber !== 'string' || settings.vatNumber.trim() === ''
    ? null
    : vatNumberProblem(settings.vatNumber, typeof settings.orgNumber === 'string' ? settings.orgNumber : '');

/** The settings as staff send them: the VAT number, when given, is the organisation number's. */
export const settingsInputSchema = settingsObject
  // Checked even when other fields are wrong, so every message shows at once.
  .refine((settings) => vatProblemOf(settings) !== 'format', issueAt('vatNumber', identityMessages.vatFormat))
  .refine(
    (settings) => vatProblemOf(settings) !== 'otherCompany',
    issueAt('vatNumber', identityMessages.vatOtherCompany),
  );
export type SettingsInput = z.input<typeof settingsInputSchema>;

/** An image's text for those who cannot see it, in each language: required, as a page may not show it bare. */
export const altTextsSchema = z.object({
  altSv: required('Describe the image in Swedish').max(300),
  altEn: required('Describe the image in English').max(300),
});
export type AltTexts = z.input<typeof altTextsSchema>;

/** The first message per field, for showing at the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** The variants the keyword analysis measures (specification: the keyword plus four variants). */
export function keywordVariants(keyword: string): string[] {
  const base = keyword.trim().toLowerCase();
  return [base, `${base} service`, `best ${base}`, `${base} company`, `affordable ${base}`];
}

/**
 * A redirect as staff enter it (shared/redirects.ts has the address rules). The paths come out in their stored
 * form: the from-path canonical and readable, a target on this site the same; the server checks loops and chains.
 */
export const redirectInputSchema = z.object({
  from: z
    .string()
    .trim()
    .min(1, 'Enter the old address')
    .superRefine((value, context) => {
      const problem = fromPathProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => redirectKey(value)!),
  to: z
    .string()
    .trim()
    .min(1, 'Enter where visitors should go')
    .superRefine((value, context) => {
      const problem = targetProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalTarget),
  status: z.union([z.literal(301), z.literal(302)], { error: 'Choose 301 or 302' }).default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

/** A passkey's name, as its owner knows it ("Work laptop", "Phone"). */
export const passkeyNameSchema = z.object({
  name: required('Give the passkey a name').max(60, 'Use at most 60 characters'),
});

/** Adding a passkey: its name, and the account's password first (so a stolen session cannot plant one). */
export const passkeyAddForm = passkeyNameSchema.extend({
  password: z.string().min(1, 'Enter your password').max(1024),
});

/**
 * What the browser answers when a passkey is made or used (checked in full by SimpleWebAuthn on the server;
 * here only its shape and size, so that nothing huge or odd reaches the check).
 */
export const webAuthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 64_000, 'The answer is too large');

/** A new passkey: its name and the authenticator's answer (the options it answers took the password). */
export const passkeyRegistrationSchema = passkeyNameSchema.extend({ response: webAuthnResponseSchema });

/** The SEO tools' meta tag generator: a page title is required (the specification's words); the rest may be empty. */
export const metaTagsSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a page title').max(200, 'Use at most 200 characters'),
  description: z.string(),
  keywords: z.string(),
});

/** The SEO tools' keyword analysis (POST /api/admin/seo/keywords). */
export const keywordAnalysisSchema = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, 'Please enter a keyword to analyze')
    .max(100, 'Use at most 100 characters'),
});
