import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { parseSocialCardPath, socialCardSize } from '../../shared/social';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { settings, socialCards } from '../db/schema';
import { parseVariantFile, widestFile } from '../media/library';
import { renderSocialCard } from '../social/card';
import { sendImmutable } from './media';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
};
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (entities[name.toLowerCase()]) return entities[name.toLowerCase()]!;
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });

/** The `<meta>` tags of a rendered page, by property or name. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const tags = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, key, value]) => [
        key!.toLowerCase(),
        decode(value!),
      ]),
    );
    const key = attributes.property ?? attributes.name;
    if (key && attributes.content !== undefined && !tags.has(key)) tags.set(key, attributes.content);
  }
  return tags;
}

/** The cover a post page shows (its structured data names the file), as a library media id. */
function coverIdOf(html: string): number | null {
  const match = /"image":"[^"]*\/media\/([^"/]+)"/.exec(html);
  return match ? (parseVariantFile(match[1]!)?.id ?? null) : null;
}

/**
 * `/social/…`: each public page's card (og:image). Drawn on the first request, only for the address the page
 * itself names in its og:image (any other is a 404: an old title's card, or an invented address), then kept
 * in the database for every instance and served immutable. A post with a cover gets the cover, cropped to
 * 1200×630; every other page a card with its title and description.
 */
export async function socialRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const host = new URL(config.publicBaseUrl).host.replace(/^www\./, '');

  app.get('/social/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const wanted = parseSocialCardPath(path);
    const notFound = () =>
      reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: 'not_found', message: 'No such card' });
    if (!wanted) return notFound();

    let [card] = await db.select().from(socialCards).where(eq(socialCards.path, path));
    if (!card) {
      const page = await app.inject({
        method: 'GET',
        url: wanted.pagePath,
        headers: { accept: 'text/html' },
      });
      if (page.statusCode !== 200) return notFound();
      const meta = metaTags(page.body);
      const named = meta.get('og:image');
      if (!named || new URL(named).pathname !== path) return notFound();

      let drawn: { data: Buffer; type: 'image/png' | 'image/jpeg' };
      if (wanted.kind === 'cover') {
        const coverId = coverIdOf(page.body);
        const cover = coverId ? await widestFile(db, coverId) : null;
        if (!cover) return notFound();
        const { width, height } = socialCardSize;
        drawn = {
          data: await sharp(cover)
            .resize(width, height, { fit: 'cover' })
            .jpeg({ quality: 82, mozjpeg: true })
            .toBuffer(),
          type: 'image/jpeg',
        };
      } else {
        const [site] = await db
          .select({ siteName: settings.siteName, socialMediaId: settings.socialMediaId })
          .from(settings);
        const siteName = site?.siteName ?? 'Novaweb';
        const title = (meta.get('og:title') ?? siteName).replace(/\s*\|\s*[^|]+$/, '');
        // The page names a card on the default image (a .jpg) exactly when the settings have one.
        const background =
          wanted.extension === 'jpg' && site?.socialMediaId ? await widestFile(db, site.socialMediaId) : null;
        if (wanted.extension === 'jpg' && !background) return notFound();
        drawn = await renderSocialCard(
          { title, description: meta.get('og:description') ?? '', siteName, host },
          background,
        );
      }
      const row = { path, pagePath: wanted.pagePath, type: drawn.type, data: drawn.data };
      await db.transaction(async (tx) => {
        await tx.insert(socialCards).values(row).onConflictDoNothing();
        // The page's earlier cards (an older title) are never named again.
        await tx
          .delete(socialCards)
          .where(and(eq(socialCards.pagePath, wanted.pagePath), ne(socialCards.path, path)));
      });
      card = { ...row, createdAt: new Date() };
    }

    return sendImmutable(request, reply, {
      etag: `"${path.slice(path.lastIndexOf('-') + 1, path.lastIndexOf('.'))}"`,
      type: card.type,
      data: card.data,
      crossOrigin: true,
    });
  });
}
