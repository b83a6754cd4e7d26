import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leadStatuses } from '../../shared/csv';
import { outboxKinds } from '../../shared/outbox';
import type { LeadMailTemplate } from '../mail/templates';
import type { PostInputData } from '../../shared/adminSchemas';
import type { PostDocument } from '../../shared/postDocument';
import { pageStatuses, type PageMeta } from '../../shared/pages';

/** Bookkeeping of the app itself, such as whether the first-start content has been seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the site settings the footer and the structured data read. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    siteDescription: text('site_description').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    /** Who the agency is (shared/companyIdentity.ts): the footer, the structured data and the legal pages. */
    legalName: text('legal_name').notNull().default(''),
    companyForm: text('company_form').notNull().default(''),
    orgNumber: text('org_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    /** The registered address: street and number, postal code, city. */
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    facebookUrl: text('facebook_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    /** Drawn behind every page's generated social card; none: the brand's colours. */
    socialMediaId: integer('social_media_id').references((): AnyPgColumn => media.id, {
      onDelete: 'restrict',
    }),
    /** Every staff member must sign in with a second factor (those without one set it up first). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Leads older than this many months are deleted (server/privacy); null keeps them. */
    leadRetentionMonths: integer('lead_retention_months'),
    /** How the site measures its visitors (shared/measurement.ts): 'server', 'consent' or 'off'. */
    measurement: text('measurement').notNull().default('server'),
    /** The hour (Stockholm time, 0–23) of the nightly backup (server/backup/nightly.ts); null: none. */
    backupHour: integer('backup_hour').default(3),
    /** How many days the nightly backups are kept. */
    backupKeepDays: integer('backup_keep_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('settings_single_row', sql`${table.id} = 1`)],
);

/** Binary data: a Buffer from node-postgres, a Uint8Array from PGlite; a Buffer to the code either way. */
/** A text-search document (PostgreSQL's tsvector), written by the database; the app only queries it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the site search matches in one language (server/content/search.ts): the title weighs most (A), then the
 * excerpt and category (B), then the body (C), stemmed with that language's dictionary. Kept by the database.
 */
const postSearchDocument = (
  config: 'swedish' | 'english',
  title: AnyPgColumn,
  excerpt: AnyPgColumn,
  category: AnyPgColumn,
  body: SQL,
): SQL =>
  sql`setweight(to_tsvector(${sql.raw(`'${config}'`)}, ${title}), 'A') || setweight(to_tsvector(${sql.raw(`'${config}'`)}, ${excerpt} || ' ' || ${category}), 'B') || setweight(to_tsvector(${sql.raw(`'${config}'`)}, ${body}), 'C')`;

/**
 * The words of a body's document, for the search and its excerpts, as they are read: a block's texts joined as
 * written, a space between blocks and for a line break (`post_body_text`, an immutable SQL function of migrations
 * 0039 and 0040, so the search document stays a generated column).
 */
export const postBodyText = (body: AnyPgColumn): SQL => sql`post_body_text(${body})`;

/** A body with nothing in it, as the columns' default. */
const emptyDocumentSql = sql`'{"type":"doc","content":[]}'::jsonb`;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded image (server/media/process.ts): what staff see in the Media screen and what pages point to.
 * The original is not kept (its EXIF and GPS never reach the disk); its SHA-256 names the files, so the
 * same picture uploaded twice is one media item and its URLs never change.
 */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  /** The file's name as uploaded, to find it again in the library. */
  filename: text('filename').notNull().default(''),
  type: text('type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** ThumbHash, base64: drawn until the picture has arrived. */
  placeholder: text('placeholder').notNull(),
  /** The placeholder as a tiny WebP data URL, painted behind the picture; empty for a transparent image. */
  preview: text('preview').notNull().default(''),
  altSv: text('alt_sv').notNull(),
  altEn: text('alt_en').notNull(),
  /** Bytes of the original upload, and of every variant together. */
  originalBytes: integer('original_bytes').notNull(),
  storedBytes: integer('stored_bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The files the site serves for a media item: AVIF and WebP at each width, in the database. */
/**
 * Uploads being processed (server/media/uploads.ts): the upload answers 202 with this row's id at once, and
 * the uploader asks after it until it is `done` (with the library item) or `failed` (with the reason). Any
 * instance answers the question; the instance that took the bytes processes them. Kept a day.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'done', 'failed'] }).notNull(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The same picture was in the library already: the upload is that item. */
    existing: boolean('existing').notNull().default(false),
    error: jsonb('error').$type<{ status: number; code: string; message: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_uploads_created').on(table.createdAt)],
);

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.format, table.width] })],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    titleSv: text('title_sv').notNull(),
    titleEn: text('title_en').notNull(),
    excerptSv: text('excerpt_sv').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    categorySv: text('category_sv').notNull(),
    categoryEn: text('category_en').notNull(),
    /**
     * The body in each language: the editor's document (shared/postDocument.ts), rendered on the server. Filled from
     * the Markdown of every post by migration 0039's data step (server/db/dataSteps.ts).
     */
    bodySv: jsonb('body_doc_sv').$type<PostDocument>().notNull().default(emptyDocumentSql),
    bodyEn: jsonb('body_doc_en').$type<PostDocument>().notNull().default(emptyDocumentSql),
    /**
     * The body as Markdown, as releases before 0039 stored and read it: still written beside the document (the same
     * text, by the editor's serializer) while an older release may serve from this database; dropped by a later
     * migration (docs/migrations.md, expand then contract).
     */
    bodyMarkdownSv: text('body_sv').notNull().default(''),
    bodyMarkdownEn: text('body_en').notNull().default(''),
    keywordsSv: text('keywords_sv')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywordsEn: text('keywords_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What each language of the post is to be found for: the editor's SEO checks read it ('' for none). */
    focusKeyphraseSv: text('focus_keyphrase_sv').notNull().default(''),
    focusKeyphraseEn: text('focus_keyphrase_en').notNull().default(''),
    published: boolean('published').notNull().default(true),
    /**
     * When an unpublished post goes live by itself (server/content/schedule.ts publishes it at that minute, once,
     * whichever instance gets there first, and clears this). Null for a draft and for a published post.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The cover: cards, the post page, the feed and the social card. A used image cannot be deleted. */
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'restrict' }),
    /**
     * A change to a published post not live yet: a draft (`pendingAt` null) or scheduled for `pendingAt`. The
     * post's columns stay what visitors see until the change is published or its time comes.
     */
    pending: jsonb('pending').$type<PostChange>(),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    /** Grows with each save and step; a save from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchSv: tsvector('search_sv').generatedAlwaysAs((): SQL =>
      postSearchDocument(
        'swedish',
        posts.titleSv,
        posts.excerptSv,
        posts.categorySv,
        postBodyText(posts.bodySv),
      ),
    ),
    searchEn: tsvector('search_en').generatedAlwaysAs((): SQL =>
      postSearchDocument(
        'english',
        posts.titleEn,
        posts.excerptEn,
        posts.categoryEn,
        postBodyText(posts.bodyEn),
      ),
    ),
  },
  (table) => [
    // The site search in each language reads only the posts that hold every word (a GIN index of each document).
    index('posts_search_sv').using('gin', table.searchSv),
    index('posts_search_en').using('gin', table.searchEn),
    index('posts_due')
      .on(table.publishAt)
      .where(sql`${table.published} = false and ${table.publishAt} is not null`),
    check('posts_pending', sql`${table.pending} is null or ${table.published}`),
    check('posts_pending_at', sql`${table.pendingAt} is null or ${table.pending} is not null`),
  ],
);

/** What a post holds, as its editor saves it: kept whole in every revision and preview. */
export type PostSnapshot = PostInputData;

