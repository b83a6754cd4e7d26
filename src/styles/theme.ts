const palette = {
  indigo950: '#1e1b4b',
  indigo900: '#312e81',
  violet700: '#6d28d9',
  violet600: '#7c3aed',
  violet100: '#ede9fe',
  violet50: '#f5f3ff',
  cyan400: '#22d3ee',
  cyan700: '#0e7490',
  slate950: '#0b1120',
  slate900: '#0f172a',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
  amber500: '#f59e0b',
  amber100: '#fef3c7',
  amber900: '#78350f',
  green700: '#15803d',
  green100: '#dcfce7',
  red700: '#b91c1c',
  red100: '#fee2e2',
  blue700: '#1d4ed8',
  blue100: '#dbeafe',
  purple700: '#7e22ce',
  purple100: '#f3e8ff',
};

/** One theme: a base palette, then the semantic roles components use. */
const systemFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * The weights the type is set in: running text (regular), the navigation (medium), labels and table headings
 * (semibold), small headings, buttons and badges (bold), display headings and figures (heavy), and the 404's
 * large number (black). Named on its own too, so a style reads it as a constant (`${fontWeight.bold}`), not as
 * a function of the theme run at every render.
 */
export const fontWeight = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  heavy: 800,
  black: 900,
} as const;

export const theme = {
  palette,
  color: {
    surface: palette.white,
    surfaceAlt: palette.slate50,
    surfaceMuted: palette.slate100,
    surfaceInverse: palette.indigo950,
    text: palette.slate900,
    textMuted: palette.slate600,
    textInverse: palette.white,
    textInverseMuted: palette.slate300,
    accent: palette.violet700,
    accentHover: palette.indigo900,
    accentSoft: palette.violet100,
    accentText: palette.white,
    highlight: palette.cyan400,
    border: palette.slate200,
    /** A field's border: 3:1 or more against the surface, as WCAG asks of a control's edge. */
    borderStrong: palette.slate500,
    focus: palette.violet600,
    /** The focus ring on a dark surface (violet600 on indigo950 is 2.8:1, below the 3:1 a ring needs). */
    focusInverse: palette.cyan400,
    danger: palette.red700,
    dangerSoft: palette.red100,
    success: palette.green700,
    successSoft: palette.green100,
    warning: palette.amber900,
    warningSoft: palette.amber100,
  },
  font: {
    // Each platform's own interface typeface (San Francisco, Segoe UI, Roboto…): no font file on the way to the
    // first paint, where Inter's 31 KB cost a phone on slow 4G ~150–250 ms of LCP (docs/rendering.md).
    // Headings share it, set apart by weight and size; a brand face for them would be a font file again.
    body: systemFont,
    heading: systemFont,
  },
  fontWeight,
  /** Line heights: running text, and headings (set tight). */
  lineHeight: { body: 1.6, heading: 1.2 },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.75rem, 1.2rem + 2.2vw, 2.5rem)',
    '4xl': 'clamp(2.1rem, 1.3rem + 3.4vw, 3.5rem)',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
    md: '0 4px 12px rgb(15 23 42 / 0.08), 0 2px 4px rgb(15 23 42 / 0.06)',
    lg: '0 20px 40px rgb(30 27 75 / 0.14)',
  },
  layout: { maxWidth: '72rem', navHeight: '4.5rem', navHeightCompact: '3.75rem' },
  /** The mobile breakpoint of the specification: below 768 px is mobile. */
  breakpoint: { mobile: 768, tablet: 1024 },
  zIndex: { nav: 50, drawer: 60, toast: 70 },
} as const;

export type AppTheme = typeof theme;

/** Media queries from the breakpoints, so no component repeats a pixel value. */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.mobile}px)`,
  wide: `@media (min-width: ${theme.breakpoint.tablet}px)`,
  /** Desktop layout on a tablet's width (768 px up to 1024 px): the full bar must make room. */
  tablet: `@media (min-width: ${theme.breakpoint.mobile}px) and (max-width: ${theme.breakpoint.tablet - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};
