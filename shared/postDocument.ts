import { z } from 'zod';
import { libraryImageId } from './media';

/**
 * A post's body as it is stored: the rich editor's document (Tiptap's JSON of a ProseMirror document), limited to
 * what the editor can make (shared/postBody/extensions.ts): headings h2–h4 (the page's title is the h1), paragraphs
 * with bold, italic, inline code, links and line breaks, bulleted and numbered lists, quotes, code blocks, a divider
 * and pictures from the media library. The server renders it (server/content/postBody.ts), escaping every text; no
 * HTML typed by staff ever reaches a page as HTML, because a document holds no HTML at all.
 */

/** The link addresses a post may hold: the site's own paths, web addresses and e-mail (never `javascript:`). */
export const allowedLink = (href: string) => /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href.trim());

export type PostMark =
  { type: 'bold' | 'italic' | 'code' } | { type: 'link'; attrs: { href: string; title?: string | null } };

export type PostInline = { type: 'text'; text: string; marks?: PostMark[] } | { type: 'hardBreak' };

export interface PostListItem {
  type: 'listItem';
  content: PostBlock[];
}

export type PostBlock =
  | { type: 'paragraph'; content?: PostInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: PostInline[] }
  | { type: 'bulletList'; content: PostListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number | null }; content: PostListItem[] }
  | { type: 'blockquote'; content: PostBlock[] }
  | { type: 'codeBlock'; attrs?: { language?: string | null }; content?: { type: 'text'; text: string }[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; attrs: { src: string; alt: string; title?: string | null } };

export interface PostDocument {
  type: 'doc';
  content: PostBlock[];
}

/** A body with nothing in it (a new post's, or one a writer emptied). */
export const emptyDocument = (): PostDocument => ({ type: 'doc', content: [] });

/**
 * How deep lists and quotes may nest (a list in a quote in a list …). The editor makes a handful of levels at most;
 * the limit keeps a crafted document from walking the stack of whatever reads it.
 */
export const documentMaxDepth = 12;

/** The longest body a post takes in each language, in characters of its text: the editor counts down to it. */
export const postBodyMaxLength = 50_000;

/** What a body over postBodyMaxLength is told (its number written out, as the admin's translation has it). */
export const tooLongBody = 'The text is longer than 50 000 characters';

const text = z.string().max(postBodyMaxLength, tooLongBody);
const optionalText = z.string().max(500).nullish();

/** What a refusal of something no editor makes says (a node or a mark of another kind, HTML). */
const unknownContent = { error: 'The text holds something the editor cannot make' };

const markSchema: z.ZodType<PostMark> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(['bold', 'italic', 'code']) }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: z
          .string()
          .max(2000)
          .refine(allowedLink, 'A link goes to a page of the site, a web address or an e-mail'),
        title: optionalText,
      }),
    }),
  ],
  unknownContent,
);

const textSchema = z.object({ type: z.literal('text'), text, marks: z.array(markSchema).max(4).optional() });
const inlineSchema: z.ZodType<PostInline> = z.discriminatedUnion(
  'type',
  [textSchema, z.object({ type: z.literal('hardBreak') })],
  unknownContent,
);
const inlines = z.array(inlineSchema).max(5_000).optional();
const items = z
  .array(z.lazy(() => listItemSchema))
  .min(1)
  .max(1_000);
const blocks = z.array(z.lazy(() => blockSchema)).max(5_000);

const listItemSchema: z.ZodType<PostListItem> = z.object({
  type: z.literal('listItem'),
  content: blocks.min(1),
});

const blockSchema: z.ZodType<PostBlock> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), content: inlines }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
      content: inlines,
    }),
    z.object({ type: z.literal('bulletList'), content: items }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(1_000_000).nullish() }).optional(),
      content: items,
    }),
    z.object({ type: z.literal('blockquote'), content: blocks.min(1) }),
    z.object({
      type: z.literal('codeBlock'),
      attrs: z
        .object({
          language: z
            .string()
            .regex(/^[\w+#-]{0,40}$/)
            .nullish(),
        })
        .optional(),
      content: z
        .array(z.object({ type: z.literal('text'), text }))
        .max(1)
        .optional(),
    }),
    z.object({ type: z.literal('horizontalRule') }),
    z.object({
      type: z.literal('image'),
      attrs: z.object({
        src: z
          .string()
          .refine((src) => libraryImageId(src) !== null, 'Pick the picture from the media library'),
        // A pasted picture may come without one: it is then empty, which the SEO checks point out.
        alt: z
          .string()
          .trim()
          .max(300)
          .nullish()
          .transform((alt) => alt ?? ''),
        title: optionalText,
      }),
    }),
  ],
  unknownContent,
);

