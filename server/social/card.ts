import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { socialCardSize } from '../../shared/social';

/**
 * A page's social card (what LinkedIn, Facebook or Slack show for a shared link): 1200×630, the page's title
 * and description on the brand's colours, or on a post's cover. Laid out by satori (HTML and CSS to SVG, the
 * text as paths, in the self-hosted Inter), made raster by sharp.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: Promise<Array<{ name: string; data: Buffer; weight: 500 | 800; style: 'normal' }>> | null = null;
const loadFonts = () =>
  (fonts ??= Promise.all([
    fontFile(500).then((data) => ({ name: 'Inter', data, weight: 500 as const, style: 'normal' as const })),
    fontFile(800).then((data) => ({ name: 'Inter', data, weight: 800 as const, style: 'normal' as const })),
  ]));

/** The site's mark (public/images/logo.svg), drawn into the card. */
const logo = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#6d28d9"/><path d="M8 26c4-6 8-6 12 0s8 6 12 0" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><path d="M26 7l1.8 4.2L32 13l-4.2 1.8L26 19l-1.8-4.2L20 13l4.2-1.8z" fill="#fff"/></svg>',
).toString('base64')}`;

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const h = (type: string, style: Record<string, unknown>, ...children: Array<Node | string>): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

export interface CardText {
  title: string;
  description: string;
  siteName: string;
  host: string;
}

/** The card's layout: brand at the top, the title large, the description under it, the address at the foot. */
function layout({ title, description, siteName, host }: CardText, background: string | null): Node {
  const { width, height } = socialCardSize;
  return h(
    'div',
    {
      // Satori sizes the content box: the padding comes on top.
      width: width - 2 * 72,
      height: height - 2 * 64,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      color: '#ffffff',
      fontFamily: 'Inter',
      backgroundColor: '#1e1b4b',
      backgroundImage: background
        ? `linear-gradient(90deg, rgba(30,27,75,0.94) 0%, rgba(30,27,75,0.78) 60%, rgba(30,27,75,0.45) 100%), url(${background})`
        : 'linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #6d28d9 100%)',
      backgroundSize: `${width}px ${height}px`,
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 18 },
      { type: 'img', props: { src: logo, width: 56, height: 56, style: { borderRadius: 14 } } },
      h('div', { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, siteName),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 22, maxWidth: 1000 },
      h(
        'div',
        {
          fontSize: title.length > 60 ? 56 : 68,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -1.5,
          display: 'block',
          lineClamp: 3,
        },
        title,
      ),
      h(
        'div',
        { fontSize: 28, fontWeight: 500, lineHeight: 1.4, color: '#cbd5e1', display: 'block', lineClamp: 2 },
        description,
      ),
    ),
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 16, fontSize: 26, fontWeight: 500, color: '#e2e8f0' },
      h('div', { width: 48, height: 6, borderRadius: 3, backgroundColor: '#f59e0b' }),
      host,
    ),
  );
}

/**
 * Draws the card as PNG; on `background` (an image's bytes, cropped to fill) as JPEG, which keeps a photo
 * small.
 */
export async function renderSocialCard(
  text: CardText,
  background: Buffer | null = null,
): Promise<{ data: Buffer; type: 'image/png' | 'image/jpeg' }> {
  const { width, height } = socialCardSize;
  const backdrop = background
    ? `data:image/jpeg;base64,${(
        await sharp(background).resize(width, height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()
      ).toString('base64')}`
    : null;
  // Loaded on the first card rather than at every start (its layout engine and font parser take ~40 ms).
  const { default: satori } = await import('satori');
  const svg = await satori(layout(text, backdrop) as never, { width, height, fonts: await loadFonts() });
  const image = sharp(Buffer.from(svg));
  if (background)
    return { data: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), type: 'image/jpeg' };
  return {
    data: await image.png({ compressionLevel: 9 }).toBuffer(),
    type: 'image/png',
  };
}
