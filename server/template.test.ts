import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { optimiseTemplate } from './template';

const css =
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-cyrillic-wght-normal-AAA.woff2)}' +
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-Dx4k_XJ.woff2)}' +
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-1-wght-B2x_9-q.woff2)}';

const template = `<html><head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head><body></body></html>`;

describe('optimiseTemplate', () => {
  let dir = '';
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it("inlines the linked stylesheet and preloads the site's Latin-1 font, not Fontsource's full files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'template-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'index-2.css'), css);

    const html = await optimiseTemplate(template, dir);

    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-latin-1-wght-B2x_9-q.woff2" as="font" type="font/woff2" crossorigin>',
    );
    // The preload comes before the page's own head tags; the module script is untouched.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('leaves a template without stylesheet links as it is', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'template-'));
    const plain = '<html><head><!--app-head--></head></html>';
    expect(await optimiseTemplate(plain, dir)).toBe(plain);
  });
});
