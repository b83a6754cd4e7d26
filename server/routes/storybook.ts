import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { findSession, mustSetUpTwoFactor, sessionCookie } from '../auth/sessions';
import { isRunning, statusFileOf } from '../../scripts/storybookBuild.mjs';
import type { Database } from '../db/client';

/** Where the workbench is served; its files are addressed relative to it. */
export const storybookPrefix = '/admin/storybook';

/**
 * Storybook's manager and preview start with inline scripts and style themselves inline, and the manager
 * frames the preview. So this address gets a policy of its own: still nothing from other hosts.
 */
const storybookCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8">${head}<title>${title} | Novaweb</title></head>
<body>
${body}
</body>
</html>
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What `npm start`'s background build (scripts/storybookBuild.mjs) left beside the build: building, or failed. */
const buildStatus = z.union([
  z.object({ state: z.literal('building'), since: z.iso.datetime(), pid: z.number().int().positive() }),
  z.object({ state: z.literal('failed'), at: z.iso.datetime(), message: z.string() }),
]);

/** The answer where no build is there yet: being built (it reloads itself), failed (and why), or never made. */
async function notBuilt(dir: string): Promise<{ status: number; html: string; retryAfter?: number }> {
  const stored = await readFile(statusFileOf(dir), 'utf8').then(
    (text) => buildStatus.safeParse(JSON.parse(text)),
    () => null,
  );
  const status = stored?.success ? stored.data : null;
  // A build whose process is gone was stopped with the server that started it; the next npm start builds again.
  if (status?.state === 'building' && !isRunning(status.pid)) {
    return {
      status: 404,
      html: page(
        'Storybook not built',
        `<h1>Storybook has not been built</h1>
<p>The build that started at ${escapeHtml(status.since)} was stopped before it finished. <code>npm start</code> builds it again, or run <code>npm run build-storybook</code> on the server, then reload this page.</p>`,
      ),
    };
  }
  if (status?.state === 'building') {
    return {
      status: 503,
      retryAfter: 15,
      html: page(
        'Storybook is being built',
        `<h1>Storybook is being built</h1>
<p>The server started building it at ${escapeHtml(status.since)} (it takes a minute or two). This page reloads itself until it is there.</p>`,
        '<meta http-equiv="refresh" content="15">',
      ),
    };
  }
  if (status?.state === 'failed') {
    return {
      status: 404,
      html: page(
        'Storybook could not be built',
        `<h1>Storybook could not be built</h1>
<p>The build that started with the server failed at ${escapeHtml(status.at)}. Run <code>npm run build-storybook</code> on the server to see why, then reload this page.</p>
<pre>${escapeHtml(status.message)}</pre>`,
      ),
    };
  }
  return {
    status: 404,
    html: page(
      'Storybook not built',
      `<h1>Storybook has not been built</h1>
<p>Run <code>npm run build-storybook</code> on the server (<code>npm start</code> builds it by itself), then reload this page.</p>`,
    ),
  };
}

/** The path of a Referer header, or null when there is none or it cannot be read. */
function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/**
 * Stories answer their requests in the browser (MSW); none is meant to reach this server. One that slips past
 * (a story without a handler for it) would carry the staff member's session cookie, and a story's play function
 * may press Delete. So any API call made from a Storybook page is refused, on the site's root, before routing.
 */
export function refuseApiCallsFromStorybook(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/(api|functions)\//.test(request.url)) return;
    if (!refererPath(request.headers.referer)?.startsWith(`${storybookPrefix}/`)) return;
    return reply.code(403).send({ error: 'forbidden', message: 'Storybook pages never reach the real API' });
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * GET /admin/storybook/… — the static Storybook build (`npm run build-storybook`) for signed-in staff of
 * either role. Without a session the browser goes to the sign-in page; without a build, a page says that it is
 * being built (503, reloading itself), that its build failed, or how to make one (404). Never indexed, never cached by a shared cache, and under a CSP that lets Storybook run.
 */
export async function storybookRoutes(
  app: FastifyInstance,
  { database, dir }: { database: Database; dir: string },
) {
  // Helmet's site-wide headers are written first (onRequest); these replace them for this address only.
  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Content-Security-Policy', storybookCsp)
      .header('X-Frame-Options', 'SAMEORIGIN');
    // Staff only: a browser may keep the files but must ask again, and no shared cache may keep them.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-cache');
  });

  app.addHook('preHandler', async (request, reply) => {
    const session = await findSession(database.db, request.cookies[sessionCookie]);
    if (!session) return reply.header('Cache-Control', 'no-store').redirect('/admin/login', 302);
    // The settings require a second factor this account has not set up yet: that comes first.
    if (mustSetUpTwoFactor(session))
      return reply.header('Cache-Control', 'no-store').redirect('/admin/account', 302);
    if (!(await exists(path.join(dir, 'index.html')))) {
      const answer = await notBuilt(dir);
      if (answer.retryAfter) reply.header('Retry-After', String(answer.retryAfter));
      return reply
        .code(answer.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(answer.html);
    }
  });

  await app.register(fastifyStatic, {
    root: dir,
    // Without the trailing slash, so /admin/storybook is redirected to /admin/storybook/ (relative assets).
    prefix: storybookPrefix,
    redirect: true,
    decorateReply: false,
    cacheControl: false,
  });
}
