import { describe, expect, it } from 'vitest';
import type { PublicImage } from '../../shared/api';
import { seedPosts } from '../db/seed/posts';
import { postCtaMarker } from '../../shared/postCta';
import type { PostDocument } from '../../shared/postDocument';
import { markdownToDocument } from '../../shared/postMarkdown';
import { renderMarkdown } from './markdown';
import { renderPostBody } from './postBody';

const bodies = seedPosts.flatMap((post) =>
  (['sv', 'en'] as const).map((lang) => [post.slug, lang, post.body[lang]] as const),
);
const doc = (...content: PostDocument['content']): PostDocument => ({ type: 'doc', content });

describe('renderPostBody: what the site drew from Markdown, drawn from the document', () => {
  it.each(bodies)('draws %s (%s) as its Markdown was drawn, soft hyphens and all', (_slug, lang, body) => {
    expect(renderPostBody(markdownToDocument(body), { lang })).toBe(renderMarkdown(body, undefined, lang));
  });

  it('draws every kind of text the toolbar makes as markdown-it drew it', () => {
    const body = [
      '## Rubrik',
      '### Underrubrik',
      'Text med **fet**, *kursiv* och `kod`, [en länk](/kontakt "Hör av dig") och [en till](https://example.se/å?a=1&b=2).',
      '**Fet med [länk](/om-oss) i** och *kursiv **och fet***.',
      '- ett\n- två',
      '3. tre\n4. fyra',
      '> Ett citat.\n>\n> Två stycken.',
      '```js\nconst a = "<b>";\n```',
      '---',
      'Rad ett  \nrad två.',
      'Slut.',
    ].join('\n\n');
    expect(renderPostBody(markdownToDocument(body))).toBe(renderMarkdown(body));
  });
});

describe('renderPostBody: what an editor leaves between paragraphs', () => {
  it('draws no paragraph for an empty line, as Markdown drew none', () => {
    const para = (text: string) => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text }],
    });
    expect(renderPostBody(doc(para('Ett'), { type: 'paragraph' }, para('Två')))).toBe(
      '<p>Ett</p>\n<p>Två</p>\n',
    );
  });
});

describe('renderPostBody: nothing typed reaches the page as HTML', () => {
  it('escapes text, code, link addresses, titles and alt text', () => {
    const html = renderPostBody(
      doc(
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script> & "x"' }] },
        {
          type: 'codeBlock',
          attrs: { language: 'html' },
          content: [{ type: 'text', text: '<img onerror=x>' }],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'länk',
              marks: [{ type: 'link', attrs: { href: '/a"><script>x</script>', title: '"><b>' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: '/media/3-abc-640.webp', alt: '" onerror="alert(1)', title: null } },
      ),
    );
    expect(html).not.toMatch(/<script|<img onerror|<b>|" onerror=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(html).toContain('<pre><code class="language-html">&lt;img onerror=x&gt;\n</code></pre>');
    expect(html).toContain('alt="&quot; onerror=&quot;alert(1)"');
  });
});

describe('renderPostBody: pictures and the call-to-action card', () => {
  const image: PublicImage = {
    src: '/media/3-abc-1280.webp',
    width: 1280,
    height: 720,
    srcset: { avif: '/media/3-abc-640.avif 640w', webp: '/media/3-abc-640.webp 640w' },
    preview: '',
  } as PublicImage;
  const body = doc(
    { type: 'image', attrs: { src: '/media/3-abc-1280.webp', alt: 'Karta', title: null } },
    { type: 'image', attrs: { src: '/media/4-def-1280.webp', alt: 'Borttagen', title: null } },
  );

  it('draws a library picture as a responsive picture, and leaves out one no longer in the library', () => {
    const html = renderPostBody(body, { images: new Map([[3, image]]) });
    expect(html).toContain('<source type="image/avif" srcset="/media/3-abc-640.avif 640w"');
    expect(html).toContain('<img src="/media/3-abc-1280.webp" width="1280" height="720" alt="Karta"');
    expect(html).not.toContain('Borttagen');
    expect(html).toBe(
      renderMarkdown(
        '![Karta](/media/3-abc-1280.webp)\n\n![Borttagen](/media/4-def-1280.webp)',
        new Map([[3, image]]),
      ).replace('<p></p>\n', ''),
    );
  });

  it('gives the card its place for a paragraph of its own holding only the token, and nowhere else', () => {
    const body = markdownToDocument(
      'Inledning.\n\n  {cta:contact}  \n\n- {cta:contact}\n\n> {cta:contact}\n\nRing {cta:contact} nu.',
    );
    const html = renderPostBody(body);
    expect(html.split(postCtaMarker)).toHaveLength(2);
    expect(html).toMatch(/^<p>Inledning.<\/p>\n<div data-post-cta=""><\/div>\n<ul>/);
    expect(html).toContain('<p>Ring {cta:contact} nu.</p>');
  });
});
