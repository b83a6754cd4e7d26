import { createHash } from 'node:crypto';
import { contactPrefetchRulesText } from '../../shared/speculationRules';

/**
 * Speculation Rules (https://wicg.github.io/nav-speculation/speculation-rules.html), written into every public
 * page as an inline `<script type="speculationrules">` at the end of the body, allowed by its hash in the
 * Content Security Policy (server/security.ts), so no other inline script is. A link the visitor is about to
 * follow (a pointer resting on it, or pressed) is prerendered, so the next page shows at once when the click
 * lands: the language switch, the pricing links, every link between the public pages. Never the admin area,
 * the API or the form's endpoint, never feeds or files. Browsers that do not know the type ignore it.
 *
 * Inline rather than the `Speculation-Rules` header: the header costs every page a second request before its
 * first paint (~300 bytes here against a round trip; Lighthouse's mobile LCP fell ~100 ms without it).
 */
const notPages = ['/admin', '/admin/*', '/api/*', '/functions/*', '/assets/*', '/*.xml', '/*.txt', '/*.json'];

const publicPageLinks = {
  where: {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: notPages } },
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

const rulesText = JSON.stringify(speculationRules);

export const speculationRulesScript = `<script type="speculationrules">${rulesText}</script>`;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources that allow exactly these rules: the page's own, and the contact page's that the first file
 * adds once the page has settled (shared/speculationRules.ts).
 */
export const speculationRulesHashes = [hashSource(rulesText), hashSource(contactPrefetchRulesText)];
