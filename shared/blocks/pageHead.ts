import { z } from 'zod';
import { coverMotifs, coverPaletteCount } from '../illustrations';
import { localizedText } from './text';

/** The top of a page below the home page: its breadcrumb, its h1, a line under it and its drawing. */
export const pageHeadBlock = z.strictObject({
  title: localizedText(120),
  /** A part of the title set off in the accent colour (where it first occurs in the title); empty: none. */
  highlight: localizedText(60, { required: false }).default({ sv: '', en: '' }),
  subtitle: localizedText(400, { required: false }),
  /** The page's name at the end of its breadcrumb trail (Home › …). */
  crumb: localizedText(40),
  /** The drawing beside the text on a wide screen; none: the text spans the width. */
  art: z
    .strictObject({
      motif: z.enum(coverMotifs),
      palette: z
        .number()
        .int()
        .min(0)
        .max(coverPaletteCount - 1),
    })
    .nullable()
    .default(null),
  /** A button to the contact page under the line; empty: none. */
  cta: localizedText(60, { required: false }).default({ sv: '', en: '' }),
  /** A date under the heading: when a legal text was last reviewed (YYYY-MM-DD); none: no date. */
  updated: z.iso.date('A date such as 2026-11-01').nullable().default(null),
});
export type PageHeadBlock = z.infer<typeof pageHeadBlock>;
