import MarkdownIt from 'markdown-it';
import type { PublicImage } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { libraryImageId } from '../../shared/media';
import { postCtaMarker, postCtaToken } from '../../shared/postCta';
import { hyphenate } from './hyphenation';

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
  /** The body's language, for soft hyphens in its long words (server/content/hyphenation.ts); none: none. */
  lang?: Lang;
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

/**
 * A paragraph of the body's own (not in a list or a quote) that holds only the call-to-action token becomes the
 * card's place (shared/postCta.ts): the post's page draws the card there.
 */
markdown.core.ruler.push('post_cta', (state) => {
  const tokens = state.tokens;
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const [open, inline, close] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]!];
    if (
      open.type === 'paragraph_open' &&
      open.level === 0 &&
      inline.type === 'inline' &&
      inline.content.trim() === postCtaToken &&
      close.type === 'paragraph_close'
    )
      tokens.splice(index, 3, new state.Token('post_cta', '', 0));
  }
});
markdown.renderer.rules.post_cta = () => `${postCtaMarker}\n`;

const defaultText = markdown.renderer.rules.text!;

/** The words of a body's text with soft hyphens in their long words, given its language. */
markdown.renderer.rules.text = (tokens, index, options, env: RenderEnv, self) =>
  env?.lang
    ? escape(hyphenate(tokens[index]!.content, env.lang))
    : defaultText(tokens, index, options, env, self);

/**
 * A body's HTML; given the library images it shows (`images`), each as a responsive `<picture>`; given its
 * language (`lang`: the page a visitor reads), with soft hyphens where its long words may break.
 */
export function renderMarkdown(source: string, images?: Map<number, PublicImage>, lang?: Lang): string {
  return markdown.render(source, { images, lang } satisfies RenderEnv);
}
