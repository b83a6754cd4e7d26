import type { FastifyInstance } from 'fastify';
import { decodeStorable, isStorableValue } from '../shared/inputRules';

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
