import { readFile } from 'node:fs/promises';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;
/**
 * The font file that covers Swedish and English text (src/styles/fonts.css; Fontsource's other files load only
 * for characters outside it).
 */
const latinFont = /\/assets\/inter-latin-1-wght-[\w-]+\.woff2/;

/**
 * Prepares the built client template for production: the stylesheets Vite links (only the font faces: every
 * other style comes with the page from styled-components) go inline, so the first paint waits for no second
 * request, and the Latin font file is preloaded so text is shown in its own face sooner.
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
  return preload ? html.replace('<!--app-head-->', () => `${preload}\n    <!--app-head-->`) : html;
}
