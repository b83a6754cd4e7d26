import type { FastifyInstance } from 'fastify';
import { decodeStorable, isStorableValue } from '../shared/inputRules';

/**
 * The URL with every %-encoded unreserved character of its path written out (RFC 3986 §6.2.2.2: `/%61pi/x` is
 * `/api/x`), and the query as it came. The router decodes a path before matching it, so every check that reads
 * the path (this boundary, the Storybook's guard, the page handler) must see that same path, not the raw one.
 * Reserved characters (`%2F`, `%3F`…) stay encoded: decoding them would change what the path says.
 */
export function withUnreservedDecoded(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.includes('%')) return url;
  const decoded = pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
  return queryAt === -1 ? decoded : decoded + url.slice(queryAt);
}

/** A 400 the error handlers answer in their usual shape. */
function badInput(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * The one place where raw input is checked for what no route can handle: NUL characters and lone UTF-16
 * surrogates (in a URL, or in any key or string of a JSON body), and broken percent-encoding. Such a request
 * gets a 400 before a route runs, so nothing is stored half-way and no query fails on it. Page URLs are left
 * to the page handler, which answers them with the not-found page.
 */
export function registerInputBoundary(app: FastifyInstance, isPagePath: (pathname: string) => boolean) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (!isStorableValue(value)) {
        return done(badInput('The body holds characters that cannot be stored (NUL or a lone surrogate)'));
      }
      done(null, value);
    });
  });

  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPagePath(pathname)) return;
    if (decodeStorable(request.url.replaceAll('+', ' ')) === null) {
      throw badInput(
        'The address holds characters that cannot be read (NUL, a lone surrogate or bad %-encoding)',
      );
    }
  });
}
