import { and, eq, isNull } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { insertMedia } from '../../media/library';
import { processImage, type ProcessedImage } from '../../media/process';
import type { Db } from '../client';
import { portfolioItems, posts } from '../schema';
import { coverSvg, type CoverMotif } from '../../../shared/illustrations';
import { seedPortfolio } from './portfolio';
import { seedPosts } from './posts';

type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

/** The project's own drawings of the case studies' sites (public/images), as the pipeline's input. */
const drawings = new URL('../../../public/images/', import.meta.url);

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
  const caseStudies = seedPortfolio.filter((item) => item.kind === 'case_study');
  const comparisons = await inPairs(caseStudies, async (item) => {
    const drawing = async (path: string) =>
      processDrawing(await readFile(new URL(path.replace(/^\/images\//, ''), drawings)));
    return {
      name: item.name,
      title: item.title,
      before: await drawing(item.beforeImage),
      after: await drawing(item.afterImage),
    };
  });

  const insert = async (
    tx: Writer,
    { image, bytes }: { image: ProcessedImage; bytes: number },
    filename: string,
    alt: { altSv: string; altEn: string },
  ) => {
    const row = await insertMedia(tx, image, { ...alt, filename, originalBytes: bytes, uploadedBy: null });
    return row?.id ?? null;
  };

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
      for (const item of comparisons) {
        const [study] = await tx
          .select({ id: portfolioItems.id })
          .from(portfolioItems)
          .where(
            and(
              eq(portfolioItems.name, item.name),
              isNull(portfolioItems.beforeMediaId),
              isNull(portfolioItems.afterMediaId),
            ),
          );
        if (!study) continue;
        const before = await insert(tx, item.before, `${item.name} – before.png`, {
          altSv: `Webbplatsen före omgörningen: ${item.title.sv}`,
          altEn: `The website before the redesign: ${item.title.en}`,
        });
        const after = await insert(tx, item.after, `${item.name} – after.png`, {
          altSv: `Webbplatsen efter omgörningen: ${item.title.sv}`,
          altEn: `The website after the redesign: ${item.title.en}`,
        });
        await tx
          .update(portfolioItems)
          .set({ beforeMediaId: before, afterMediaId: after, coverMediaId: after })
          .where(eq(portfolioItems.id, study.id));
      }
    },
  };
}
