import type { SectionToneName } from '../../shared/blocks/common';
import type { SectionTone } from '../components/Section/Section';

/** A block's band (as staff choose it) as the section component draws it. */
export const sectionTone: Record<SectionToneName, SectionTone> = {
  light: 'default',
  alt: 'alt',
  dark: 'inverse',
};
