import { and, eq, inArray, isNull } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { insertMedia, type AltTexts } from '../../media/library';
import { processImage, type ProcessedImage } from '../../media/process';
import { isForeignKeyViolation, type Db, type Tx } from '../client';
import { media, portfolioItems, posts } from '../schema';
import { coverSvg, type CoverMotif } from '../../../shared/illustrations';
import { caseSites, shotFile, type CaseSide, type CaseSite } from './caseSites/index';
import { seedPosts } from './posts';

type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

/** Raster at the width a wide screen shows them at twice over, at most: no larger than they are useful. */
const seedImageWidth = 1200;

const motifs: Record<string, CoverMotif> = { SEO: 'search', AI: 'network' };
const motifOf = (categoryEn: string): CoverMotif => motifs[categoryEn] ?? 'layout';

const coverAlt: Record<CoverMotif, { altSv: string; altEn: string }> = {
  search: {
    altSv: 'Illustration: ett webbläsarfönster med ett förstoringsglas framför stigande staplar',
    altEn: 'Illustration: a browser window with a magnifying glass in front of rising bars',
  },
  layout: {
    altSv: 'Illustration: ett webbläsarfönster med en rubrik, en knapp och kort med innehåll',
    altEn: 'Illustration: a browser window with a heading, a button and content cards',
  },
  network: {
    altSv: 'Illustration: ett webbläsarfönster med ett nätverk av sammankopplade punkter',
    altEn: 'Illustration: a browser window with a network of connected points',
  },
  message: {
    altSv: 'Illustration: ett webbläsarfönster med två pratbubblor och ett pappersflygplan',
    altEn: 'Illustration: a browser window with two speech bubbles and a paper plane',
  },
  funnel: {
    altSv: 'Illustration: ett webbläsarfönster med en tratt som smalnar av mot en bock',
    altEn: 'Illustration: a browser window with a funnel narrowing to a check mark',
  },
};

/** The drawing made raster, then processed like an upload; with the raster's size as the "original". */
async function processDrawing(svg: Buffer) {
  const png = await sharp(svg, { density: 144 })
    .resize({ width: seedImageWidth })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { image: await processImage(png), bytes: png.length };
}

/** Runs `work` over `items`, two at a time (the machine's cores, not more). */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += 2) {
    results.push(...(await Promise.all(items.slice(index, index + 2).map(work))));
  }
  return results;
}

interface Processed {
  image: ProcessedImage;
  bytes: number;
}

const insert = async (tx: Writer, { image, bytes }: Processed, filename: string, alt: AltTexts) => {
  const row = await insertMedia(tx, image, { ...alt, filename, originalBytes: bytes, uploadedBy: null });
  return row?.id ?? null;
};

/** A case study's pictures: its example sites before and after, rendered (server/db/seed/caseSites). */
interface Comparison {
  site: CaseSite;
  before: Processed;
  after: Processed;
}

/** The case studies' screenshots processed like uploads (a few seconds of CPU). */
async function caseComparisons(): Promise<Comparison[]> {
  return inPairs(caseSites, async (site) => {
    const shot = async (side: CaseSide): Promise<Processed> => {
      const file = await readFile(shotFile(site, side));
      return { image: await processImage(file), bytes: file.length };
    };
    return { site, before: await shot('before'), after: await shot('after') };
  });
}

const comparisonFile = (site: CaseSite, side: CaseSide) => `${site.caseName} – ${side}.webp`;

/** Puts a case study's pair of screenshots in the library and on the case (its cover the after, unless given). */
async function storeComparison(
  tx: Writer,
  studyId: number,
  { site, before, after }: Comparison,
  cover: number | null = null,
) {
  const beforeId = await insert(tx, before, comparisonFile(site, 'before'), site.alt.before);
  const afterId = await insert(tx, after, comparisonFile(site, 'after'), site.alt.after);
  await tx
    .update(portfolioItems)
    .set({ beforeMediaId: beforeId, afterMediaId: afterId, coverMediaId: cover ?? afterId })
    .where(eq(portfolioItems.id, studyId));
}

/**
 * Draws and processes the seeded content's images (a few seconds of CPU) and returns a `store` that writes
 * them in the seed step's transaction: covers on the seeded posts and before/after pictures on the seeded case
 * studies, where staff have not set their own.
 */
export async function seedImages() {
  const covers = await inPairs(seedPosts, async (post) => {
    const motif = motifOf(post.category.en);
    const drawn = await processDrawing(Buffer.from(coverSvg(post.slug, motif)));
    return { postId: post.id, slug: post.slug, alt: coverAlt[motif], drawn };
  });
  const comparisons = await caseComparisons();

  return {
    /**
     * Writes them where they belong; a seeded post or case study that staff deleted, or gave pictures of
     * their own (on a database from an earlier release), gets none and leaves none in the library.
     */
    async store(tx: Writer) {
      for (const cover of covers) {
        const [post] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, cover.postId), eq(posts.slug, cover.slug), isNull(posts.coverMediaId)));
        if (!post) continue;
        const id = await insert(tx, cover.drawn, `${cover.slug}.png`, cover.alt);
        await tx.update(posts).set({ coverMediaId: id }).where(eq(posts.id, post.id));
      }
      for (const comparison of comparisons) {
        const [study] = await tx
          .select({ id: portfolioItems.id })
          .from(portfolioItems)
          .where(
            and(
              eq(portfolioItems.name, comparison.site.caseName),
              isNull(portfolioItems.beforeMediaId),
              isNull(portfolioItems.afterMediaId),
            ),
          );
        if (study) await storeComparison(tx, study.id, comparison);
      }
    },
  };
}

/**
 * A database from an earlier release shows the case studies as drawings (`<case> – before.png`, put there by the
 * seed): they become the example sites' screenshots, alt texts and all, and the drawings leave the library
 * unless something else came to use them. A case whose pictures staff changed keeps them.
 */
export async function seedCaseScreenshots() {
  const comparisons = await caseComparisons();
  return {
    async store(tx: Tx) {
      for (const comparison of comparisons) {
        const name = comparison.site.caseName;
        const [study] = await tx
          .select({
            id: portfolioItems.id,
            before: portfolioItems.beforeMediaId,
            after: portfolioItems.afterMediaId,
            cover: portfolioItems.coverMediaId,
          })
          .from(portfolioItems)
          .where(eq(portfolioItems.name, name));
        if (!study?.before || !study.after) continue;
        const drawings = await tx
          .select({ id: media.id, filename: media.filename })
          .from(media)
          .where(and(inArray(media.id, [study.before, study.after]), isNull(media.uploadedBy)));
        const isDrawing = (id: number, side: CaseSide) =>
          drawings.some((row) => row.id === id && row.filename === `${name} – ${side}.png`);
        if (!isDrawing(study.before, 'before') || !isDrawing(study.after, 'after')) continue;
        // A cover staff chose (not the after drawing) stays.
        const ownCover = study.cover !== null && study.cover !== study.after ? study.cover : null;
        await storeComparison(tx, study.id, comparison, ownCover);
        for (const drawing of drawings) {
          try {
            await tx.transaction(async (inner) => {
              await inner.delete(media).where(eq(media.id, drawing.id));
            });
          } catch (error) {
            // A page's block or a post came to use the drawing: it stays in the library.
            if (!isForeignKeyViolation(error)) throw error;
          }
        }
      }
    },
  };
}
