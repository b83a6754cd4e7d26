import type { AnyExtension } from '@tiptap/core';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';

/** The link addresses a post may hold: the site's own paths, web addresses and e-mail (never `javascript:`). */
export const allowedLink = (href: string) => /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href.trim());

/**
 * What a post's body can hold, for the editor and for the Markdown it is stored as: headings (h2–h4: the page's
 * title is the h1), paragraphs, bold, italic, inline code, links, bulleted and numbered lists, quotes, code blocks,
 * a divider and line breaks. Each is something the site's Markdown renders (server/content/markdown.ts); what a
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
  Markdown.configure({ indentation: { style: 'space', size: 2 } }),
];
