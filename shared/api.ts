import type { MeasurementMode } from './measurement';
import type { CompanyIdentity } from './companyIdentity';
import type { ChromePart } from './blocks/chrome';
import type { Lang, Localized } from './i18n';

/** Paths of the public JSON API. Both the server and the client build URLs from here. */
export const apiPaths = {
  posts: '/api/posts',
  post: (slug: string) => `/api/posts/${encodeURIComponent(slug)}`,
  relatedPosts: (slug: string) => `/api/posts/${encodeURIComponent(slug)}/related`,
  categories: '/api/blog/categories',
  category: (slug: string) => `/api/blog/categories/${encodeURIComponent(slug)}`,
  portfolio: '/api/portfolio',
  settings: '/api/settings',
  search: '/api/search',
  /** A published page made of blocks, by its address in either language: `?path=/en/about`. */
  page: '/api/pages',
} as const;

/** An image from the media library, as a page draws it (src/components/Picture). */
export interface PublicImage {
  width: number;
  height: number;
  alt: Localized;
  /** The widest WebP, for `<img src>`. */
  src: string;
  /** `url 320w, url 640w, …` per format, widest last. */
  srcset: { avif: string; webp: string };
  /** A ~130-byte WebP data URL painted behind the picture until it arrives; '' for a transparent image. */
  preview: string;
}

/** A file of a library image: one format at one width. */
export interface MediaVariant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  url: string;
}

/** An image in the media library, as the staff API answers it (docs/admin.md). */
export interface MediaItem {
  id: number;
  /** The widest WebP: what an `<img src>` falls back to. */
  url: string;
  filename: string;
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  altSv: string;
  altEn: string;
  originalBytes: number;
  storedBytes: number;
  createdAt: string;
  /** AVIF first, then WebP, each narrowest first. */
  variants: MediaVariant[];
}

/** One page of the library, newest first; each item says whether anything shows it (only unused ones can go). */
export interface MediaPage {
  items: (MediaItem & { inUse: boolean })[];
  page: number;
  pageSize: number;
  total: number;
}

/** Where an image is used (a DELETE answers 409 with these while there are any). */
export interface MediaUse {
  type: 'post' | 'project' | 'settings' | 'page';
  id: number;
  title: string;
}

export interface PostSummary {
  id: number;
  slug: string;
  date: string;
  title: Localized;
  excerpt: Localized;
  category: Localized;
  cover: PublicImage | null;
  /** The languages the post is written in: always Swedish, English once translated. */
  languages: Lang[];
}

/** One page of the post list, newest first. */
export interface PostPage {
  items: PostSummary[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface PostDetail extends PostSummary {
  /** The body rendered from Markdown on the server; raw HTML in the source is escaped, never passed through. */
  bodyHtml: Localized;
  keywords: Localized<string[]>;
  /** Minutes to read the body in each language, at least 1. */
  readingMinutes: Localized<number>;
  updatedAt: string;
  /** Set only when the page shows a preview link's draft: until when the link works. */
  preview?: { expiresAt: string };
}

/** A blog category in one language (`GET /api/blog/categories?lang=`), by name. */
export interface CategorySummary {
  name: string;
  slug: string;
  /** Its posts that language shows. */
  count: number;
}

/**
 * A category's page (`GET /api/blog/categories/:slug?lang=&page=`): its name and slug in each language it
 * exists in (the other language's are those most of its posts use there; absent when none is translated), and a
 * page of its posts in the language asked, newest first.
 */
export interface CategoryPage {
  category: { name: Localized; slug: Partial<Localized> };
  posts: PostPage;
}

/** A published portfolio case study, as the public page shows it. */
export interface PortfolioItem {
  id: number;
  category: Localized;
  title: Localized;
  description: Localized;
  testimonial: Localized;
  client: Localized;
  /** Paths of the seed's own drawings; `before` and `after`, when set, are the library's and win. */
  beforeImage: string;
  afterImage: string;
  cover: PublicImage | null;
  before: PublicImage | null;
  after: PublicImage | null;
  results: CaseStudyResults;
}

/** A case study's results, each `[before, after]` (null when staff gave none). */
export interface CaseStudyResults {
  /** The Lighthouse performance score on a phone, 0–100. */
  lighthouse: [number, number] | null;
  /** The load time (the largest contentful paint) on a phone, in seconds. */
  loadSeconds: [number, number] | null;
  leadsPerMonth: [number, number] | null;
  /** The business is made up, an example of the work: said beside the figures. */
  example: boolean;
}

export interface SiteSettings extends CompanyIdentity {
  siteDescription: string;
  phoneNumber: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** The default social image (its widest WebP), drawn behind generated social cards; null for none. */
  socialImage: string | null;
  /** The navigation's and footer's words in both languages (a shared part); null before they are stored. */
  chrome: ChromePart | null;
  /** How the site measures its visitors (shared/measurement.ts): the footer tells the beacon. */
  measurement: MeasurementMode;
}

/** The stable shape of every error the API answers. */
export interface ApiError {
  error: string;
  message?: string;
}

/** One result of the site search: a post, or a service page (matched by the page itself). */
export interface SearchHit {
  type: 'post' | 'service';
  title: string;
  /** The page's path in the language searched. */
  href: string;
  /** A piece of the text around the matches: escaped HTML whose only tags are <mark> around each match. */
  excerptHtml: string;
}

/** A page of the site search's post results, best first (`GET /api/search?q=&lang=&page=`). */
export interface SearchResult {
  /** The query as it was asked. */
  query: string;
  /** The service pages that hold every word, in the site's order: the same on every page of the results. */
  services: SearchHit[];
  items: SearchHit[];
  total: number;
  page: number;
  /** 0 when nothing was found (or nothing asked). */
  pageCount: number;
}