/** A post's text and cover without its publication: what a change to a live post waits with (`pending`). */
export type PostChange = Omit<PostInputData, 'published' | 'publishAt'>;

/**
 * A page as stored: its meta and its blocks. Each save is checked against the block registry
 * (shared/blocks/registry.ts); a stored block is read leniently, since a later release may no longer know its kind
 * (server/content/pages.ts leaves such a block out and tells staff).
 */
export interface StoredPage {
  meta: PageMeta;
  blocks: unknown[];
}

/**
 * Every public page made of blocks: the fixed pages (`key`) and the pages staff make. Its addresses are unique
 * in each language; `version` grows with each save, and a save from an older version is refused.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    pathSv: text('path_sv').notNull().unique(),
    pathEn: text('path_en').notNull().unique(),
    status: text('status', { enum: pageStatuses }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    document: jsonb('document').$type<StoredPage>().notNull(),
    /**
     * A change to a published page not live yet: a draft (`pendingAt` null) or scheduled for `pendingAt`. The
     * published `document` stays what visitors see until the change is published or its time comes.
     */
    pending: jsonb('pending').$type<StoredPage>(),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pages_status', sql`${table.status} in ('draft', 'scheduled', 'published')`),
    check('pages_schedule', sql`(${table.status} = 'scheduled') = (${table.publishAt} is not null)`),
    check('pages_pending', sql`${table.pending} is null or ${table.status} = 'published'`),
    check('pages_pending_at', sql`${table.pendingAt} is null or ${table.pending} is not null`),
  ],
);

