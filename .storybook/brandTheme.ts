import { create } from 'storybook/theming';
import { theme } from '../src/styles/theme';

/** Storybook wants radii in pixels; the theme's are in rem. */
const pixels = (rem: string) => parseFloat(rem) * 16;

/** Storybook's own interface in Novaweb's colours: the manager (sidebar, toolbar) and the Docs pages share it. */
export const brandTheme = create({
  base: 'light',
  brandTitle: 'Novaweb',
  // `public/` is a static directory of Storybook, so the logo is beside the build: relative, so it loads from
  // the build's own address (the staff's copy lives below /admin/storybook/~<pass>/, server/routes/storybook.ts).
  brandImage: './images/logo.svg',
  brandTarget: '_self',
  colorPrimary: theme.color.accent,
  colorSecondary: theme.color.accent,
  appBg: theme.color.surfaceAlt,
  appContentBg: theme.color.surface,
  appPreviewBg: theme.color.surface,
  appBorderColor: theme.color.border,
  appBorderRadius: pixels(theme.radius.md),
  textColor: theme.color.text,
  textMutedColor: theme.color.textMuted,
  textInverseColor: theme.color.textInverse,
  barBg: theme.color.surface,
  barTextColor: theme.color.textMuted,
  barSelectedColor: theme.color.accent,
  barHoverColor: theme.color.accentHover,
  inputBg: theme.color.surface,
  inputBorder: theme.color.borderStrong,
  inputTextColor: theme.color.text,
  inputBorderRadius: pixels(theme.radius.sm),
  fontBase: theme.font.body,
});
