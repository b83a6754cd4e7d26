/**
 * The post editor's parts that bring the editor's framework and parser (Tiptap, ProseMirror, marked), loaded as a
 * post opens: the rich-text field, the revisions and the conflict's comparison (which show a body as Markdown), and
 * the Markdown parser for work kept in a browser from before bodies were documents. One module, so one chunk: parts
 * loaded from chunks of their own would share these modules through a chunk of shared code, which the build's
 * "app" group (vite.config.ts) gives to every public page (tests/e2e/quality.spec.ts caught it).
 */
export { default as RichTextField } from './RichTextField';
export { RevisionDiff, RevisionsPanel } from '../components/posts/RevisionsPanel';
export { markdownToDocument } from '../../../shared/postMarkdown';