/** The parts of the site edited once and shown on every page that needs them (the prices). */
export const siteParts = pgTable('site_parts', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  /** A saved draft not on the site yet: every page keeps showing `data` until it is published or discarded. */
  pending: jsonb('pending'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a page's revision keeps: its content, as stored (its address and publication are not restored). */
export type PageSnapshot = StoredPage;

/**
 * Every save of a post or a page, with who made it: the editors list them, diff one against now and restore it.
 * One table for both (the table keeps its first name, from before pages): exactly one of `postId` and `pageId`.
 */
export const revisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted; its name stays in `authorName`. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').$type<PostSnapshot | PageSnapshot>().notNull(),
  },
  (table) => [
    index('post_revisions_post').on(table.postId, table.id),
    index('post_revisions_page').on(table.pageId, table.id),
    check('post_revisions_subject', sql`num_nonnulls(${table.postId}, ${table.pageId}) = 1`),
  ],
);

/**
 * A preview link for a draft or an unsaved change: the post as the editor had it when the link was made, shown
 * at its public address to anyone holding the token for 24 hours. Only the token's SHA-256 is kept.
 */
export const postPreviews = pgTable(
  'post_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The post the change belongs to; null for a post not saved yet. */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    snapshot: jsonb('snapshot').$type<PostSnapshot>().notNull(),
  },
  (table) => [index('post_previews_expiry').on(table.expiresAt)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['Admin', 'Editor'] })
    .notNull()
    .default('Editor'),
  passwordHash: text('password_hash').notNull(),
  /** The two built-in accounts (ids 1 and 2) can be neither edited nor deleted. */
  protected: boolean('protected').notNull().default(false),
  /**
   * Two-factor sign-in (server/auth/totp.ts): the base32 secret the user's authenticator app holds, set when
   * they start turning it on; `totpEnabledAt` once a code from the app proved it. `totpLastStep` is the time
   * step of the last code accepted, so a code cannot be used twice.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** The language the admin speaks to them in and their e-mails are written in; null until they choose one. */
  lang: text('lang', { enum: ['sv', 'en'] }),
  /** A mail each morning at 08:00 (Stockholm) of the leads they own whose follow-up is due; chosen in My account. */
  dueMail: boolean('due_mail').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mornings each staff member's due-follow-up mail was taken care of (sent, or nothing was due): the key
 * claims the day, so with several instances the mail goes out once (server/leads/dueMail.ts).
 */
/**
 * The nightly backups (server/backup/nightly.ts), a row per Stockholm day: claimed by the instance that makes it (so
 * several instances make one), with how it went. A failed one is tried again, at most three times a day.
 */
export const nightlyBackups = pgTable('nightly_backups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  /** The archive's file name, once made. */
  name: text('name'),
  bytes: bigint('bytes', { mode: 'number' }),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const dueMails = pgTable(
  'due_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    leads: integer('leads').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** One-time recovery codes for two-factor sign-in (ten per user, made when it is turned on): hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user').on(table.userId)],
);

