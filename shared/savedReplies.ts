import { z } from 'zod';
import type { Lang } from './i18n';

/**
 * Saved replies: texts staff answer leads with again and again, in both languages, with places the reply
 * dialog fills in (`{firstName}` → "Lena"). The server keeps them (server/routes/admin/savedReplies.ts); the
 * reply dialog fills one in the lead's language, and the text stays editable before it is sent.
 */

/** How long the free mockup takes, in each language: the confirmation mail says it, a saved reply can too. */
export const mockupTime: Record<Lang, string> = { sv: '3–5 arbetsdagar', en: '3–5 business days' };

/** The places a saved reply may name, and what each becomes. */
export const replyPlaceholders = ['name', 'firstName', 'staffName', 'mockupTime'] as const;
export type ReplyPlaceholder = (typeof replyPlaceholders)[number];

export const maxSavedReplyName = 80;
export const maxSavedReplySubject = 200;
export const maxSavedReplyBody = 5000;

/** The `{word}`s of `text` that are no placeholder. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([\p{L}\p{N}_]+)\}/gu)]
    .map((match) => match[1]!)
    .filter((name) => !(replyPlaceholders as readonly string[]).includes(name));
}

const placeholdersKnown = (text: z.ZodString) =>
  text.refine((value) => unknownPlaceholders(value).length === 0, {
    error: (issue) =>
      `Unknown place {${unknownPlaceholders(String(issue.input))[0]}}: use {name}, {firstName}, {staffName} or {mockupTime}`,
  });

/** A text in each language, by the same rule: at most `max` characters, known places only, `required` if given. */
const inBoth = (max: number, required: string | null) => {
  const text = z.string().trim();
  const rule = placeholdersKnown(
    (required ? text.min(1, required) : text).max(max, `Use at most ${max} characters`),
  );
  return z.object({ sv: rule, en: rule });
};

/** What a save of a saved reply takes: a name, an optional subject and the text, each in both languages. */
export const savedReplyInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the reply a name')
    .max(maxSavedReplyName, `Use at most ${maxSavedReplyName} characters`),
  /** Empty: the reply dialog keeps its own subject ("Sv: Din förfrågan till Novaweb"). */
  subject: inBoth(maxSavedReplySubject, null),
  body: inBoth(maxSavedReplyBody, 'Write the reply in both languages'),
});
export type SavedReplyInput = z.infer<typeof savedReplyInput>;

export interface SavedReply extends SavedReplyInput {
  id: number;
  updatedAt: string;
}

/** A saved reply's text with its places filled in; a place without a value stays as it is written. */
export const fillReply = (text: string, values: Record<ReplyPlaceholder, string>): string =>
  text.replace(/\{([\p{L}\p{N}_]+)\}/gu, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ReplyPlaceholder] : whole,
  );

/** The values of the places for a reply to `lead` by `staffName`, in the lead's language. */
export const replyValues = (
  lead: { name: string; language: Lang },
  staffName: string,
): Record<ReplyPlaceholder, string> => ({
  name: lead.name,
  firstName: lead.name.trim().split(/\s+/)[0] ?? lead.name,
  staffName,
  mockupTime: mockupTime[lead.language],
});