/** How deep `value` nests (objects and arrays), counted without recursion and stopping past `limit`. */
function nestsWithin(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

/** How many lists and quotes the deepest block of `blocks` is in. */
const nesting = (blocks: readonly PostBlock[]): number =>
  Math.max(
    0,
    ...blocks.map((block) => {
      if (block.type === 'blockquote') return 1 + nesting(block.content);
      if (block.type === 'bulletList' || block.type === 'orderedList')
        return 1 + Math.max(0, ...block.content.map((item) => nesting(item.content)));
      return 0;
    }),
  );

const tooDeep = { message: 'Lists and quotes nest at most 12 deep', abort: true }; // documentMaxDepth

/**
 * A stored or sent body. Its JSON's depth is checked first, without recursion (a list in a list item is four levels
 * of JSON), so no crafted document walks the stack of the checks after it; then its shape, then how deep its lists
 * and quotes nest. Unknown attributes (a pasted link's `target`, `class`) are dropped; an unknown node refuses it.
 */
export const postDocumentSchema: z.ZodType<PostDocument> = z
  .unknown()
  .refine((value) => nestsWithin(value, documentMaxDepth * 4 + 8), tooDeep)
  .pipe(z.object({ type: z.literal('doc'), content: blocks }))
  .refine((document) => nesting(document.content) <= documentMaxDepth, tooDeep);

/** Every block of a document, depth first (a list's items' paragraphs, a quote's paragraphs). */
export function* blocksOf(blocks: readonly PostBlock[]): Generator<PostBlock> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'bulletList' || block.type === 'orderedList')
      for (const item of block.content) yield* blocksOf(item.content);
    else if (block.type === 'blockquote') yield* blocksOf(block.content);
  }
}

/** The text of a run of inline nodes: a line break is a new line. */
export const inlineText = (content: readonly PostInline[] | undefined): string =>
  (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');

/** A block's own text (a paragraph's, a heading's, a code block's); none for a list, a quote or a picture. */
function ownText(block: PostBlock): string | null {
  if (block.type === 'paragraph' || block.type === 'heading') return inlineText(block.content);
  if (block.type === 'codeBlock') return (block.content ?? []).map((node) => node.text).join('');
  return null;
}

/**
 * The plain text of a body: each paragraph, heading, list item's paragraph and code block on its own, blank lines
 * between them. What is searched, counted and read for readability: the words a reader reads, without any markup.
 */
export function documentText(document: PostDocument): string {
  const texts: string[] = [];
  for (const block of blocksOf(document.content)) {
    const own = ownText(block);
    if (own !== null && own.trim() !== '') texts.push(own.trim());
  }
  return texts.join('\n\n');
}

/**
 * A body without the empty paragraphs at its end: the one an editor keeps after a last heading, list or picture to
 * type into is not part of what was written.
 */
export function withoutTrailingSpace(document: PostDocument): PostDocument {
  let end = document.content.length;
  while (end > 0) {
    const last = document.content[end - 1]!;
    if (last.type !== 'paragraph' || inlineText(last.content).trim() !== '') break;
    end -= 1;
  }
  return end === document.content.length
    ? document
    : { type: 'doc', content: document.content.slice(0, end) };
}

/**
 * The prose of a body, as the readability and SEO checks read it: like documentText, but without code (a code block,
 * text marked as code), which is not read as sentences.
 */
export function proseText(document: PostDocument): string {
  const texts: string[] = [];
  for (const block of blocksOf(document.content)) {
    if (block.type !== 'paragraph' && block.type !== 'heading') continue;
    const prose = (block.content ?? [])
      .map((node) =>
        node.type === 'hardBreak' ? '\n' : node.marks?.some((mark) => mark.type === 'code') ? '' : node.text,
      )
      .join('')
      .trim();
    if (prose !== '') texts.push(prose);
  }
  return texts.join('\n\n');
}

/** Whether a body has nothing a reader would see: no text, no picture, no divider. */
export const isEmptyDocument = (document: PostDocument): boolean =>
  [...blocksOf(document.content)].every((block) => {
    const own = ownText(block);
    return own !== null ? own.trim() === '' : block.type !== 'image' && block.type !== 'horizontalRule';
  });

/**
 * Whether a body as sent (not yet parsed, maybe not a valid document) holds something written: a text with more
 * than spaces, a picture or a divider — what `isEmptyDocument` says of a parsed one, read from the nodes' shape
 * alone, without recursion, for the checks that only ask whether a language is begun.
 */
export function holdsWriting(value: unknown): boolean {
  const nodes: unknown[] = [value];
  while (nodes.length > 0) {
    const node = nodes.pop();
    if (typeof node !== 'object' || node === null) continue;
    const { type, text, content } = node as Record<string, unknown>;
    if (type === 'text' && typeof text === 'string' && text.trim() !== '') return true;
    if (type === 'image' || type === 'horizontalRule') return true;
    if (Array.isArray(content)) for (const child of content) nodes.push(child);
  }
  return false;
}

/** The library images a body shows, by id. */
export const documentImages = (document: PostDocument): number[] =>
  [...blocksOf(document.content)].flatMap((block) =>
    block.type === 'image' ? [libraryImageId(block.attrs.src)].filter((id) => id !== null) : [],
  );

/**
 * A copy of `document` with `change` applied to the text of every text node (inline and in code blocks): the prices a
 * body names are printed this way, text by text.
 */
export function mapDocumentText(document: PostDocument, change: (text: string) => string): PostDocument {
  const inline = (content: PostInline[] | undefined) =>
    content?.map((node) => (node.type === 'text' ? { ...node, text: change(node.text) } : node));
  const block = (item: PostBlock): PostBlock => {
    switch (item.type) {
      case 'paragraph':
      case 'heading':
        return { ...item, content: inline(item.content) } as PostBlock;
      case 'codeBlock':
        return { ...item, content: item.content?.map((node) => ({ ...node, text: change(node.text) })) };
      case 'bulletList':
      case 'orderedList':
        return {
          ...item,
          content: item.content.map((entry) => ({ ...entry, content: entry.content.map(block) })),
        };
      case 'blockquote':
        return { ...item, content: item.content.map(block) };
      default:
        return item;
    }
  };
  return { type: 'doc', content: document.content.map(block) };
}
