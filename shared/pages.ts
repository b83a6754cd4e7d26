import { z } from 'zod';
import type { PortfolioItem, PostPage, PublicImage } from './api';
import type { Lang, Localized } from './i18n';
import { englishAddress, swedishAddress, type FixedPageKey } from './pageAddresses';
import { blockTypes, pageBlock, type Block, type SitePartKey, type SiteParts } from './blocks/registry';
import { localizedText } from './blocks/text';
import { localize, type LocalizedIn, type MissingTranslation } from './localize';
import { fillPriceTokens, namesPrices } from './blocks/priceTokens';
import { databaseInt } from './inputRules';

export const pageStatuses = ['draft', 'scheduled', 'published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** The most blocks one page holds. */
export const pageBlockLimit = 40;

/** The longest page address (a search result shows about 70 characters; the sitemap allows 2 048). */
export const pagePathLimit = 200;

/** A page's address in each language: Swedish without a prefix, English under /en. */
export const pagePaths = z.strictObject({
  sv: z
    .string()
    .max(pagePathLimit, `At most ${pagePathLimit} characters`)
    .regex(swedishAddress, 'A path such as /kampanj/varerbjudande: a–z, 0–9 and -')
    .refine((path) => !/^\/(en|sv)(\/|$)/.test(path), 'A Swedish address does not start with /en or /sv'),
  en: z
    .string()
    .max(pagePathLimit, `At most ${pagePathLimit} characters`)
    .regex(englishAddress, 'A path such as /en/campaign/spring-offer: a–z, 0–9 and -'),
});

/** What search engines and social cards read about a page. */
export const pageMeta = z.strictObject({
  /** The whole <title> (search results show about 60 characters). */
  title: localizedText(70),
  /** Search results show about 155 characters; the limit leaves room for a language that runs longer. */
  description: localizedText(200),
  keywords: localizedText(250, { required: false }),
  /** A picture from the media library for the social card; none: the generated card. */
  socialImage: databaseInt.nullable().default(null),
  noindex: z.boolean().default(false),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A page as staff save it (PUT /api/admin/pages/:id). What GET adds (id, key, dates, status notes) is ignored. */
export const pageInput = z.object({
  path: pagePaths,
  status: z.enum(pageStatuses),
  /** When a scheduled page goes live (ISO 8601). */
  publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  meta: pageMeta,
  blocks: z
    .array(pageBlock)
    .max(pageBlockLimit, `At most ${pageBlockLimit} blocks`)
    .refine((blocks) => new Set(blocks.map(({ id }) => id)).size === blocks.length, 'Each block id once'),
  /** The version the editor started from: a save over a newer one is refused (409). */
  version: databaseInt,
});
export type PageInput = z.infer<typeof pageInput>;

/** A new page (POST /api/admin/pages): no version yet. */
export const newPageInput = pageInput.omit({ version: true });
/** A new page as it is sent (the server fills in what is left out). */
export type NewPageInput = z.input<typeof newPageInput>;

/** A stored block that this release cannot show (its kind was removed, or its data no longer fits). */
export interface BlockProblem {
  index: number;
  id: string;
  type: string;
  message: string;
}

/** A page as the admin reads it (GET /api/admin/pages/:id). */
export interface PageDocument extends PageInput {
  id: number;
  /** Which fixed page it is; null for a page staff made. */
  key: FixedPageKey | null;
  createdAt: string;
  updatedAt: string;
  missingTranslations: MissingTranslation[];
  /** Stored blocks left out of `blocks` because they cannot be shown. */
  problems: BlockProblem[];
  /**
   * Whether the page is on the site. A live page's `status` other than 'published' is a change to it, a draft
   * or scheduled for `publishAt`, while visitors keep seeing its published version.
   */
  live: boolean;
}

/** One row of Admin → Pages (GET /api/admin/pages). */
export interface PageSummary {
  id: number;
  key: FixedPageKey | null;
  path: Localized;
  status: PageStatus;
  publishAt: string | null;
  title: Localized;
  /** The page's meta keywords in each language (comma-separated, as written): what the page aims at in search. */
  keywords: Localized;
  updatedAt: string;
  missingTranslations: number;
  problems: number;
  /** Whether the page is on the site (a draft or scheduled `status` is then a change to it, not yet live). */
  live: boolean;
}

/** A page as a visitor's language shows it (GET /api/pages?path=…). */
export interface PublicPage {
  id: number;
  key: FixedPageKey | null;
  lang: Lang;
  /** The page's address in each language (hreflang, the language switcher). */
  path: Localized;
  meta: Omit<LocalizedIn<PageMeta>, 'socialImage'> & { socialImage: PublicImage | null };
  blocks: LocalizedIn<Block>[];
  /** The shared parts its blocks show. */
  parts: Partial<LocalizedIn<SiteParts>>;
  updatedAt: string;
}

/**
 * The lists a page's blocks show, sent with the page so that its data is one answer (and the server reads them
 * beside the page, not after it). Each is what its own address answers, and the client keeps it as that
 * address's data (src/api/pages.ts).
 */
export interface PageFeeds {
  /** The newest posts of the page's language: `GET /api/posts?lang=&page=1&pageSize=3` (`latestPostCount`). */
  latestPosts?: PostPage;
  /** The first page of the blog in the page's language: `GET /api/posts?lang=&page=1` (`blogPageSize`). */
  postList?: PostPage;
  /** The case studies: `GET /api/portfolio`. */
  portfolioCases?: PortfolioItem[];
}

/** The kinds of block that show a list besides what their page holds. */
export const feedBlockTypes = [
  'latestPosts',
  'postList',
  'portfolioCases',
] as const satisfies readonly (keyof PageFeeds & Block['type'])[];
export type FeedBlockType = (typeof feedBlockTypes)[number];

/** What `GET /api/pages?path=` answers: the page, and the lists its blocks show. */
export type PageAnswer = PublicPage & { feeds: PageFeeds };

/** A block as a page in one language renders it. */
export type PublicBlock = PublicPage['blocks'][number];

/** What a stored page holds that its public form is made from. */
export interface PageSource {
  id: number;
  key: FixedPageKey | null;
  path: Localized;
  meta: PageMeta;
  blocks: Block[];
  updatedAt: string;
}

/** A page in one language, as a visitor gets it: hidden blocks left out, every text in `lang`. */
export function localizePage(
  page: PageSource,
  lang: Lang,
  parts: Partial<SiteParts>,
  socialImage: PublicImage | null,
): PublicPage {
  const { socialImage: _socialImageId, ...meta } = page.meta;
  return {
    id: page.id,
    key: page.key,
    lang,
    path: page.path,
    // Prices named in the texts (`{price:premium}`) printed from the shared prices, in the HTML and in the
    // structured data made from the same blocks, each with its moms said; a title or a description (a search
    // result's few words, the page itself says it) the amount alone.
    meta: { ...fillPriceTokens(localize(meta, lang), parts.prices, lang, { momsWords: false }), socialImage },
    blocks: page.blocks
      .filter((block) => !block.hidden)
      .map((block) => fillPriceTokens(localize(block, lang), parts.prices, lang)),
    // A shared part's text may name a price too (typed by hand: its editor offers no picker); never shown as a token.
    parts: fillPriceTokens(localize(parts, lang), parts.prices, lang),
    updatedAt: page.updatedAt,
  };
}

/** The shared parts a page's visible blocks show, and the prices when its texts (blocks or meta) name one. */
export const partsShownBy = (blocks: Block[], meta?: unknown): SitePartKey[] => {
  const visible = blocks.filter((block) => !block.hidden);
  return [
    ...new Set<SitePartKey>([
      ...visible.flatMap((block) => blockTypes[block.type].parts ?? []),
      ...(namesPrices(visible) || namesPrices(meta) ? (['prices'] as const) : []),
    ]),
  ];
};

/** A shared part as staff edit it (GET/PUT /api/admin/site-parts/:key). */
export interface SitePartDocument<Key extends SitePartKey = SitePartKey> {
  key: Key;
  /** What every page shows. */
  data: SiteParts[Key];
  /** A saved draft not on the site yet (the editor opens it), or null. */
  pending: SiteParts[Key] | null;
  version: number;
  updatedAt: string;
}

/**
 * A save of a shared part: its data and the version the editor started from; `publish: false` keeps it as a draft
 * (the site keeps showing the published data), else it goes on every page at once.
 */
export const sitePartInput = z.object({
  data: z.unknown(),
  version: databaseInt,
  publish: z.boolean().default(true),
});

/** The preview of a shared part as the editor has it: the page it shows on, drawn in `lang`. */
export const sitePartPreviewInput = z.object({ data: z.unknown(), lang: z.enum(['sv', 'en']) });

/** Each field a save is refused for, by its whole path (`blocks.2.data.heading.title.sv`). */
export function documentFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '(document)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** What the checks before publishing look at (server/content/pageChecks.ts). */
export type PageCheckRule =
  | 'one-h1'
  | 'heading-order'
  | 'empty-heading'
  | 'title-length'
  | 'description-length'
  | 'image-alt'
  | 'link-answers'
  /** One of axe-core's rules, run in the editor on the drawn page (src/admin/components/pages/pageAudit.ts). */
  | 'accessibility';

/** One fault the checks found on the page as it would be published, in one language. */
export interface PageCheckFinding {
  lang: Lang;
  rule: PageCheckRule;
  message: string;
  /** The block the fault is in (its id), or null for the page as a whole (its head, the site's frame). */
  blockId: string | null;
}

/** POST /api/admin/pages/:id/checks answers this. */
export interface PageChecks {
  findings: PageCheckFinding[];
  /** How many addresses the page's links lead to were requested. */
  linksChecked: number;
}
