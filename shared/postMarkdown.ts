import { MarkdownManager } from '@tiptap/markdown';
import { libraryImageId } from './media';
import { markdownReadingExtensions, postBodyExtensions } from './postBodyExtensions';
import {
  allowedLink,
  emptyDocument,
  isEmptyDocument,
  postDocumentSchema,
  type PostDocument,
} from './postDocument';

/**
 * Markdown and the stored document (shared/postDocument.ts), both ways, by the editor's own parser and serializer
 * (`@tiptap/markdown` over the editor's extensions), so a body converted here is the body the editor would have
 * made of the same Markdown. Bodies were stored as Markdown before they were stored as documents; the migration
 * (server/content/postBodies.ts), an older export's import and an API caller that sends Markdown come through here.
 */

let reader: MarkdownManager | undefined;
let writer: MarkdownManager | undefined;
const reading = () => (reader ??= new MarkdownManager({ extensions: markdownReadingExtensions }));
const writing = () => (writer ??= new MarkdownManager({ extensions: postBodyExtensions }));

type Json = {
  type?: string;
  attrs?: Record<string, unknown>;
  marks?: Json[];
  content?: Json[];
  text?: string;
};

const textBlocks = new Set(['paragraph', 'heading']);

/**
 * A run of blocks with each picture written inside a sentence (`Text ![alt](/media/…) text`) lifted out onto a line
 * of its own, as the editor keeps pictures: the text before it, the picture, the text after it.
 */
function picturesLifted(blocks: Json[]): Json[] {
  return blocks.flatMap((block) => {
    if (!textBlocks.has(block.type ?? '') || !block.content?.some((node) => node.type === 'image'))
      return [block];
    const lifted: Json[] = [];
    let run: Json[] = [];
    const flush = () => {
      if (run.some((node) => node.type !== 'text' || (node.text ?? '').trim() !== ''))
        lifted.push({ ...block, content: run });
      run = [];
    };
    for (const node of block.content) {
      if (node.type !== 'image') run.push(node);
      else {
        flush();
        lifted.push(node);
      }
    }
    flush();
    return lifted;
  });
}

/**
 * What the parser made, held to what a stored body may be: a heading's level into h2–h4 (the page's title is the
 * h1), a picture in a sentence on a line of its own, a link to a script or a picture from elsewhere dropped (the
 * editor's schema drops them too).
 */
function held(node: Json): Json | null {
  if (node.type === 'image') return libraryImageId(String(node.attrs?.src ?? '')) === null ? null : node;
  const marks = node.marks?.filter(
    (mark) => mark.type !== 'link' || allowedLink(String(mark.attrs?.href ?? '')),
  );
  const attrs =
    node.type === 'heading'
      ? { level: Math.min(4, Math.max(2, Number(node.attrs?.level) || 2)) }
      : node.attrs;
  const children = node.content?.map(held).filter((child): child is Json => child !== null);
  const content = children && !textBlocks.has(node.type ?? '') ? picturesLifted(children) : children;
  return {
    ...node,
    ...(attrs && { attrs }),
    ...(marks && { marks: marks.length > 0 ? marks : undefined }),
    ...(content && { content }),
  };
}

/** Every text of a parsed node, for a body the document cannot hold as parsed: its words are kept. */
const textsOf = (node: Json): string =>
  node.type === 'text'
    ? (node.text ?? '')
    : (node.content ?? []).map(textsOf).join(node.type === 'doc' ? '\n\n' : ' ');

/**
 * A Markdown body as the document the editor would have made of it; empty Markdown is an empty document. What the
 * document cannot hold as parsed (something no editor makes) keeps its words: each top-level block a paragraph of its
 * text. A stored body is never lost to its conversion.
 */
export function markdownToDocument(source: string): PostDocument {
  if (source.trim() === '') return emptyDocument();
  const parsed = reading().parse(source) as Json;
  const converted = postDocumentSchema.safeParse(JSON.parse(JSON.stringify(held(parsed))));
  const document: PostDocument = converted.success
    ? converted.data
    : {
        type: 'doc',
        content: (parsed.content ?? [])
          .map((block) => textsOf(block).trim())
          .filter((text) => text !== '')
          .map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
      };
  return isEmptyDocument(document) ? emptyDocument() : document;
}

/** A document as Markdown (the editor's serializer): how a revision's body is compared, its marks shown. */
export const documentToMarkdown = (document: PostDocument): string =>
  document.content.length === 0 ? '' : writing().serialize(document).trimEnd();
