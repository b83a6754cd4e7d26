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

/** The query the contact page is opened with after a native post was stored. */
export const contactSentQuery = 'sent';

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
