import { shortHash } from './social';

/**
 * The project's own illustrations: a browser window on a coloured ground, with a motif for a subject (search:
 * a magnifier over rising bars; layout: a page being built; network: connected nodes, for AI; message: a
 * conversation, for getting in touch; funnel: visitors becoming customers). A seed (a post's slug, a page's
 * name) picks the colours and arrangement, so no two look alike and every render draws the same one.
 * The seeded posts' covers are made raster from them (AVIF and WebP, by the media pipeline like any upload);
 * the page heroes draw them inline, as SVG.
 */

/** The project's before/after drawings (public/images), named by what they show. */
export const comparisonPictures = {
  'dated-to-modern': { before: '/images/home-before.svg', after: '/images/home-after.svg' },
} as const;

/** The motifs a drawing can show, by subject. */
export const coverMotifs = ['search', 'layout', 'network', 'message', 'funnel'] as const;
export type CoverMotif = (typeof coverMotifs)[number];

const palettes: Array<{ from: string; to: string; accent: string; soft: string }> = [
  { from: '#1e1b4b', to: '#4338ca', accent: '#f59e0b', soft: '#c7d2fe' },
  { from: '#0f172a', to: '#0e7490', accent: '#facc15', soft: '#a5f3fc' },
  { from: '#3b0764', to: '#9333ea', accent: '#22d3ee', soft: '#e9d5ff' },
  { from: '#052e16', to: '#15803d', accent: '#fde047', soft: '#bbf7d0' },
  { from: '#431407', to: '#c2410c', accent: '#38bdf8', soft: '#fed7aa' },
  { from: '#172554', to: '#2563eb', accent: '#fb7185', soft: '#bfdbfe' },
];

/** How many colour sets a drawing can take (`palette` counts from 0). */
export const coverPaletteCount = palettes.length;

export const coverWidth = 1200;
export const coverHeight = 675;

/** Numbers from the seed (mulberry32): the same seed always gets the same drawing. */
function dice(seed: string) {
  let state = parseInt(shortHash(seed), 16);
  return (sides: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) % sides;
  };
}

