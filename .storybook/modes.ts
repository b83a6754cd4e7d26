/**
 * Chromatic's modes (docs/storybook.md, item 11): every story in Swedish and English, at the phone's and the
 * desktop's width the local pictures use (.storybook/viewports.ts). Read only where Chromatic runs
 * (.github/workflows/ci.yml); a story that pins a language or a width keeps its pin in every mode.
 */
export const chromaticModes = {
  'sv 375': { locale: 'sv', viewport: 375 },
  'sv 1280': { locale: 'sv', viewport: 1280 },
  'en 375': { locale: 'en', viewport: 375 },
  'en 1280': { locale: 'en', viewport: 1280 },
} as const;
