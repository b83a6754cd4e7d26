import { describe, expect, it } from 'vitest';
import {
  documentImages,
  documentText,
  emptyDocument,
  holdsWriting,
  isEmptyDocument,
  mapDocumentText,
  postDocumentSchema,
  withoutTrailingSpace,
  type PostDocument,
} from './postDocument';
import { isStorableValue } from './inputRules';
import { documentToMarkdown, markdownToDocument } from './postMarkdown';

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

describe('postDocumentSchema', () => {
  it('takes what the editor makes and drops attributes a paste brought', () => {
    const parsed = postDocumentSchema.parse({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Läs mer',
              marks: [
                { type: 'link', attrs: { href: '/tjanster', target: '_blank', class: 'x', title: null } },
              ],
            },
          ],
        },
      ],
    });
    expect(parsed.content[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Läs mer',
          marks: [{ type: 'link', attrs: { href: '/tjanster', title: null } }],
        },
      ],
    });
  });

  it('refuses a link to a script, a picture from elsewhere, an h1, HTML and unknown nodes', () => {
    const refused = [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
        ],
      },
      { type: 'image', attrs: { src: 'https://elsewhere.example/a.png', alt: 'A' } },
      { type: 'heading', attrs: { level: 1 }, content: [] },
      { type: 'html', content: '<script></script>' },
      { type: 'table', content: [] },
    ];
    for (const block of refused)
      expect(
        postDocumentSchema.safeParse({ type: 'doc', content: [block] }).success,
        JSON.stringify(block),
      ).toBe(false);
  });

  it('refuses a document nested deeper than any editor makes without walking it', () => {
    let block: unknown = paragraph('botten');
    for (let level = 0; level < 5_000; level += 1) block = { type: 'blockquote', content: [block] };
    const result = postDocumentSchema.safeParse({ type: 'doc', content: [block] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/nest at most/);
  });

  it('takes lists nested twelve deep, each in the item before it, and not thirteen', () => {
    const lists = (depth: number): unknown => {
      let list: unknown = {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [paragraph('botten')] }],
      };
      for (let level = 1; level < depth; level += 1)
        list = {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [paragraph(`nivå ${level}`), list] }],
        };
      return { type: 'doc', content: [list] };
    };
    expect(postDocumentSchema.safeParse(lists(12)).success).toBe(true);
    expect(postDocumentSchema.safeParse(lists(13)).error?.issues[0]?.message).toBe(
      'Lists and quotes nest at most 12 deep',
    );
    // With a link in the deepest paragraph, as a request carries it: under the input boundary's depth.
    expect(isStorableValue({ post: { bodySv: lists(12) } })).toBe(true);
  });
});

