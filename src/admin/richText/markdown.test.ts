import { MarkdownManager } from '@tiptap/markdown';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../server/content/markdown';
import { seedPosts } from '../../../server/db/seed/posts';
import { postBodyExtensions } from '../../../shared/postBodyExtensions';

const manager = new MarkdownManager({ extensions: postBodyExtensions });
/** What the editor stores for a body it opened and saved without a change. */
const throughTheEditor = (markdown: string) => manager.serialize(manager.parse(markdown));

describe('a post body through the rich editor', () => {
  it.each(seedPosts.flatMap((post) => (['sv', 'en'] as const).map((lang) => [post.slug, lang] as const)))(
    'keeps what %s (%s) shows on the site',
    (slug, lang) => {
      const body = seedPosts.find((post) => post.slug === slug)!.body[lang];
      expect(renderMarkdown(throughTheEditor(body))).toBe(renderMarkdown(body));
    },
  );

  it('keeps every kind of text the toolbar makes', () => {
    const body = [
      '## Rubrik',
      '### Underrubrik',
      'Text med **fet**, *kursiv* och `kod`, och [en länk](/kontakt) och [en till](https://example.se).',
      '- ett\n- två',
      '1. först\n2. sedan',
      '> Ett citat.',
      '```\nkod i ett block\n```',
      '---',
      'Slut.',
    ].join('\n\n');
    expect(renderMarkdown(throughTheEditor(body))).toBe(renderMarkdown(body));
  });

  it('keeps a picture from the library on a line of its own, and drops one from elsewhere', () => {
    const body = 'Före.\n\n![En karta över orten](/media/12-abcdef012345-1280.webp)\n\nEfter.';
    expect(throughTheEditor(body)).toContain('![En karta över orten](/media/12-abcdef012345-1280.webp)');
    expect(renderMarkdown(throughTheEditor(body))).toBe(renderMarkdown(body));
  });

  it('never makes a link to a script', () => {
    const html = renderMarkdown(throughTheEditor('[klicka](javascript:alert(1))'));
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('klicka');
  });
});
