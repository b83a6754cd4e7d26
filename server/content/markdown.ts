import MarkdownIt from 'markdown-it';

/**
 * Markdown for post bodies. `html: false` escapes any raw HTML in the source instead of passing it
 * through, and markdown-it's link validation refuses javascript: and similar URLs.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
