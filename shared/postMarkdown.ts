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

/**
 * What the parser made, held to what a stored body may be: a heading's level into h2–h4 (the page's title is the
 * h1), a link to a script or a picture from elsewhere dropped (the editor's schema drops them too), and nothing the
 * document does not know.
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
  const content = node.content?.map(held).filter((child): child is Json => child !== null);
  return {
    ...node,
    ...(attrs && { attrs }),
    ...(marks && { marks: marks.length > 0 ? marks : undefined }),
    ...(content && { content }),
  };
}

/** A Markdown body as the document the editor would have made of it; empty Markdown is an empty document. */
export function markdownToDocument(source: string): PostDocument {
  if (source.trim() === '') return emptyDocument();
  const document = postDocumentSchema.parse(
    JSON.parse(JSON.stringify(held(reading().parse(source) as Json))),
  );
  return isEmptyDocument(document) ? emptyDocument() : document;
}

/** A document as Markdown (the editor's serializer): what the SEO and readability checks read, for now. */
export const documentToMarkdown = (document: PostDocument): string =>
  document.content.length === 0 ? '' : writing().serialize(document).trimEnd();
