import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';

/**
 * A picture from the site's media library, on a line of its own: the site draws it as a responsive `<picture>`.
 * Only library images are taken in (a paste's pictures from elsewhere, files or data URLs, are dropped).
 */
const LibraryImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src^="/media/"]' }];
  },
}).configure({ inline: false, allowBase64: false, HTMLAttributes: { loading: 'lazy' } });

/** The link addresses a post may hold: the site's own paths, web addresses and e-mail (never `javascript:`). */
export const allowedLink = (href: string) => /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href.trim());

/**
 * What a post's body can hold, for the editor and for the Markdown it is stored as: headings (h2–h4: the page's
 * title is the h1), paragraphs, bold, italic, inline code, links, bulleted and numbered lists, quotes, code blocks,
 * a divider, line breaks and pictures from the media library. Each is something the site's Markdown renders (server/content/markdown.ts); what a
 * paste brings beyond them (colours, fonts, tables, underline, strikethrough) is dropped by the editor's schema.
 */
export const postBodyExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      isAllowedUri: (url) => allowedLink(url),
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  LibraryImage,
  Markdown.configure({ indentation: { style: 'space', size: 2 } }),
];