/**
 * Passkeys (WebAuthn, server/auth/passkeys.ts): a staff member's own, any number, each named by them. What
 * checking a sign-in needs is kept: the credential's id and public key (base64url), its signature counter
 * and the transports the browser named. Never a private key: that stays in the authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** Synced between devices (a platform passkey) rather than bound to one. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user').on(table.userId)],
);

/**
 * The challenges a passkey ceremony signs: random, for one ceremony, used once and within five minutes. A
 * registration's belongs to the account that asked; a sign-in's to nobody until it is answered.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('passkey_challenges_expiry').on(table.expiresAt)],
);

/**
 * Forgotten-password links: the e-mailed token's SHA-256 (never the token), valid one hour and once
 * (server/auth/passwordReset.ts).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Saved replies: a name and a text in both languages (with an optional subject) that the reply dialog fills in
 * the lead's language, its places (`{firstName}`) filled (shared/savedReplies.ts). Names are unique whatever
 * their case.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subjectSv: text('subject_sv').notNull().default(''),
    subjectEn: text('subject_en').notNull().default(''),
    bodySv: text('body_sv').notNull(),
    bodyEn: text('body_en').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_replies_name').on(sql`lower(${table.name})`)],
);

/**
 * An invitation to join the staff (server/auth/invitations.ts): an Admin names the address, the role and the
 * language; the invitee sets their own name and password through a link that works once, for seven days. Only the
 * link's hash is stored. Resending makes a new link (the old one stops working); revoking ends it. Accepted or
 * revoked invitations stay, as the record of who invited whom.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['Admin', 'Editor'] }).notNull(),
    lang: text('lang', { enum: ['sv', 'en'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One open invitation per address: a second is a resend.
    uniqueIndex('invitations_open_email')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/** A contact-form lead: stored before the visitor is told it was received. Its id is made by the browser. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    message: text('message').notNull(),
    /**
     * What the leads list searches: name, e-mail and message in lower case, kept by the database. One column
     * with one trigram index answers a search in milliseconds where ILIKE over the three columns read every
     * lead (bench/leads.ts: 140 ms just to count 10 000 matches among 100 000).
     */
    search: text('search').generatedAlwaysAs(
      (): SQL => sql`lower(${leads.name} || ' ' || ${leads.email} || ' ' || ${leads.message})`,
    ),
    language: text('language', { enum: ['sv', 'en'] })
      .notNull()
      .default('sv'),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('New'),
    /** 'form' when the function stored it first; 'fallback' when EmailJS had already told the agency. */
    source: text('source', { enum: ['form', 'fallback', 'demo'] })
      .notNull()
      .default('form'),
    /** The staff member who has the lead (the list's "mine"); null until someone takes it. */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The day someone should get back to the lead (Stockholm's calendar), and what to do then; null for none. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    followUpNote: text('follow_up_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The leads list: newest first, a page at a time; and one owner's.
    index('leads_created').on(table.createdAt, table.id),
    index('leads_owner').on(table.ownerId, table.createdAt),
    // Sorted by name (case-insensitively, newest first within a name).
    index('leads_name_sort').on(sql`lower(${table.name})`, table.createdAt.desc().nullsFirst()),
    // The search: a trigram index (pg_trgm) of `search`, so LIKE '%…%' reads the matching rows only.
    index('leads_search_trgm').using('gin', table.search.op('gin_trgm_ops')),
    // The follow-ups due by a day (the dashboard's list): only the leads that have one.
    index('leads_follow_up')
      .on(table.followUpOn)
      .where(sql`${table.followUpOn} is not null`),
  ],
);

/**
 * E-mails to send, written in the same transaction as what caused them; a worker sends them over SMTP and
 * retries with backoff, so a message survives an SMTP outage or a restart. Without SMTP configured the worker
 * captures them instead (`captured`): kept and shown to Admins in the Outbox screen, never delivered.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: outboxKinds,
    }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    ccAddress: text('cc_address').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    /** Subject and bodies as written; empty for a lead's e-mail, which is rendered from `template` when sent. */
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * A lead's e-mail: the lead and the site's details when it arrived. Kept instead of the rendered mail
     * (a tenth of the bytes per lead, which is most of what the contact function writes under load).
     */
    template: jsonb('template').$type<LeadMailTemplate>(),
    /**
     * What a mail must carry but no one may read in the Outbox (a password-reset link): the bodies above hold a
     * placeholder such as `[reset link]`, and this maps it to the value put in when the mail is sent. Cleared
     * once the mail is sent, captured or given up, so it is kept only while it is on its way.
     */
    secrets: jsonb('secrets').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'captured', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When staff last sent it again: its two days of retries count from then. */
    resentAt: timestamp('resent_at', { withTimezone: true }),
    /** The request that queued it (a contact form's, a staff reply's): its log lines' `reqId`. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_due').on(table.status, table.nextAttemptAt),
    // The confirmations one address received lately (a cap per recipient and day).
    index('outbox_confirmations')
      .on(sql`lower(${table.toAddress})`, table.createdAt)
      .where(sql`${table.kind} = 'visitor_confirmation'`),
    // The Outbox screen: newest first.
    index('outbox_created').on(table.createdAt, table.id),
  ],
);

/** Each try at delivering an outbox message, and what came of it (the Outbox screen's history of a message). */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: ['sent', 'captured', 'failed'] }).notNull(),
    error: text('error'),
  },
  (table) => [index('outbox_attempts_message').on(table.outboxId, table.at)],
);

