import { theme } from '../src/styles/theme';

const size = (width: number, height: number) => ({ width: `${width}px`, height: `${height}px` });

/**
 * The viewport toolbar's sizes. The middle two are the theme's breakpoints (the first width of the desktop
 * layout, and of the wide one); 375 and 1280 are the phone and desktop the tests use. Stories pin one through
 * `globals.viewport`, and the visual test reads the ids `mobile375` and `desktop1280`: keep those.
 */
export const viewports = {
  mobile375: { name: 'Mobile 375', styles: size(375, 812), type: 'mobile' },
  tablet768: {
    name: `Tablet ${theme.breakpoint.mobile}`,
    styles: size(theme.breakpoint.mobile, 1024),
    type: 'tablet',
  },
  wide1024: {
    name: `Wide ${theme.breakpoint.tablet}`,
    styles: size(theme.breakpoint.tablet, 768),
    type: 'desktop',
  },
  desktop1280: { name: 'Desktop 1280', styles: size(1280, 900), type: 'desktop' },
} as const;
