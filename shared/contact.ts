/** Contact-form facts both sides share, without the validation library (so pages stay small). */

/** Paths of the edge functions, in the wire format of Supabase Edge Functions. */
export const functionNames = {
  contact: 'handle-contact-form',
  reply: 'send-reply-email',
} as const;

/**
 * Where the contact form posts natively (application/x-www-form-urlencoded) when the application could not
 * start: the server stores the lead like the JSON function does and sends the browser back to the contact page.
 */
export const contactFormAction = `/functions/v1/${functionNames.contact}/form`;

/**
 * The query the contact page is opened with after a native post was stored: `?sent=<token>`, the token holding
 * what was sent (server/contactConfirmation.ts), or `?sent` alone.
 */
export const contactSentQuery = 'sent';

/** What the confirmation after a send repeats of the message: who sent it, to which address, how it began. */
export interface SentDetails {
  name: string;
  email: string;
  /** The message's first line, cut at a word to at most `firstLineLength` characters. */
  firstLine: string;
}

export const firstLineLength = 140;

/** The first line of a message with text, cut at a word (with "…") when longer than `firstLineLength`. */
export function firstLineOf(message: string): string {
  const line = message
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find(Boolean);
  if (!line) return '';
  if (line.length <= firstLineLength) return line;
  const cut = line.slice(0, firstLineLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > firstLineLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The details of a value that holds them (each a string), or null. */
export function sentDetailsOf(value: unknown): SentDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email, firstLine } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof email === 'string' && typeof firstLine === 'string'
    ? { name, email, firstLine }
    : null;
}

/** Where the contact page reads what a sealed confirmation holds (`?token=`); 404 once it has expired. */
export const contactSentPath = '/api/contact/sent';

export const contactLimits = {
  name: 200,
  email: 254,
  phone: 40,
  website: 2048,
  message: 5000,
  /** The whole request body, in bytes. */
  body: 32 * 1024,
} as const;

export type ContactField = 'name' | 'email' | 'phone' | 'website' | 'message';

/** What handle-contact-form answers. */
export type ContactResponse =
  | { success: true; id: string }
  | { success: false; error: 'validation'; fields: Partial<Record<ContactField, string>> }
  | { success: false; error: string };