function motifSvg(motif: CoverMotif, roll: (sides: number) => number, accent: string, soft: string) {
  if (motif === 'search') {
    const bars = Array.from({ length: 6 }, (_, bar) => 60 + bar * 38 + roll(30));
    const lens = { x: 440 + roll(30), y: 280 + roll(40) };
    return `${bars
      .map(
        (height, bar) =>
          `<rect x="${560 + bar * 54}" y="${520 - height}" width="36" height="${height}" rx="8" fill="${bar === bars.length - 1 ? accent : soft}"/>`,
      )
      .join('')}
      <circle cx="${lens.x}" cy="${lens.y}" r="58" fill="none" stroke="#0f172a" stroke-width="20"/>
      <line x1="${lens.x + 44}" y1="${lens.y + 44}" x2="${lens.x + 100}" y2="${lens.y + 100}" stroke="#0f172a" stroke-width="24" stroke-linecap="round"/>`;
  }
  if (motif === 'message') {
    return `<rect x="400" y="200" width="300" height="96" rx="28" fill="${soft}"/>
      <rect x="428" y="230" width="200" height="14" rx="7" fill="#0f172a" opacity="0.7"/>
      <rect x="428" y="256" width="140" height="12" rx="6" fill="#0f172a" opacity="0.35"/>
      <rect x="${540 - roll(30)}" y="322" width="300" height="96" rx="28" fill="${accent}"/>
      <rect x="${568 - roll(30)}" y="352" width="220" height="14" rx="7" fill="#ffffff"/>
      <rect x="${568 - roll(30)}" y="378" width="150" height="12" rx="6" fill="#ffffff" opacity="0.8"/>
      <path d="M430 470 l300 -44 -96 96 -40 -40 z" fill="#0f172a"/>
      <path d="M634 522 l-16 -64 112 -32 z" fill="#334155"/>`;
  }
  if (motif === 'funnel') {
    const widths = [440, 340, 240];
    return `${widths
      .map(
        (barWidth, step) =>
          `<rect x="${640 - barWidth / 2}" y="${200 + step * 92}" width="${barWidth}" height="64" rx="18" fill="${step === 2 ? accent : soft}" opacity="${1 - step * 0.1}"/>`,
      )
      .join('')}
      <circle cx="${640 + roll(20)}" cy="490" r="34" fill="#0f172a"/>
      <path d="M${624 + roll(1)} 490 l12 12 22 -26" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  if (motif === 'layout') {
    const columns = 2 + roll(2);
    const cardWidth = Math.floor((460 - (columns - 1) * 24) / columns);
    return `<rect x="400" y="190" width="300" height="26" rx="13" fill="#0f172a"/>
      <rect x="400" y="232" width="420" height="14" rx="7" fill="#94a3b8"/>
      <rect x="400" y="262" width="160" height="44" rx="22" fill="${accent}"/>
      ${Array.from({ length: columns }, (_, column) => {
        const x = 400 + column * (cardWidth + 24);
        return `<rect x="${x}" y="340" width="${cardWidth}" height="170" rx="16" fill="${soft}"/>
          <rect x="${x + 20}" y="364" width="44" height="44" rx="12" fill="#ffffff"/>
          <rect x="${x + 20}" y="428" width="${cardWidth - 60}" height="12" rx="6" fill="#0f172a" opacity="0.7"/>
          <rect x="${x + 20}" y="452" width="${cardWidth - 90}" height="10" rx="5" fill="#0f172a" opacity="0.35"/>`;
      }).join('')}`;
  }
  const nodes = Array.from({ length: 7 }, (_, node) => ({
    x: 420 + (node % 4) * 125 + roll(40),
    y: 210 + Math.floor(node / 4) * 170 + roll(60),
  }));
  const links = nodes.flatMap((from, a) =>
    nodes
      .slice(a + 1)
      .filter((_, b) => (a + b) % 2 === 0)
      .map((to) => ({ from, to })),
  );
  return `${links
    .map(
      ({ from, to }) =>
        `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}" stroke="${soft}" stroke-width="6"/>`,
    )
    .join('')}
    ${nodes
      .map(
        (node, index) =>
          `<circle cx="${node.x}" cy="${node.y}" r="${index === 3 ? 34 : 22}" fill="${index === 3 ? accent : '#0f172a'}"/>`,
      )
      .join('')}
    <path d="M800 170 l12 30 30 12 -30 12 -12 30 -12 -30 -30 -12 30 -12z" fill="${accent}"/>`;
}

/**
 * The illustration for `seed`, as SVG (1200×675). `rounded` gives the ground round corners (a picture on a
 * page; a cover runs to its card's edges); `palette` picks the colours (0 and 2 are the brand's indigo and
 * violet) instead of the seed.
 */
export function coverSvg(
  seed: string,
  motif: CoverMotif,
  { rounded = false, palette }: { rounded?: boolean; palette?: number } = {},
): string {
  const roll = dice(seed);
  const picked = roll(palettes.length);
  const { from, to, accent, soft } = palettes[(palette ?? picked) % palettes.length]!;
  const tilt = roll(2) === 0 ? -1 : 1;
  // Ids of its own: several drawings may share a page.
  const id = `art-${shortHash(`${seed}|${motif}`)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${coverWidth}" height="${coverHeight}" viewBox="0 0 ${coverWidth} ${coverHeight}">
  <defs><linearGradient id="${id}-ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><clipPath id="${id}-edge"><rect width="${coverWidth}" height="${coverHeight}" rx="${rounded ? 40 : 0}"/></clipPath></defs>
  <g clip-path="url(#${id}-edge)">
  <rect width="${coverWidth}" height="${coverHeight}" fill="url(#${id}-ground)"/>
  <circle cx="${tilt > 0 ? 1080 : 120}" cy="${90 + roll(80)}" r="${140 + roll(60)}" fill="${accent}" opacity="0.18"/>
  <circle cx="${tilt > 0 ? 140 : 1060}" cy="${560 + roll(60)}" r="${100 + roll(60)}" fill="${soft}" opacity="0.14"/>
  <g transform="rotate(${tilt * (1 + roll(3))} 600 340)">
    <rect x="330" y="110" width="580" height="450" rx="24" fill="#ffffff"/>
    <rect x="330" y="110" width="580" height="50" rx="24" fill="#e2e8f0"/>
    <rect x="330" y="140" width="580" height="20" fill="#e2e8f0"/>
    <circle cx="362" cy="135" r="8" fill="#f87171"/><circle cx="388" cy="135" r="8" fill="#fbbf24"/><circle cx="414" cy="135" r="8" fill="#34d399"/>
    ${motifSvg(motif, roll, accent, soft)}
  </g>
  </g>
</svg>`;
}
