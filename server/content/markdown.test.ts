import { describe, expect, it } from 'vitest';
import { postCtaMarker } from '../../shared/postCta';
import { renderMarkdown } from './markdown';

describe('renderMarkdown: the call-to-action card', () => {
  it('gives the card its place for a paragraph of its own that holds only the token', () => {
    const html = renderMarkdown('Inledning.\n\n{cta:contact}\n\nMer text.');
    expect(html).toBe(`<p>Inledning.</p>\n${postCtaMarker}\n<p>Mer text.</p>\n`);
    // Spaces around it are the writer's, not a second meaning.
    expect(renderMarkdown('  {cta:contact}  ')).toBe(`${postCtaMarker}\n`);
  });

  it('leaves the token as text in a sentence, a list or a quote, and marks nothing else', () => {
    for (const body of [
      'Ring oss {cta:contact} i dag.',
      '- {cta:contact}',
      '> {cta:contact}',
      '`{cta:contact}`',
    ])
      expect(renderMarkdown(body), body).not.toContain('data-post-cta');
    expect(renderMarkdown('Ring oss {cta:contact} i dag.')).toBe('<p>Ring oss {cta:contact} i dag.</p>\n');
    // Raw HTML typed by staff is never the marker: it is escaped like any other.
    expect(renderMarkdown(postCtaMarker)).not.toContain('data-post-cta=""></div>');
  });
});
