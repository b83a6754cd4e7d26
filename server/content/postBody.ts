import MarkdownIt from 'markdown-it';
import type { PublicImage } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { libraryImageId } from '../../shared/media';
import { postCtaMarker, postCtaToken } from '../../shared/postCta';
import {
  inlineText,
  type PostBlock,
  type PostDocument,
  type PostInline,
  type PostListItem,
  type PostMark,
} from '../../shared/postDocument';
import { hyphenate } from './hyphenation';

/**
 * A post's body (the stored document, shared/postDocument.ts) as the HTML its page, the feeds and the preview show.
 * Every text and attribute is escaped here: a document holds no HTML, so none typed by staff reaches a page. The
 * markup is the one the site drew from Markdown before bodies were documents (markdown-it's), so the site's styles
 * and every post look as they did.
 */

/** markdown-it's own escaping and address normalisation (percent-encoding what a URL may not hold as it is). */
const markdownIt = new MarkdownIt();
const { escapeHtml: escape } = markdownIt.utils;
const normalizeLink = (href: string) => markdownIt.normalizeLink(href.trim());

/** How wide a body's picture shows: the text column's width, the screen's on a phone. */
const bodyPictureSizes = '(min-width: 48rem) 46rem, 100vw';

export interface BodyRendering {
  /** The library images the body shows, by id; without it a picture is drawn as a plain `<img>`. */
  images?: Map<number, PublicImage>;
  /** The body's language, for soft hyphens in its long words (server/content/hyphenation.ts); none: none. */
  lang?: Lang;
}

/** Marks open around text, outermost first: a mark that goes on over the next text stays open around it. */
const markRank: Record<PostMark['type'], number> = { link: 0, bold: 1, italic: 2, code: 3 };
const sameMark = (a: PostMark, b: PostMark) =>
  a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

const openTag = (mark: PostMark) => {
  if (mark.type === 'link') {
    const title = mark.attrs.title ? ` title="${escape(mark.attrs.title)}"` : '';
    return `<a href="${escape(normalizeLink(mark.attrs.href))}"${title}>`;
  }
  return { bold: '<strong>', italic: '<em>', code: '<code>' }[mark.type];
};
const closeTag = (mark: PostMark) =>
  ({ link: '</a>', bold: '</strong>', italic: '</em>', code: '</code>' })[mark.type];

function inlineHtml(content: readonly PostInline[] | undefined, { lang }: BodyRendering): string {
  let html = '';
  let open: PostMark[] = [];
  for (const node of content ?? []) {
    const marks = node.type === 'text' ? (node.marks ?? []) : [];
    // The open marks this text still has stay open, in their order; the rest close, and its new ones open.
    let keep = 0;
    while (keep < open.length && marks.some((mark) => sameMark(mark, open[keep]!))) keep += 1;
    for (const mark of open.slice(keep).reverse()) html += closeTag(mark);
    const added = marks
      .filter((mark) => !open.slice(0, keep).some((kept) => sameMark(kept, mark)))
      .sort((a, b) => markRank[a.type] - markRank[b.type]);
    for (const mark of added) html += openTag(mark);
    open = [...open.slice(0, keep), ...added];
    if (node.type === 'hardBreak') html += '<br>\n';
    else {
      const inCode = open.some((mark) => mark.type === 'code');
      html += escape(lang && !inCode ? hyphenate(node.text, lang) : node.text);
    }
  }
  for (const mark of open.reverse()) html += closeTag(mark);
  return html;
}

/**
 * A library picture as the site draws every picture (src/components/Picture): AVIF where the browser reads it,
 * WebP elsewhere, at the width the column needs, its size set (no layout shift), loaded when near. One no longer in
 * the library is left out: a page never shows a broken image.
 */
function pictureHtml(
  { src, alt, title }: Extract<PostBlock, { type: 'image' }>['attrs'],
  images?: Map<number, PublicImage>,
) {
  const titled = title ? ` title="${escape(title)}"` : '';
  if (!images) return `<p><img src="${escape(normalizeLink(src))}" alt="${escape(alt)}"${titled}></p>\n`;
  const image = images.get(libraryImageId(src) ?? 0);
  if (!image) return '';
  return (
    `<p><picture><source type="image/avif" srcset="${escape(image.srcset.avif)}" sizes="${bodyPictureSizes}">` +
    `<source type="image/webp" srcset="${escape(image.srcset.webp)}" sizes="${bodyPictureSizes}">` +
    `<img src="${escape(image.src)}" width="${image.width}" height="${image.height}" alt="${escape(alt)}"${titled} ` +
    `loading="lazy" decoding="async"></picture></p>\n`
  );
}

/** A list item: its one paragraph bare (a tight list, as the editor makes them), else each block in full. */
function itemHtml(item: PostListItem, rendering: BodyRendering): string {
  const [first] = item.content;
  if (item.content.length === 1 && first?.type === 'paragraph')
    return `<li>${inlineHtml(first.content, rendering)}</li>\n`;
  return `<li>\n${blocksHtml(item.content, rendering, false)}</li>\n`;
}

function blockHtml(block: PostBlock, rendering: BodyRendering, topLevel: boolean): string {
  switch (block.type) {
    case 'paragraph':
      // A paragraph of the body's own holding only the token is the call-to-action card's place (shared/postCta.ts).
      if (topLevel && inlineText(block.content).trim() === postCtaToken) return `${postCtaMarker}\n`;
      // An empty line an editor left between two others is no paragraph (Markdown had none either).
      if (!block.content?.length) return '';
      return `<p>${inlineHtml(block.content, rendering)}</p>\n`;
    case 'heading':
      return `<h${block.attrs.level}>${inlineHtml(block.content, rendering)}</h${block.attrs.level}>\n`;
    case 'bulletList':
      return `<ul>\n${block.content.map((item) => itemHtml(item, rendering)).join('')}</ul>\n`;
    case 'orderedList': {
      const start = block.attrs?.start ?? 1;
      const items = block.content.map((item) => itemHtml(item, rendering)).join('');
      return `<ol${start === 1 ? '' : ` start="${start}"`}>\n${items}</ol>\n`;
    }
    case 'blockquote':
      return `<blockquote>\n${blocksHtml(block.content, rendering, false)}</blockquote>\n`;
    case 'codeBlock': {
      const language = block.attrs?.language ? ` class="language-${escape(block.attrs.language)}"` : '';
      const code = (block.content ?? []).map((node) => node.text).join('');
      return `<pre><code${language}>${escape(code.endsWith('\n') ? code : `${code}\n`)}</code></pre>\n`;
    }
    case 'horizontalRule':
      return '<hr>\n';
    case 'image':
      return pictureHtml(block.attrs, rendering.images);
  }
}

const blocksHtml = (blocks: readonly PostBlock[], rendering: BodyRendering, topLevel: boolean) =>
  blocks.map((block) => blockHtml(block, rendering, topLevel)).join('');

/**
 * A body's HTML; given the library images it shows (`images`), each as a responsive `<picture>`; given its
 * language (`lang`: the page a visitor reads), with soft hyphens where its long words may break.
 */
export const renderPostBody = (document: PostDocument, rendering: BodyRendering = {}): string =>
  blocksHtml(document.content, rendering, true);
