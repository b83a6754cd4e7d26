import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { findSession, mustSetUpTwoFactor, sessionCookie } from '../auth/sessions';
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

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Storybook not built | Novaweb</title></head>
<body>
<h1>Storybook has not been built</h1>
<p>Run <code>npm run build-storybook</code> on the server, then reload this page.</p>
</body>
</html>
`;

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
 * either role. Without a session the browser goes to the sign-in page; without a build, a 404 page says how to
 * make one. Never indexed, never cached by a shared cache, and under a CSP that lets Storybook run.
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
      return reply.code(404).type('text/html; charset=utf-8').send(notBuiltPage);
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