/**
 * Portfolio entries: the public case studies (with before/after images, a testimonial and a client label)
 * and the example projects staff list in the admin. Only published entries show on the site.
 */
export const portfolioItems = pgTable('portfolio_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['case_study', 'project'] })
    .notNull()
    .default('project'),
  sortOrder: integer('sort_order').notNull().default(0),
  name: text('name').notNull(),
  categorySv: text('category_sv').notNull(),
  categoryEn: text('category_en').notNull(),
  titleSv: text('title_sv').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionSv: text('description_sv').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  testimonialSv: text('testimonial_sv').notNull().default(''),
  testimonialEn: text('testimonial_en').notNull().default(''),
  clientSv: text('client_sv').notNull().default(''),
  clientEn: text('client_en').notNull().default(''),
  beforeImage: text('before_image').notNull().default(''),
  afterImage: text('after_image').notNull().default(''),
  image: text('image').notNull().default(''),
  /** Images from the media library (a used image cannot be deleted); the paths above are the seed's. */
  coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'restrict' }),
  beforeMediaId: integer('before_media_id').references(() => media.id, { onDelete: 'restrict' }),
  afterMediaId: integer('after_media_id').references(() => media.id, { onDelete: 'restrict' }),
  /**
   * The case's results, before and after (each pair shown when both are set): the Lighthouse performance score
   * on a phone, the load time (the largest contentful paint, seconds) and the inquiries a month.
   */
  lighthouseBefore: integer('lighthouse_before'),
  lighthouseAfter: integer('lighthouse_after'),
  loadSecondsBefore: doublePrecision('load_seconds_before'),
  loadSecondsAfter: doublePrecision('load_seconds_after'),
  leadsBefore: integer('leads_before'),
  leadsAfter: integer('leads_after'),
  /** The business is made up (an example of the work): the site says so beside the results. */
  exampleCase: boolean('example_case').notNull().default(false),
  published: boolean('published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff sessions. The cookie carries a random token; only its SHA-256 is stored, so a leaked table cannot be
 * replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the Sessions screen names a session by (never its token or the token's hash). */
    id: bigserial('id', { mode: 'number' }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request made with it (written at most every few minutes) and the browser that made it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * A sign-in whose password was right but whose second factor is still owed: such a session is good for
     * nothing but giving the code (`pending`), for a few minutes and a few wrong codes.
     */
    pendingSecondFactor: boolean('pending_second_factor').notNull().default(false),
    failedCodes: integer('failed_codes').notNull().default(0),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * Sign-in throttles: one row per (account, address) pair and per address, counting failures since the last
 * success or quiet spell, and until when that scope is blocked. The key is a hash of the scope, so the table
 * holds no e-mail address or IP address. See server/auth/throttle.ts for the policy.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Requests counted against a rate limit (the contact form, password-reset links) when several instances share
 * PostgreSQL, so a client's allowance does not grow with their number. The key is a hash of the route and the
 * client's address; a row whose window has ended counts from one again.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets').on(table.resetsAt)],
);

/** Every change staff make: who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** The request that made the change (its log lines' `reqId`); null for the server's own work. */
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at').on(table.at)],
);

