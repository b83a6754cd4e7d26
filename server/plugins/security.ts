import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import zlib from 'node:zlib';
import { canonicalPath } from '../../shared/paths';
import { keepProtectedAccountsTheirOwn } from '../auth/protectedAccounts';
import { registerInputBoundary } from '../boundary';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerRedirects } from '../routes/redirects';
import { refuseApiCallsFromStorybook } from '../routes/storybook';
import { builtConnectSources, registerSecurityHeaders } from '../security';

export interface SecurityOptions {
  config: Config;
  database: Database;
  isPagePath: (pathname: string) => boolean;
  /** The production build's client folder, whose files name the hosts the CSP allows; none in development. */
  clientDir: string | null;
}

/**
 * What every request passes before a route: the security headers and CSP, compression, one error shape with no
 * internals, staff's redirects and the one canonical address of each page, the input boundary (NUL, lone
 * surrogates, bad %-encoding), the Storybook kept from the real API, and the protected accounts. Registered
 * first, so every route after it gets its parsers, its error handler and its hooks.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config, database, isPagePath, clientDir }: SecurityOptions) => {
    await registerSecurityHeaders(app, config, clientDir ? await builtConnectSources(clientDir) : []);
    await app.register(compress, {
      global: true,
      threshold: 1024,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });

    // A stable error shape, with no internals in the answer.
    app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      // The client went away mid-answer (the page editor drops a preview it no longer needs): nobody to answer.
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
        request.log.info({ url: request.url }, 'the client left before the answer was sent');
        return;
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      // JSON whatever the route had begun to answer (an HTML page, say).
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send({
          error: status >= 500 ? 'internal' : 'bad_request',
          message: status >= 500 ? 'Internal server error' : error.message,
        });
    });

    // Staff's redirects first (matched on the canonical path, so /sv/old/ goes to its target in one step).
    registerRedirects(app, database.db, isPagePath);
    // /sv and /sv/… move to the unprefixed Swedish path; a trailing slash is dropped. One canonical per page.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const [pathname = '/', search = ''] = request.url.split(/(?=\?)/);
      if (!isPagePath(pathname)) return;
      const target = canonicalPath(pathname);
      if (target !== null) return reply.redirect(target + search, 301);
    });

    registerInputBoundary(app, isPagePath);
    refuseApiCallsFromStorybook(app);
    // Before any route is registered: it holds every route at a user's address, present and future.
    keepProtectedAccountsTheirOwn(app, database.db);
    await app.register(cookie);

    // The site's own pictures (public/images) may be drawn by another origin: the Storybook staff browse runs in
    // an opaque one and shows them (server/routes/storybook.ts). They are public files; nothing else changes.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/images/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  },
  { name: 'security' },
);

/** The production build's client folder (the CSP's hosts), or null when pages are not from the build. */
export const clientDirOf = (root: string, renderer: unknown) =>
  renderer === 'production' ? path.join(root, 'dist', 'client') : null;
