import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstFileLoaderScript } from './firstFileLoader';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;
const moduleScript = /<script type="module"(?: crossorigin)? src="(\/assets\/[^"]+\.js)"><\/script>/;

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
 * (src/runtime/hydrateOnIntent.ts): the application's start and each page's chunk (named as src/app/pages.ts
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
 * Prepares the built client template for production: a stylesheet Vite links (none today: every style comes
 * with the page from styled-components) goes inline, so the first paint waits for no second request, and the
 * module script becomes the loader, last in the body, that asks for it once the page has painted (server/firstFileLoader.ts),
 * carrying the prefetch plan (`data-prefetch`) from the build's manifest, when there is one.
 */
export async function optimiseTemplate(template: string, clientDir: string): Promise<string> {
  let html = template;
  for (const [tag, href] of [...template.matchAll(stylesheetLink)]) {
    const css = await readFile(path.join(clientDir, href!), 'utf8');
    html = html.replace(tag, () => `<style>${css.replaceAll('</', '<\\/')}</style>`);
  }
  const manifest = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => null,
  );
  const plan = manifest ? ` data-prefetch='${escapeAttribute(JSON.stringify(prefetchPlan(manifest)))}'` : '';
  // The build puts the module script in the head; the loader goes last in the body, where it sees the page.
  const src = moduleScript.exec(html)?.[1];
  if (!src) return html;
  return html
    .replace(moduleScript, '')
    .replace('</body>', () => `${firstFileLoaderScript(src, plan)}\n  </body>`);
}
