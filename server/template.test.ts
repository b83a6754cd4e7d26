import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { optimiseTemplate, prefetchPlan } from './template';

import { firstFileLoaderScript, firstFileLoaderText } from './firstFileLoader';

const css = 'body{margin:0}';

const template = `<html><head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head><body><div id="root"><!--app-html--></div>
  </body></html>`;

describe('optimiseTemplate', () => {
  let dir = '';
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('inlines the linked stylesheet and puts the loader in place of the module script', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'template-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'index-2.css'), css);

    const html = await optimiseTemplate(template, dir);

    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('<script type="module"');
    // Last in the body, after the page it waits to see painted.
    expect(html).toContain(
      `<script data-src="/assets/index-1.js">${firstFileLoaderText}</script>\n  </body>`,
    );
  });

  it('leaves a template without stylesheet links or module script as it is', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'template-'));
    const plain = '<html><head><!--app-head--></head></html>';
    expect(await optimiseTemplate(plain, dir)).toBe(plain);
  });

  it('gives the loader the prefetch plan from the build manifest', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'template-'));
    await mkdir(path.join(dir, '.vite'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'index-2.css'), css);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const html = await optimiseTemplate(template, dir);
    const attribute = /<script data-src="\/assets\/index-1.js" data-prefetch='([^']*)'>/.exec(html)?.[1];
    expect(JSON.parse(attribute!.replaceAll('&#39;', "'").replaceAll('&amp;', '&'))).toEqual(
      prefetchPlan(manifest),
    );
    expect(html).toContain(firstFileLoaderScript('/assets/index-1.js', ` data-prefetch='${attribute}'`));
  });
});

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
  _runtime: { file: 'assets/runtime-4.js' },
  '_runtime.js': { file: 'assets/runtime-4.js' },
  _framework: { file: 'assets/framework-5.js', imports: ['_runtime.js'] },
  _app: { file: 'assets/app-6.js', imports: ['_framework', 'index.html'] },
  'src/app/startApp.tsx': {
    file: 'assets/startApp-7.js',
    isDynamicEntry: true,
    imports: ['_app', '_framework', 'index.html'],
  },
  'src/pages/Home/HomePage.tsx': { file: 'assets/HomePage-8.js', isDynamicEntry: true, imports: ['_app'] },
  'src/pages/Blog/BlogPage.tsx': {
    file: 'assets/BlogPage-9.js',
    isDynamicEntry: true,
    imports: ['_app', 'src/pages/NotFound/NotFoundPage.tsx'],
  },
  'src/pages/NotFound/NotFoundPage.tsx': { file: 'assets/NotFoundPage-10.js', isDynamicEntry: true },
  'src/pages/Home/sections/Hero.tsx': { file: 'assets/Hero-11.js' },
  'src/admin/AdminApp.tsx': { file: 'assets/AdminApp-12.js', isDynamicEntry: true, imports: ['_app'] },
};

describe('prefetchPlan', () => {
  it("lists the application's files and each page's own, never the entry chunk or the admin area", () => {
    expect(prefetchPlan(manifest)).toEqual({
      app: ['/assets/startApp-7.js', '/assets/app-6.js', '/assets/framework-5.js', '/assets/runtime-4.js'],
      HomePage: ['/assets/HomePage-8.js'],
      BlogPage: ['/assets/BlogPage-9.js', '/assets/NotFoundPage-10.js'],
      NotFoundPage: ['/assets/NotFoundPage-10.js'],
    });
  });
});
