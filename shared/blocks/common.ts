import { z } from 'zod';
import { localizedText } from './text';

/** The icons a block may name; the site maps each to its drawing (src/components/IconCards/icons.ts). */
export const iconNames = [
  'search',
  'zap',
  'shield',
  'wallet',
  'smartphone',
  'sparkles',
  'target',
  'trending-up',
  'palette',
  'code',
  'users',
  'bar-chart',
  'mouse-pointer',
  'file-text',
  'refresh',
  'globe',
  'heart',
  'clock',
  'check',
] as const;
export type IconName = (typeof iconNames)[number];
export const iconName = z.enum(iconNames);

/** A section's title (its h2) and the paragraph under it. */
export const sectionHeading = z.strictObject({
  title: localizedText(120),
  lead: localizedText(400, { required: false }),
});

/** The band a section sits in: the page's ground, the alternate light ground, or dark. */
export const sectionTones = ['light', 'alt', 'dark'] as const;
export type SectionToneName = (typeof sectionTones)[number];

/** How a section sets its heading: centred over the content, or beside it at the start. */
export const headingAlignments = ['center', 'split'] as const;

/** Lists of at least one and at most `max` items. */
export const listOf = <Item extends z.ZodType>(item: Item, max: number) =>
  z.array(item).min(1, 'At least one item').max(max, `At most ${max} items`);
