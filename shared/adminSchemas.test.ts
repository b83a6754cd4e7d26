import { describe, expect, it } from 'vitest';
import { postInputSchema } from './adminSchemas';
import { emptyDocument } from './postDocument';

const swedishOnly = {
  slug: 'en-svensk-text',
  date: '2026-12-07',
  titleSv: 'En svensk text',
  excerptSv: 'Om texten',
  categorySv: 'SEO',
  published: false,
};
const englishBody = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
/** Each field's first message, as the API and the form say it at the field. */
const fields = (post: Record<string, unknown>) => {
  const said: Record<string, string> = {};
  for (const issue of postInputSchema.safeParse(post).error?.issues ?? [])
    said[String(issue.path[0])] ??= issue.message;
  return said;
};

describe('a post’s English version', () => {
  it('may be left out: a body the editor left empty is not English begun', () => {
    expect(fields(swedishOnly)).toEqual({});
    expect(fields({ ...swedishOnly, bodyEn: emptyDocument() })).toEqual({});
    expect(fields({ ...swedishOnly, bodyEn: { type: 'doc', content: [{ type: 'paragraph' }] } })).toEqual({});
  });

  it('once begun by its body alone, needs a title, an excerpt and a category, each said at its field', () => {
    expect(fields({ ...swedishOnly, bodyEn: englishBody('Hello') })).toEqual({
      titleEn: 'Title is required for the English version',
      excerptEn: 'Excerpt is required for the English version',
      categoryEn: 'Category is required for the English version',
    });
    expect(
      fields({ ...swedishOnly, bodyEn: englishBody('Hello'), titleEn: 'Hello', excerptEn: 'About' }),
    ).toEqual({ categoryEn: 'Category is required for the English version' });
  });

  it('is said to be begun even when its body is refused, and when other fields are wrong too', () => {
    const refused = fields({
      ...swedishOnly,
      slug: '',
      bodyEn: { type: 'doc', content: [{ type: 'table', content: [{ type: 'text', text: 'Price' }] }] },
    });
    expect(refused).toMatchObject({
      slug: 'Slug is required',
      titleEn: 'Title is required for the English version',
      excerptEn: 'Excerpt is required for the English version',
      categoryEn: 'Category is required for the English version',
    });
    expect(refused.bodyEn).toBe('The text holds something the editor cannot make');
  });
});