/** Replies staff sent to a lead. */
export const leadReplies = pgTable('lead_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** The e-mail it went out as: the lead's timeline shows its delivery. */
  outboxId: bigint('outbox_id', { mode: 'number' }).references(() => outbox.id, { onDelete: 'set null' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff did with a lead, for its timeline: a status change (from → to), a new owner, an internal note
 * (never e-mailed). Who did it is kept by name too, so the story survives the account.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    kind: text('kind', { enum: ['status', 'owner', 'note', 'follow_up'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    body: text('body'),
  },
  (table) => [index('lead_events_lead').on(table.leadId, table.at)],
);

/**
 * Social cards drawn so far (server/routes/social.ts), by address: an address names one picture forever (its
 * hash is of what the card shows), so a card is drawn once for every instance; a page's older cards go when
 * it gets a new one.
 */
export const socialCards = pgTable(
  'social_cards',
  {
    path: text('path').primaryKey(),
    pagePath: text('page_path').notNull(),
    type: text('type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_cards_page').on(table.pagePath)],
);

/**
 * Old addresses sent on to new ones (server/routes/redirects.ts applies them before a page is rendered).
 * `fromPath` is a page path in its canonical form (no trailing slash, Swedish unprefixed, English under /en),
 * %-decoded where that is safe (decodeURI), so it matches however a browser encodes the address. `toTarget` is
 * a page path in the same form (with a query or fragment if one was given) or an absolute http(s) URL.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull().unique(),
    toTarget: text('to_target').notNull(),
    status: integer('status').notNull().default(301),
    /** 'staff' when made on the Redirects screen; 'slug' when a published post's slug changed. */
    source: text('source', { enum: ['staff', 'slug'] })
      .notNull()
      .default('staff'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('redirects_status', sql`${table.status} in (301, 302)`)],
);

/**
 * Page addresses that answered 404, counted (server/routes/redirects.ts): the Redirects screen's "most requested
 * missing pages". The path only, never its query; kept to the most recently seen thousand.
 */
export const notFoundLog = pgTable(
  'not_found_log',
  {
    path: text('path').primaryKey(),
    hits: bigint('hits', { mode: 'number' }).notNull().default(1),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('not_found_log_last_seen').on(table.lastSeen)],
);

// ---- Insights (server/insights/, docs/insights.md): counted without cookies, storage or personal data ----

/**
 * The day's salt of the visitor hash (sha256 of salt, address and browser). Made by whichever instance needs it
 * first; a day's salt is deleted once the day is over, so no hash can be made again or linked to another day's.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * What the beacon reported, one row per event, kept 30 days (then only the rollups remain). `visitor` is the
 * day's hash; `day` the Stockholm date. Page views carry where they came from; `leave` how long the page was
 * visible (`view` tells one page view's reports apart); `funnel` a step of the contact form.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    type: text('type', { enum: ['pageview', 'leave', 'funnel'] }).notNull(),
    path: text('path').notNull(),
    referrer: text('referrer').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    lang: text('lang').notNull().default(''),
    device: text('device').notNull().default(''),
    step: text('step'),
    view: text('view'),
    engagedMs: integer('engaged_ms'),
  },
  (table) => [index('analytics_events_day').on(table.day, table.type)],
);

/** Core Web Vitals from real visitors: one row per metric of a page view, kept 30 days like the events. */
export const analyticsVitals = pgTable(
  'analytics_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    day: date('day').notNull(),
    path: text('path').notNull(),
    device: text('device').notNull(),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    value: doublePrecision('value').notNull(),
    target: text('target').notNull().default(''),
  },
  (table) => [index('analytics_vitals_day').on(table.day)],
);

/** Days whose rollups are out of date: marked with every write, taken by the rollup (server/insights/rollup.ts). */
export const analyticsDirtyDays = pgTable('analytics_dirty_days', {
  day: date('day').primaryKey(),
});

/**
 * A day's counts per dimension ('' the whole site, 'page', 'landing', 'source', 'campaign', 'lang', 'device')
 * and key, remade from the raw events while they are kept. Visitors are counted per day: the hash changes daily.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    visitors: integer('visitors').notNull().default(0),
    pageviews: integer('pageviews').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    engagedMs: bigint('engaged_ms', { mode: 'number' }).notNull().default(0),
    engagedViews: integer('engaged_views').notNull().default(0),
    seen: integer('seen').notNull().default(0),
    focused: integer('focused').notNull().default(0),
    submitted: integer('submitted').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    fallback: integer('fallback').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/** The whole site's visitors and page views per hour, for a one-day chart. */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    day: date('day').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    visitors: integer('visitors').notNull(),
    pageviews: integer('pageviews').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour] }), index('analytics_hourly_day').on(table.day)],
);

