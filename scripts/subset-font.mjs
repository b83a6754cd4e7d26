/**
 * npm run fonts: writes src/styles/fonts/inter-latin-1-wght.woff2, the one font file the public pages load.
 *
 * Fontsource's Latin file of Inter (48 KB) carries weights 100–900 and every stylistic set and alternate
 * Inter has. The site's copy needs Latin-1 (Swedish, English and their neighbours), common punctuation and
 * weights 400–900, with Inter's default typography (kerning, ligatures, contextual alternates). HarfBuzz's
 * subsetter (npm `subset-font`) keeps exactly that: ~30 KB, which reaches a phone on slow 4G one network round
 * trip sooner. src/styles/fonts.css declares it after Fontsource's faces, so any character outside it still
 * comes from Fontsource's full files. `src/styles/fonts.test.ts` checks the committed file is what this
 * script makes from the installed Fontsource.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const sourceFont = fileURLToPath(
  new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url),
);
export const subsetFile = fileURLToPath(
  new URL('../src/styles/fonts/inter-latin-1-wght.woff2', import.meta.url),
);

/** Code point ranges of the subset; src/styles/fonts.css gives the same as its unicode-range. */
export const subsetRanges = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: å ä ö é ü ß, « », §, ©, non-breaking space…
  [0x2010, 0x2015], // hyphens and dashes
  [0x2018, 0x201e], // quotation marks
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single angle quotation marks
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];
const subsetWeights = { min: 400, max: 900 };

export async function makeSubset() {
  const text = subsetRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
  return subsetFont(await readFile(sourceFont), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: subsetWeights },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await makeSubset();
  await writeFile(subsetFile, font);
  console.log(`wrote ${subsetFile} (${font.length} bytes)`);
}
