import { randomUUID } from 'node:crypto';
import { markdownToDocument } from '../../shared/postMarkdown';

/** The two protected accounts of test databases, with known passwords. */
export const testAdmins = [
  { email: 'admin@novaweb.se', password: 'test-password-admin-1' },
  { email: 'support@novaweb.se', password: 'test-password-admin-2' },
];

export const testBaseUrl = 'https://www.novaweb.se';

/** A lead as the contact form sends it: the body of POST /functions/v1/handle-contact-form, a new id each time. */
export const contactLead = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'Anna Andersson',
  email: 'anna@cafe-exempel.se',
  phone: '070-123 45 67',
  website: 'cafe-exempel.se',
  message: 'Vi behöver en ny hemsida till vårt café.',
  language: 'sv',
  company: '',
  fallbackDelivered: false,
  ...overrides,
});

/** A post as the editor sends it: the body of POST /api/admin/posts, a draft in both languages. */
export const postInput = (overrides: Record<string, unknown> = {}) => ({
  slug: 'a-draft',
  date: '2026-11-20',
  titleEn: 'Title',
  titleSv: 'Titel',
  excerptEn: 'Excerpt',
  excerptSv: 'Utdrag',
  categoryEn: 'SEO',
  categorySv: 'SEO',
  bodyEn: markdownToDocument('Body'),
  bodySv: markdownToDocument('Text'),
  keywordsEn: ['seo'],
  keywordsSv: ['seo'],
  published: false,
  publishAt: null,
  ...overrides,
});
