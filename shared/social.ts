/**
 * The social card of a page (og:image): its address names the page and a hash of what the card shows, so a
 * changed title is a new address (platforms and CDNs cache images by address) and an address never changes
 * content. The server draws the card on the first request (server/routes/social.ts).
 */

export const socialCardSize = { width: 1200, height: 630 } as const;

/** Bump when the card's design changes: every address changes with it. */
const cardDesign = 1;

/** FNV-1a, 32 bits, as 8 hex digits: a short name for a text, the same in the browser and on the server. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface SocialCardInput {
  /** The page's address with its language prefix ('/', '/en/about', '/blog/some-post'). */
  pagePath: string;
  title: string;
  description: string;
  /** A post's cover (its library URL): the card is the cover itself, as JPEG. */
  coverSrc?: string;
  /** The default social image of the settings (its library URL), drawn behind generated cards. */
  backgroundSrc?: string;
}

/**
 * A list's later page (`/blog?page=2`, a category's `?page=3`) is a page of its own with its own card; the query
 * becomes a last segment no slug can be (`--page-2`), so the card's address stays a plain path.
 */
const pageSegment = /^--page-([1-9][0-9]{0,4})$/;

const folder = (pagePath: string) => {
  const [path = '/', query = ''] = pagePath.split('?');
  const page = /(?:^|&)page=([1-9][0-9]{0,4})(?:&|$)/.exec(query)?.[1];
  const base = path === '/' ? '/social' : `/social${path}`;
  return page ? `${base}/--page-${page}` : base;
};

/** What a card is stored as: a photo (a cover, or a card drawn on the default image) as JPEG, else PNG. */
export const socialCardType = ({
  coverSrc,
  backgroundSrc,
}: Pick<SocialCardInput, 'coverSrc' | 'backgroundSrc'>) =>
  coverSrc || backgroundSrc ? 'image/jpeg' : 'image/png';

/**
 * `/social/en/about/card-1a2b3c4d.png` (`.jpg` when drawn on the default social image), or
 * `/social/blog/x/cover-1a2b3c4d.jpg` for a post with a cover.
 */
export function socialCardPath(input: SocialCardInput) {
  const { pagePath, title, description, coverSrc, backgroundSrc } = input;
  const hash = shortHash([cardDesign, title, description, coverSrc ?? '', backgroundSrc ?? ''].join('\n'));
  const extension = socialCardType(input) === 'image/jpeg' ? 'jpg' : 'png';
  return `${folder(pagePath)}/${coverSrc ? 'cover' : 'card'}-${hash}.${extension}`;
}

/** Reads a card address back: the page it is for and its kind; null for anything else. */
export function parseSocialCardPath(path: string) {
  const match = /^\/social((?:\/[a-z0-9-]+)*)\/(card|cover)-([0-9a-f]{8})\.(png|jpg)$/.exec(path);
  if (!match) return null;
  const [, folderPath = '', kind, , extension] = match;
  if (kind === 'cover' && extension !== 'jpg') return null;
  const segments = folderPath.split('/');
  const listPage = pageSegment.exec(segments.at(-1) ?? '')?.[1];
  const page = listPage ? `${segments.slice(0, -1).join('/') || '/'}?page=${listPage}` : folderPath || '/';
  return { pagePath: page, kind: kind as 'card' | 'cover', extension: extension as 'png' | 'jpg' };
}
