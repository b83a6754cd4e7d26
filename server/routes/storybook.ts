import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  findSession,
  isStorybookPass,
  mustSetUpTwoFactor,
  sessionCookie,
  storybookPass,
} from '../auth/sessions';
import { isRunning, statusFileOf } from '../../scripts/storybookBuild.mjs';
import type { Database } from '../db/client';

/** Where the workbench is served; its files are addressed relative to it. */
export const storybookPrefix = '/admin/storybook';

/**
 * Storybook's manager and preview start with inline scripts and style themselves inline, and the manager
 * frames the preview. So this address gets a policy of its own: still nothing from other hosts.
 */
const storybookCsp = [
  // An opaque origin (no allow-same-origin): what runs here is never the site, so it carries no staff session.
  'sandbox allow-scripts allow-popups allow-forms allow-modals allow-downloads',
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
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

/** Where a pass's files are addressed: `/admin/storybook/~<pass>/…`, so that every relative address keeps it. */
const passMarker = '~';

/**
 * GET /admin/storybook/… — the static Storybook build (`npm run build-storybook`) for signed-in staff of either
 * role, in an opaque origin: its scripts never act with a staff session.
 *
 * 1. `/admin/storybook/<file>` with a session: redirected to `/admin/storybook/~<pass>/<file>`, the pass made from
 *    the session (server/auth/sessions.ts, storybookPass). Without one: the sign-in page; with a second factor
 *    the settings require and not set up yet: the account page.
 * 2. `/admin/storybook/~<pass>/<file>`: the file, if the pass's session is live. Every answer carries a CSP
 *    `sandbox` without `allow-same-origin`, so the browser gives the manager and the preview an opaque origin:
 *    they send no cookie (the session's is SameSite=Strict, and they are no site), cannot read the site's
 *    storage, and cannot read any API answer (no API answers an opaque origin). The pass in the address is what
 *    lets their own files load without the cookie; it opens nothing else.
 * 3. Without a build, a page says that it is being built (503, reloading itself), that its build failed, or how
 *    to make one (404).
 * Never indexed, never kept by a shared cache, and nothing from other hosts.
 */
export async function storybookRoutes(
  app: FastifyInstance,
  { database, dir }: { database: Database; dir: string },
) {
  await app.register(fastifyStatic, { root: dir, serve: false, cacheControl: false });

  // Helmet's site-wide headers are written first (onRequest); these replace them for this address only.
  app.addHook('onSend', async (request, reply) => {
    const preview = /\/iframe\.html$/.test(request.url.split('?')[0] ?? '');
    reply
      .header('X-Robots-Tag', 'noindex, nofollow')
      // The manager, in its opaque origin, frames the preview: no frame-ancestors source can name that origin.
      .header('Content-Security-Policy', preview ? storybookCsp : `${storybookCsp}; frame-ancestors 'none'`)
      // Module scripts from an opaque origin are fetched with CORS, and its images and fonts are another
      // origin's loads: the pass in the address is their key.
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (preview) reply.removeHeader('X-Frame-Options');
    else reply.header('X-Frame-Options', 'DENY');
    // Staff only: a browser may keep the files but must ask again, and no shared cache may keep them.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-cache');
  });

  /** The build's status page where there is no build; null once it is there. */
  const whenNotBuilt = async (reply: FastifyReply) => {
    if (await exists(path.join(dir, 'index.html'))) return null;
    const answer = await notBuilt(dir);
    if (answer.retryAfter) reply.header('Retry-After', String(answer.retryAfter));
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(answer.html);
  };

  /** A request without a live pass: to the same file under a new pass, or to sign in first. */
  const sendForPass = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const token = request.cookies[sessionCookie];
    const session = await findSession(database.db, token);
    reply.header('Cache-Control', 'no-store');
    if (!session || !token) return reply.redirect('/admin/login', 302);
    // The settings require a second factor this account has not set up yet: that comes first.
    if (mustSetUpTwoFactor(session)) return reply.redirect('/admin/account', 302);
    const notBuiltYet = await whenNotBuilt(reply);
    if (notBuiltYet) return notBuiltYet;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const pass = storybookPass(session.id, token);
    // The router decoded the file's path: encoded again, so any name makes a valid Location.
    const encoded = file.split('/').map(encodeURIComponent).join('/');
    return reply.redirect(`${storybookPrefix}/${passMarker}${pass}/${encoded}${query}`, 302);
  };

  // Relative asset addresses need the slash: the bare path is redirected to it.
  app.get(storybookPrefix, async (request, reply) =>
    (await findSession(database.db, request.cookies[sessionCookie]))
      ? reply.redirect(`${storybookPrefix}/`, 301)
      : reply.header('Cache-Control', 'no-store').redirect('/admin/login', 302),
  );

  app.get(`${storybookPrefix}/*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (!rest.startsWith(passMarker)) return sendForPass(request, reply, rest);
    const slash = rest.indexOf('/');
    const pass = rest.slice(passMarker.length, slash === -1 ? undefined : slash);
    const file = slash === -1 ? '' : rest.slice(slash + 1);
    if (!(await isStorybookPass(database.db, pass))) return sendForPass(request, reply, file);
    if (slash === -1) return reply.redirect(`${storybookPrefix}/${rest}/`, 301);
    const notBuiltYet = await whenNotBuilt(reply);
    if (notBuiltYet) return notBuiltYet;
    return reply.sendFile(file === '' || file.endsWith('/') ? `${file}index.html` : file);
  });
}
