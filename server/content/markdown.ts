import MarkdownIt from 'markdown-it';
import type { PublicImage } from '../../shared/api';
import { libraryImageId } from '../../shared/media';

/**
 * Markdown for post bodies. `html: false` escapes any raw HTML in the source instead of passing it
 * through, and markdown-it's link validation refuses javascript: and similar URLs.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** How wide a body's picture shows: the text column's width, the screen's on a phone. */
const bodyPictureSizes = '(min-width: 48rem) 46rem, 100vw';

interface RenderEnv {
  /** The library images the body shows, by id; without it a picture is drawn as a plain `<img>`. */
  images?: Map<number, PublicImage>;
}

const escape = markdown.utils.escapeHtml;
const defaultImage = markdown.renderer.rules.image!;

/**
 * A library picture as the site draws every picture (src/components/Picture): AVIF where the browser reads it,
 * WebP elsewhere, at the width the column needs, its size set (no layout shift), loaded when near. One no longer
 * in the library is left out: a page never shows a broken image.
 */
markdown.renderer.rules.image = (tokens, index, options, env: RenderEnv, self) => {
  const token = tokens[index]!;
  const id = libraryImageId(token.attrGet('src') ?? '');
  if (id === null || !env?.images) return defaultImage(tokens, index, options, env, self);
  const image = env.images.get(id);
  if (!image) return '';
  const alt = escape(token.content);
  return (
    `<picture><source type="image/avif" srcset="${escape(image.srcset.avif)}" sizes="${bodyPictureSizes}">` +
    `<source type="image/webp" srcset="${escape(image.srcset.webp)}" sizes="${bodyPictureSizes}">` +
    `<img src="${escape(image.src)}" width="${image.width}" height="${image.height}" alt="${alt}" ` +
    `loading="lazy" decoding="async"></picture>`
  );
};

/** A body's HTML; given the library images it shows (`images`), each as a responsive `<picture>`. */
export function renderMarkdown(source: string, images?: Map<number, PublicImage>): string {
  return markdown.render(source, { images } satisfies RenderEnv);
}
