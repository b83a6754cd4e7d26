import type { FastifyInstance } from 'fastify';

/**
 * Speculation Rules (https://wicg.github.io/nav-speculation/speculation-rules.html), given to every public
 * page in a response header rather than an inline script, so the page's Content Security Policy stays as
 * strict as it is. A link the visitor is about to follow (a pointer resting on it, or pressed) is prerendered,
 * so the next page shows at once when the click lands: the language switch, the pricing links, every link
 * between the public pages. Never the admin area, the API or the form's endpoint, never feeds or files.
 * Browsers that do not know the header ignore it.
 */
export const speculationRulesPath = '/speculation-rules.json';
export const speculationRulesHeader = `"${speculationRulesPath}"`;

const notPages = ['/admin', '/admin/*', '/api/*', '/functions/*', '/assets/*', '/*.xml', '/*.txt', '/*.json'];

const publicPageLinks = {
  source: 'document',
  where: {
    and: [
      { href_matches: '/*' },
      ...notPages.map((pattern) => ({ not: { href_matches: pattern } })),
      { not: { selector_matches: '[rel~="nofollow"], [download], [target="_blank"]' } },
    ],
  },
  // On a pointer resting on a link (desktop) or a press (touch): not every link on the page.
  eagerness: 'moderate',
};

/**
 * Prerender where the browser can; where it cannot (memory saver, too many at once, a browser under
 * automation), the document is at least fetched ahead.
 */
export const speculationRules = { prerender: [publicPageLinks], prefetch: [publicPageLinks] };

export async function speculationRulesRoutes(app: FastifyInstance) {
  const body = JSON.stringify(speculationRules);
  app.get(speculationRulesPath, async (_request, reply) =>
    reply
      .type('application/speculationrules+json')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body),
  );
}
