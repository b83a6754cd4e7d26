import { z } from 'zod';
import { databaseInt } from './inputRules';

/**
 * Admin → Export's contract (server/content/transfer/, docs/content-export.md): the site's content as one JSON
 * file, and what an import of it did or would do. Each item is checked by the schema a staff save uses
 * (shared/adminSchemas.ts, shared/pages.ts), so the file's own schema checks only its shape.
 */

export const contentFormat = 'agency-site-content';
export const contentFormatVersion = 1;

/** What a content file holds, in the order an import applies it (the pictures first: the rest names them). */
export const transferSections = [
  'media',
  'settings',
  'siteParts',
  'posts',
  'pages',
  'portfolio',
  'redirects',
] as const;
export type TransferSection = (typeof transferSections)[number];

/** The settings that are the site's content (not its security, privacy or backup choices). */
export const contentSettingKeys = [
  'siteName',
  'legalName',
  'companyForm',
  'orgNumber',
  'vatNumber',
  'siteDescription',
  'contactEmail',
  'phoneNumber',
  'address',
  'postalCode',
  'city',
  'facebookUrl',
  'instagramUrl',
  'linkedinUrl',
  'socialMediaId',
] as const;

/**
 * A picture: its widest WebP (the original upload is never kept), with the SHA-256 of that upload, which an
 * import keeps, so the same picture is matched, and its addresses keep their hash, on any installation.
 */
const exportedMedia = z.strictObject({
  id: databaseInt,
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 in hex'),
  filename: z.string().max(255),
  type: z.string().max(40),
  altSv: z.string().max(300),
  altEn: z.string().max(300),
  webp: z.base64('The picture’s bytes in base64'),
});
export type ExportedMedia = z.infer<typeof exportedMedia>;

/** One item's fields: checked further by the save's own schema, with the item named. */
const item = z.record(z.string(), z.unknown());

/** Far above what a site of this kind holds, below what would take the server's memory. */
export const transferLimits = { items: 10_000, media: 2_000, bytes: 512 * 1024 * 1024 } as const;

export const contentFile = z.strictObject({
  format: z.literal(contentFormat, { error: 'This is not a content export of this site' }),
  version: z.literal(contentFormatVersion, {
    error: `This file is of another format version; this release reads version ${contentFormatVersion}`,
  }),
  exportedAt: z.iso.datetime({ offset: true }),
  /** The site's name where it was made, to show before an import. */
  site: z.string().max(200),
  media: z.array(exportedMedia).max(transferLimits.media),
  settings: item,
  siteParts: z.array(z.strictObject({ key: z.string().max(60), data: z.unknown() })).max(20),
  posts: z.array(item).max(transferLimits.items),
  pages: z.array(item).max(transferLimits.items),
  portfolio: z.array(item).max(transferLimits.items),
  redirects: z.array(item).max(transferLimits.items),
});
export type ContentFile = z.infer<typeof contentFile>;

export const transferOutcomes = ['added', 'changed', 'skipped'] as const;
export type TransferOutcome = (typeof transferOutcomes)[number];

/** What an import did (or, checked first, would do): each item with how it matched, and the counts. */
export interface ImportReport {
  /** False for a check (`?check=1`): nothing was changed. */
  applied: boolean;
  site: string;
  exportedAt: string;
  counts: Record<TransferSection, Record<TransferOutcome, number>>;
  items: Array<{ section: TransferSection; name: string; outcome: TransferOutcome }>;
}

/** Why an import was refused (400): each item at fault, named, with the field and the reason. Nothing changed. */
export interface ImportProblem {
  section: TransferSection | 'file';
  name: string;
  field: string;
  message: string;
}
