import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDocument, PageSummary } from '../../../shared/pages';
import { checkRenderedPage, deadLink, type CheckFinding } from '../../content/pageChecks';
import { createTestApp, jsonCaller, signInTestEditor, type StaffSession } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: StaffSession;

beforeEach(async () => {
  ctx = await createTestApp();
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => editor)(...args);

async function homePage(): Promise<PageDocument> {
  const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
  const { id } = list.find((page) => page.key === 'home')!;
  return (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
}

type Checks = { findings: CheckFinding[]; linksChecked: number };

describe('the checks before publishing (POST /api/admin/pages/:id/checks)', () => {
  it('finds nothing wrong with any seeded page, having tried the addresses its links lead to', async () => {
    const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
    const found: string[] = [];
    for (const { id } of list.filter((page) => page.key !== null)) {
      const page = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
      const response = await call('POST', `/api/admin/pages/${id}/checks`, { document: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const checks = response.json<Checks>();
      found.push(...checks.findings.map((finding) => `${page.path.sv} ${finding.lang}: ${finding.message}`));
      expect(checks.linksChecked).toBeGreaterThan(5);
    }
    expect(found).toEqual([]);
  });

  it('names a second h1, a thin title and a long description in both languages, the h1 by its block', async () => {
    const home = await homePage();
    const hero = home.blocks.find((block) => block.type === 'hero')!;
    const document = {
      ...home,
      meta: {
        ...home.meta,
        title: { sv: 'Start', en: 'Home' },
        description: { sv: 'Lång '.repeat(40), en: 'Long '.repeat(40) },
      },
      blocks: [...home.blocks, { ...hero, id: 'second-hero' }],
    };
    const checks = (await call('POST', `/api/admin/pages/${home.id}/checks`, { document })).json<Checks>();
    const found = checks.findings.map(({ lang, rule, blockId }) => `${lang} ${rule} ${blockId}`).sort();
    expect(found).toEqual([
      'en description-length null',
      'en one-h1 second-hero',
      'en title-length null',
      'sv description-length null',
      'sv one-h1 second-hero',
      'sv title-length null',
    ]);
    const title = checks.findings.find(
      (finding) => finding.rule === 'title-length' && finding.lang === 'sv',
    )!;
    expect(title.message).toContain('is 5 characters');
    // Nothing was saved.
    expect((await homePage()).version).toBe(home.version);
  });

  it('finds every shown block of every fixed page in its render by the block’s id (the editor leads there)', async () => {
    const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
    for (const { id } of list.filter((page) => page.key !== null)) {
      const page = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
      const html = (await call('POST', `/api/admin/pages/${id}/preview`, { lang: 'sv', document: page }))
        .body;
      for (const block of page.blocks.filter((candidate) => !candidate.hidden))
        expect(html, `${page.path.sv}: ${block.type}`).toContain(`id="${block.id}"`);
    }
  });

  it('refuses a visitor, a malformed body and a page that does not exist', async () => {
    const home = await homePage();
    expect(
      (
        await call(
          'POST',
          `/api/admin/pages/${home.id}/checks`,
          { document: home },
          { origin: editor.origin },
        )
      ).statusCode,
    ).toBe(401);
    expect((await call('POST', `/api/admin/pages/${home.id}/checks`, { document: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/admin/pages/99999/checks', { document: home })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/pages/0/checks', { document: home })).statusCode).toBe(404);
  });
});

describe('checkRenderedPage', () => {
  const html = (body: string, head = '') =>
    `<!doctype html><html><head><title>Webbdesign för småföretag i Stockholm</title>` +
    `<meta name="description" content="${'En beskrivning som är lagom lång för sökresultaten. '.repeat(3)}">${head}` +
    `</head><body><header><a href="/">Hem</a></header><main>${body}</main></body></html>`;

  it('finds a skipped heading level, an empty heading and a picture without alt text, each by its block', () => {
    const { findings, links } = checkRenderedPage(
      html(
        '<section id="head"><h1>Rubrik</h1></section>' +
          '<section id="faq"><h2>Frågor</h2><h4>Hoppar över</h4><h3> </h3></section>' +
          '<section id="pics"><img src="/a.jpg" alt=""><img src="/b.jpg"><a href="/kontakt#form">Skriv</a></section>',
      ),
      'sv',
      ['head', 'faq', 'pics'],
    );
    expect(findings.map(({ rule, blockId }) => `${rule} ${blockId}`)).toEqual([
      'heading-order faq',
      'empty-heading faq',
      'image-alt pics',
    ]);
    expect(findings[0]!.message).toBe('The heading “Hoppar över” (h4) follows an h2: a level is skipped.');
    expect(links).toEqual([
      { href: '/', text: 'Hem', blockId: null },
      { href: '/kontakt', text: 'Skriv', blockId: 'pics' },
    ]);
    expect(deadLink('sv', links[1]!, 404)).toEqual({
      lang: 'sv',
      rule: 'link-answers',
      message: 'The link “Skriv” leads to /kontakt, which answers 404.',
      blockId: 'pics',
    });
  });

  it('finds a page without a main heading', () => {
    const { findings } = checkRenderedPage(html('<section id="a"><h2>Bara en h2</h2></section>'), 'en', [
      'a',
    ]);
    expect(findings).toEqual([
      {
        lang: 'en',
        rule: 'one-h1',
        message: 'The page has no main heading (h1): add a Page head or a Hero block.',
        blockId: null,
      },
    ]);
  });
});
