import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { allowedLink } from './postDocument';

/**
 * A picture from the site's media library, on a line of its own: the site draws it as a responsive `<picture>`.
 * Only library images are taken in (a paste's pictures from elsewhere, files or data URLs, are dropped).
 */
const LibraryImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src^="/media/"]' }];
  },
}).configure({ inline: false, allowBase64: false, HTMLAttributes: { loading: 'lazy' } });

/**
 * What a post's body can hold, for the editor and for the document it is stored as (shared/postDocument.ts):
 * headings (h2–h4: the page's title is the h1), paragraphs, bold, italic, inline code, links, bulleted and numbered
 * lists, quotes, code blocks, a divider, line breaks and pictures from the media library. What a paste brings
 * beyond them (colours, fonts, tables, underline, strikethrough) is dropped by the editor's schema. Markdown is what
 * the editor's shortcuts and older bodies speak (shared/postMarkdown.ts), not what is stored.
 */
const extensions = (headingLevels: (1 | 2 | 3 | 4 | 5 | 6)[]): AnyExtension[] => [
  StarterKit.configure({
    heading: { levels: headingLevels },
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

export const postBodyExtensions = extensions([2, 3, 4]);

/**
 * The same, reading every heading level: older Markdown may have an `# h1` or a `##### h5`, which the conversion
 * keeps as a heading of the nearest level a body has (shared/postMarkdown.ts) rather than as a paragraph.
 */
export const markdownReadingExtensions = extensions([1, 2, 3, 4, 5, 6]);
