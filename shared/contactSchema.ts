import { z } from 'zod';
import { contactLimits, type ContactField } from './contact';
import type { Lang, Localized } from './i18n';

type Problem = 'required' | 'tooLong' | 'email' | 'phone' | 'website';

const problemMessages: Localized<Record<Problem, string>> = {
  sv: {
    required: 'Fältet måste fyllas i.',
    tooLong: 'Texten är för lång (högst {max} tecken).',
    email: 'Ange en giltig e-postadress.',
    phone: 'Ange ett telefonnummer med siffror, mellanslag och + - ( ).',
    website: 'Ange en webbadress som börjar med http:// eller https://.',
  },
  en: {
    required: 'This field is required.',
    tooLong: 'The text is too long (at most {max} characters).',
    email: 'Enter a valid email address.',
    phone: 'Enter a phone number using digits, spaces and + - ( ).',
    website: 'Enter a web address starting with http:// or https://.',
  },
};

/** A bare domain ('example.se') becomes 'https://example.se'; an empty value stays empty. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const problem = (code: Problem, max?: number) => JSON.stringify({ code, max });

/** The contact lead as the browser sends it to handle-contact-form. One schema for both sides. */
export const contactLeadSchema = z.object({
  id: z.uuid(),
  name: z
    .string()
    .trim()
    .min(1, problem('required'))
    .max(contactLimits.name, problem('tooLong', contactLimits.name)),
  email: z
    .string()
    .trim()
    .min(1, problem('required'))
    .max(contactLimits.email, problem('tooLong', contactLimits.email))
    .pipe(z.email(problem('email'))),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone, problem('tooLong', contactLimits.phone))
    .regex(/^[\d+\-() ]*$/, problem('phone'))
    .optional()
    .default(''),
  website: z
    .string()
    .trim()
    .transform(normalizeWebsite)
    .pipe(
      z
        .string()
        .max(contactLimits.website, problem('tooLong', contactLimits.website))
        .refine((value) => value === '' || isHttpUrl(value), problem('website')),
    )
    .optional()
    .default(''),
  message: z
    .string()
    .trim()
    .min(1, problem('required'))
    .max(contactLimits.message, problem('tooLong', contactLimits.message)),
  language: z.enum(['sv', 'en']).default('sv'),
  /** The honeypot: people leave it empty, bots fill it in. */
  company: z.string().optional().default(''),
  /** True when the EmailJS fallback already told the agency about this lead. */
  fallbackDelivered: z.boolean().optional().default(false),
});

export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

/** Field messages in the visitor's language, from a failed parse. */
export function contactFieldErrors(error: z.ZodError, lang: Lang): Partial<Record<ContactField, string>> {
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (
      field !== 'name' &&
      field !== 'email' &&
      field !== 'phone' &&
      field !== 'website' &&
      field !== 'message'
    )
      continue;
    if (fields[field]) continue;
    let code: Problem = 'required';
    let max: number | undefined;
    try {
      ({ code, max } = JSON.parse(issue.message) as { code: Problem; max?: number });
    } catch {
      code = field === 'email' ? 'email' : 'required';
    }
    fields[field] = problemMessages[lang][code].replace('{max}', String(max ?? ''));
  }
  return fields;
}
