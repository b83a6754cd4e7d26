import { readFile } from 'node:fs/promises';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;
/**
 * The font file that covers Swedish and English text (src/styles/fonts.css; Fontsource's other files load only
 * for characters outside it).
 */
const latinFont = /\/assets\/inter-latin-1-wght-[\w-]+\.woff2/;

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads: its own and everything it imports statically, without the entry chunk itself. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  chunk.imports?.forEach((imported) => chunkFiles(manifest, imported, seen));
  return seen;
}

/**
 * What the first file may fetch ahead, when the browser is idle after load on a fast connection
 * (src/app/hydrateOnIntent.ts): the application's start and each page's chunk (named as src/app/pages.ts
 * names it, after its module's file), the entry's own chunk left out. Only the URLs: nothing runs early.
 */
export function prefetchPlan(manifest: Manifest): Record<string, string[]> {
  const urls = (keys: Iterable<string>) =>
    [...keys].filter((key) => key !== 'index.html').map((key) => `/${manifest[key]!.file}`);
  const application = chunkFiles(manifest, 'src/app/startApp.tsx');
  const plan: Record<string, string[]> = { app: urls(application) };
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^src\/pages\/.+\/(\w+Page)\.tsx$/.exec(key)?.[1];
    if (!page || !chunk.isDynamicEntry) continue;
    plan[page] = urls([...chunkFiles(manifest, key)].filter((file) => !application.has(file)));
  }
  return plan;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * Prepares the built client template for production: the stylesheets Vite links (only the font faces: every
 * other style comes with the page from styled-components) go inline, so the first paint waits for no second
 * request, and the Latin font file is preloaded so text is shown in its own face sooner. The module script
 * gets the prefetch plan (`data-prefetch`) from the build's manifest, when there is one.
 */
export async function optimiseTemplate(template: string, clientDir: string): Promise<string> {
  const links = [...template.matchAll(stylesheetLink)];
  let html = template;
  let preload = '';
  for (const [tag, href] of links) {
    const css = await readFile(path.join(clientDir, href!), 'utf8');
    html = html.replace(tag, () => `<style>${css.replaceAll('</', '<\\/')}</style>`);
    const font = latinFont.exec(css)?.[0];
    if (font && !preload) {
      preload = `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`;
    }
  }
  const manifest = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => null,
  );
  if (manifest) {
    const plan = escapeAttribute(JSON.stringify(prefetchPlan(manifest)));
    html = html.replace(/<script type="module"/, () => `<script type="module" data-prefetch='${plan}'`);
  }
  return preload ? html.replace('<!--app-head-->', () => `${preload}\n    <!--app-head-->`) : html;
}