/**
 * A day's Core Web Vitals as histograms (`bucket`: the value on a 2 % logarithmic scale, server/insights/
 * histogram.ts), so the 75th percentile of any range is read from the rollups alone. Dimensions: '' (all),
 * 'page', 'device', and 'target' (key: path and element, for LCP and INP).
 */
export const analyticsVitalsDaily = pgTable(
  'analytics_vitals_daily',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key, table.metric, table.bucket] })],
);

/**
 * Each change of the measurement mode (shared/measurement.ts), so Insights says which mode counted which days.
 * The mode a database had before this table is its first row ('server', at the migration).
 */
export const analyticsModes = pgTable('analytics_modes', {
  id: serial('id').primaryKey(),
  mode: text('mode').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** The consent dialog's answers per Stockholm day: a count, nothing about who answered. */
export const analyticsConsents = pgTable(
  'analytics_consents',
  {
    day: date('day').notNull(),
    choice: text('choice').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.choice] })],
);

/**
 * Where Admins have events sent (Admin → Webhooks, server/webhooks/): an address, the events, and the secret each
 * delivery is signed with (Standard Webhooks). An endpoint every delivery to which has failed for a day is switched
 * off (`enabled` false, with the reason), and Admins are told.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  description: text('description').notNull().default(''),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  /** The first failed try since the last delivered one; null while deliveries succeed. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for one endpoint, queued in the transaction that caused the event (so none is lost on a crash) and
 * sent by the webhook worker: claimed under a lease like the mail outbox, retried with back-off, its latest try kept.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    messageId: text('message_id').notNull(),
    /** The body as sent: `{ type, timestamp, data }`. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** When an Admin sent it again: its day of tries counts from then. */
    resentAt: timestamp('resent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(table.endpointId, table.createdAt),
  ],
);

/**
 * An experiment on a published page (docs/experiments.md): variants of its blocks, each the page's whole block
 * list as it reads in that variant (variant 0, the control, is the page itself and is not stored). `blockIds`:
 * the blocks any variant changes. One running experiment per page; a stopped one keeps its counts.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    goal: text('goal', { enum: ['contact', 'cta', 'page'] }).notNull(),
    /** The page to reach, for the `page` goal: its Swedish or English address. */
    goalPath: text('goal_path'),
    /** Percentages, the control's first; they add up to 100. */
    split: jsonb('split').$type<number[]>().notNull(),
    variants: jsonb('variants').$type<{ blocks: unknown[] }[]>().notNull(),
    blockIds: jsonb('block_ids').$type<string[]>().notNull(),
    status: text('status', { enum: ['running', 'stopped'] })
      .notNull()
      .default('running'),
    /** The variant made the page when it was promoted (0: stopped with the page as it was). */
    promoted: integer('promoted'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [
    check('experiments_goal_path', sql`(${table.goal} = 'page') = (${table.goalPath} is not null)`),
    check('experiments_stopped', sql`(${table.status} = 'stopped') = (${table.stoppedAt} is not null)`),
    // One running experiment per page: a visitor never meets two on one page.
    uniqueIndex('experiments_running_page')
      .on(table.pageId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * The visitors of a day in an experiment (the day's Insights hash; the salt that made it is deleted the next
 * day), their variant and whether they reached the goal that day: each counts once per day, however often they
 * come back or convert.
 */
export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    variant: integer('variant').notNull(),
    converted: boolean('converted').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.day, table.visitor] })],
);

/** The Core Web Vitals an experiment's variants show: one row per measurement, with no visitor (docs/experiments.md). */
export const experimentVitals = pgTable(
  'experiment_vitals',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    variant: integer('variant').notNull(),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS'] }).notNull(),
    /** Milliseconds (LCP, INP) or the layout-shift score (CLS). */
    value: doublePrecision('value').notNull(),
  },
  (table) => [index('experiment_vitals_experiment').on(table.experimentId, table.metric)],
);
