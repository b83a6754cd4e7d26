import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { RenderRequest, RenderResult } from '../src/entry-server';
import { speculationRulesScript } from './routes/speculationRules';
import { optimiseTemplate } from './template';

/** The SSR entry's exports (src/entry-server.tsx), loaded from the build, from Vite, or by a test. */
export interface SsrEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  renderError(url: string): RenderResult;
}

export interface Renderer {
  /** Renders a full HTML document for a URL. */
  render(url: string, request: Omit<RenderRequest, 'url'>): Promise<{ status: number; html: string }>;
  /** The document with an empty root, for the client-rendered admin area. */
  shell(url: string, head: string): Promise<string>;
  close(): Promise<void>;
}

/** Puts a render result into the HTML template. Replacement functions keep '$' in content literal. */
export function fillTemplate(template: string, result: RenderResult): string {
  return template
    .replace('<html lang="sv">', () => `<html lang="${result.lang}">`)
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.html)
    .replace('<!--app-data-->', () => result.data);
}

function rendererFrom(
  loadTemplate: (url: string) => Promise<string>,
  loadEntry: () => Promise<SsrEntry>,
  onError?: (error: unknown) => void,
  close: () => Promise<void> = async () => undefined,
): Renderer {
  return {
    async render(url, request) {
      const [template, entry] = await Promise.all([loadTemplate(url), loadEntry()]);
      let result: RenderResult;
      try {
        result = await entry.render({ url, ...request });
      } catch (error) {
        onError?.(error);
        result = entry.renderError(url);
      }
      // Public pages only: the admin shell below is not a page to speculate from.
      const data = result.data + speculationRulesScript;
      return { status: result.status, html: fillTemplate(template, { ...result, data }) };
    },
    async shell(url, head) {
      return fillTemplate(await loadTemplate(url), { status: 200, lang: 'en', head, html: '', data: '' });
    },
    close,
  };
}

/** Production: the built client template and the built SSR bundle. */
export async function createProductionRenderer(
  distDir: string,
  onError?: (error: unknown) => void,
): Promise<Renderer> {
  const clientDir = path.join(distDir, 'client');
  const template = await optimiseTemplate(
    await readFile(path.join(clientDir, 'index.html'), 'utf8'),
    clientDir,
  );
  const entry = (await import(
    pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href
  )) as SsrEntry;
  return rendererFrom(
    async () => template,
    async () => entry,
    onError,
  );
}

/** Development: Vite in middleware mode, with hot reload and fresh modules on every request. */
export async function createDevRenderer(app: FastifyInstance, root: string): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(vite.middlewares);
  const rawTemplate = path.join(root, 'index.html');
  return rendererFrom(
    async (url) => vite.transformIndexHtml(url, await readFile(rawTemplate, 'utf8')),
    async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry,
    (error) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
    },
    () => vite.close(),
  );
}

/** Tests: a template and an entry the test loads itself (through Vitest's transform). */
export function createStaticRenderer(
  template: string,
  loadEntry: () => Promise<SsrEntry>,
  onError?: (error: unknown) => void,
): Renderer {
  return rendererFrom(async () => template, loadEntry, onError);
}
