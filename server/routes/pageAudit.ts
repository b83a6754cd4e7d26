import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** Where the page editor's accessibility check runs: a frame of its own, with axe-core and a runner. */
export const pageAuditPath = '/admin/page-audit';

/**
 * The frame's policy: an opaque origin (`sandbox allow-scripts`, no `allow-same-origin`), so the page drawn in it
 * and axe run without the staff session, the site's storage or any API; its own two scripts only; the page's
 * inline styles and the site's own pictures; framed by the admin alone.
 */
const auditCsp = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const frameDocument = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Accessibility check</title>
<script src="${pageAuditPath}/axe.js"></script>
<script src="${pageAuditPath}/runner.js"></script>
</head>
<body></body>
</html>
`;

/**
 * The runner: the editor sends `{ type: 'audit', id, html, blockIds }`; the page's document takes the frame's place
 * (parsed, so none of its scripts run), axe checks it with its default rules (the Storybook's), and each violation
 * goes back with the blocks its elements are in (a block's section carries the block's id).
 */
const runner = `'use strict';
(() => {
  const parent = window.parent;
  const blockOf = (element, blocks) => {
    for (let node = element; node; node = node.parentElement) if (node.id && blocks.has(node.id)) return node.id;
    return null;
  };
  // Its styles are in the page (inline): a moment for layout. Not animation frames, which a frame out of sight
  // may never get.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  window.addEventListener('message', async (event) => {
    if (event.source !== parent || !event.data || event.data.type !== 'audit') return;
    const { id, html, blockIds } = event.data;
    try {
      const drawn = new DOMParser().parseFromString(String(html), 'text/html');
      document.replaceChild(document.adoptNode(drawn.documentElement), document.documentElement);
      await settle();
      const blocks = new Set(Array.isArray(blockIds) ? blockIds : []);
      const results = await axe.run(document, { resultTypes: ['violations'] });
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact || null,
        help: violation.help,
        nodes: violation.nodes.length,
        blockIds: [
          ...new Set(
            violation.nodes.map((node) => {
              const selector = node.target && node.target[0];
              const element = typeof selector === 'string' ? document.querySelector(selector) : null;
              return element ? blockOf(element, blocks) : null;
            }),
          ),
        ],
      }));
      parent.postMessage({ type: 'audit-result', id, violations, rules: results.passes.length + violations.length }, '*');
    } catch (error) {
      parent.postMessage({ type: 'audit-failed', id, message: String(error && error.message || error) }, '*');
    }
  });
  parent.postMessage({ type: 'audit-ready' }, '*');
})();
`;

/**
 * GET /admin/page-audit (the frame), …/axe.js (axe-core, the version the Storybook's checks use) and …/runner.js:
 * the page editor's accessibility check (src/admin/components/pages/pageAudit.ts). Public files, no data: the
 * frame gets the page to check from the editor, by message.
 */
export async function pageAuditRoutes(app: FastifyInstance) {
  // Read when first asked for (a check in the editor), not at every start of the server.
  let axeSource: Promise<string> | undefined;
  const axe = () =>
    (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] !== pageAuditPath) return;
    reply.header('Content-Security-Policy', auditCsp).header('X-Frame-Options', 'SAMEORIGIN');
  });
  const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-cache' };
  app.get(pageAuditPath, async (_request, reply) =>
    reply.headers(headers).type('text/html; charset=utf-8').send(frameDocument),
  );
  // Fetched by a document of an opaque origin: its scripts are another origin's loads.
  const script = (source: () => string | Promise<string>) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .headers({ ...headers, 'Cross-Origin-Resource-Policy': 'cross-origin' })
      .type('text/javascript; charset=utf-8')
      .send(await source());
  app.get(`${pageAuditPath}/axe.js`, script(axe));
  app.get(
    `${pageAuditPath}/runner.js`,
    script(() => runner),
  );
}
