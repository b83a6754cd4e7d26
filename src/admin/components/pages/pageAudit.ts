/**
 * The page editor's accessibility check: axe-core, with the Storybook's rules, on the page as it would go live. It
 * runs in a frame of its own (`/admin/page-audit`, server/routes/pageAudit.ts): an opaque origin with scripts, so
 * axe sees the page laid out and styled as a visitor's browser draws it, while neither axe nor the page can act
 * with the staff session. The frame is out of sight, as wide as a desktop, and gone once the check is done.
 */

import { createContext } from 'react';

export const pageAuditPath = '/admin/page-audit';

/** One rule the page breaks: axe's id and words, how many elements, and the blocks they are in. */
export interface AuditViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: number;
  /** The blocks (their ids) the failing elements are in; null for one outside every block. */
  blockIds: (string | null)[];
}

export interface AuditResult {
  violations: AuditViolation[];
  /** How many rules applied to the page. */
  rules: number;
}

/** How long a check may take before it is given up (axe on a long page takes a second or two). */
const auditTimeoutMs = 30_000;

type FrameMessage =
  | { type: 'audit-ready' }
  | { type: 'audit-result'; id: number; violations: AuditViolation[]; rules: number }
  | { type: 'audit-failed'; id: number; message: string };

let nextId = 1;

/** Checks each drawn page (its HTML) in turn in one frame; the results in the same order. */
export function auditPages(pages: string[], blockIds: string[]): Promise<AuditResult[]> {
  const frame = document.createElement('iframe');
  frame.src = pageAuditPath;
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'Accessibility check';
  // In the window (a frame out of it is throttled by the browser) but unseen and untouchable, behind the admin.
  Object.assign(frame.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: '1280px',
    height: '900px',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  return new Promise<AuditResult[]>((resolve, reject) => {
    const results: AuditResult[] = [];
    let asked = -1;
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      outcome();
    };
    const ask = (index: number) => {
      asked = nextId++;
      frame.contentWindow?.postMessage({ type: 'audit', id: asked, html: pages[index], blockIds }, '*');
    };
    const onMessage = (event: MessageEvent<FrameMessage>) => {
      if (event.source !== frame.contentWindow || typeof event.data !== 'object' || event.data === null)
        return;
      const message = event.data;
      if (message.type === 'audit-ready') {
        if (pages.length === 0) finish(() => resolve([]));
        else ask(0);
        return;
      }
      if (message.id !== asked) return;
      if (message.type === 'audit-failed') {
        finish(() => reject(new Error(`the accessibility check failed: ${message.message}`)));
        return;
      }
      results.push({ violations: message.violations, rules: message.rules });
      // The runner stays (it listens on the frame's window): the next page takes the last one's place.
      if (results.length === pages.length) finish(() => resolve(results));
      else ask(results.length);
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error('the accessibility check took too long'))),
      auditTimeoutMs,
    );
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

/** What checks the drawn pages: the frame above; Storybook, which has no server, gives one of its own. */
export const PageAuditContext = createContext<typeof auditPages>(auditPages);