describe('a document’s text', () => {
  const document = markdownToDocument(
    '## Rubrik\n\nEtt **fet** stycke med [länk](/kontakt).\n\n- ett\n- två\n\n> Citat\n\n![Karta](/media/7-abc-640.webp)\n\n```\nkod\n```',
  );

  it('is each block’s words on its own, without markup', () => {
    expect(documentText(document)).toBe('Rubrik\n\nEtt fet stycke med länk.\n\nett\n\ntvå\n\nCitat\n\nkod');
    expect(documentImages(document)).toEqual([7]);
  });

  it('knows an empty body from one with only a picture', () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(isEmptyDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(true);
    expect(isEmptyDocument(markdownToDocument('![Karta](/media/7-abc-640.webp)'))).toBe(false);
    expect(markdownToDocument('   \n')).toEqual(emptyDocument());
  });

  it('says whether a body as sent holds writing, without parsing it, as the parsed document would', () => {
    const bodies = [
      emptyDocument(),
      { type: 'doc', content: [{ type: 'paragraph' }] },
      { type: 'doc', content: [paragraph('  '), { type: 'paragraph', content: [{ type: 'hardBreak' }] }] },
      markdownToDocument('![Karta](/media/7-abc-640.webp)'),
      markdownToDocument('---'),
      markdownToDocument('> - - ett'),
      markdownToDocument('```\nkod\n```'),
      document,
    ];
    for (const body of bodies) expect(holdsWriting(body)).toBe(!isEmptyDocument(body as PostDocument));
    // Not a document at all, or not yet a valid one: what it holds still counts.
    for (const nothing of [null, 7, 'text', [], {}, { type: 'doc', content: 'x' }])
      expect(holdsWriting(nothing)).toBe(false);
    expect(
      holdsWriting({ type: 'doc', content: [{ type: 'table', content: [{ type: 'text', text: 'Pris' }] }] }),
    ).toBe(true);
  });

  it('drops the empty paragraphs an editor keeps at its end to type into, and nothing else', () => {
    const typed: PostDocument = {
      type: 'doc',
      content: [
        paragraph('Ett'),
        { type: 'paragraph' },
        paragraph('Två'),
        { type: 'paragraph' },
        paragraph(' '),
      ],
    };
    expect(withoutTrailingSpace(typed).content).toEqual([
      paragraph('Ett'),
      { type: 'paragraph' },
      paragraph('Två'),
    ]);
    expect(withoutTrailingSpace(document)).toBe(document);
  });

  it('is changed text by text, the rest kept', () => {
    const changed = mapDocumentText(document, (text) => text.toUpperCase());
    expect(documentText(changed)).toBe('RUBRIK\n\nETT FET STYCKE MED LÄNK.\n\nETT\n\nTVÅ\n\nCITAT\n\nKOD');
    expect(documentImages(changed)).toEqual([7]);
    expect(documentText(document)).toContain('Rubrik');
  });
});

describe('Markdown to a document and back', () => {
  it('holds what it converts to what a body may be', () => {
    const document: PostDocument = markdownToDocument(
      '# Titel\n\n###### Liten\n\n[klicka](javascript:alert(1)) ![extern](https://elsewhere.example/a.png)\n\n<b>fet?</b>',
    );
    expect(document.content.slice(0, 2)).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Titel' }] },
      { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Liten' }] },
    ]);
    expect(JSON.stringify(document)).not.toMatch(/javascript|elsewhere/);
    expect(documentText(document)).toContain('klicka');
    expect(documentText(document)).toContain('<b>fet?</b>');
  });

  it('puts a picture written inside a sentence on a line of its own, keeping the words around it', () => {
    const picture = '/media/8-abcdef012345-640.webp';
    expect(markdownToDocument(`Före ![Karta](${picture}) efter.\n\n- Punkt ![](${picture})`).content).toEqual(
      [
        paragraph('Före '),
        { type: 'image', attrs: { src: picture, alt: 'Karta', title: null } },
        paragraph(' efter.'),
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                paragraph('Punkt '),
                { type: 'image', attrs: { src: picture, alt: '', title: null } },
              ],
            },
          ],
        },
      ],
    );
  });

  it('keeps the words of anything else, whatever Markdown it was', () => {
    for (const source of [
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '<details><summary>Mer</summary>Dolt</details>',
      '- [ ] att göra\n- [x] gjort',
      '~~struken~~ och <u>understruken</u> text',
      '***\n\n___\n\n> > > djupt citat',
    ]) {
      const document = markdownToDocument(source);
      expect(postDocumentSchema.safeParse(document).success, source).toBe(true);
      for (const word of source.match(/\p{L}{3,}/gu) ?? [])
        if (!['details', 'summary'].includes(word)) expect(documentText(document), source).toContain(word);
    }
  });

  it('gives the Markdown the editor would write', () => {
    expect(documentToMarkdown(markdownToDocument('## Rubrik\n\n- ett\n- två'))).toBe(
      '## Rubrik\n\n- ett\n- två',
    );
    expect(documentToMarkdown(emptyDocument())).toBe('');
  });
});
