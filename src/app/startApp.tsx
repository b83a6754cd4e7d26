import { hydrate } from '@tanstack/react-query';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserFetch } from '../api/client';
import { createQueryClient } from '../api/queryClient';
import { App } from './App';
import { appDataElementId, type AppData } from './appData';
import { followUnloadedPagesNatively } from './followUnloadedPages';
import { whenIdle } from '../runtime/idle';
import { loadAllPages, loadPage, type PageName } from './pages';

function readAppData(): AppData | null {
  const element = document.getElementById(appDataElementId);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as AppData) : null;
  } catch {
    return null;
  }
}

/**
 * Adds nothing to the page; its layout effect runs in the commit itself, after those of the whole tree, so
 * the hand-over of held actions follows hydration before any other event can reach the page.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Starts the application in `root`: hydrates the server's HTML of a public page (`page`, as the first file
 * found it: src/app/pages.ts), or renders the admin area into its empty shell (`page` null). Resolves once
 * the tree has committed and handles events.
 */
export async function startApp(root: HTMLElement, page: PageName | null): Promise<void> {
  // The page on screen renders without suspending, so hydration takes the server's HTML whole. A page that
  // cannot be loaded is rendered all the same: React keeps the server's HTML until it arrives.
  if (page) await loadPage(page).catch(() => undefined);
  const data = readAppData();
  const queryClient = createQueryClient();
  if (data) hydrate(queryClient, data.queryState);

  await new Promise<void>((resolve) => {
    const app = (
      <Committed onCommit={resolve}>
        <BrowserRouter>
          <App
            queryClient={queryClient}
            api={browserFetch}
            siteConfig={data?.siteConfig ?? { baseUrl: window.location.origin }}
          />
        </BrowserRouter>
      </Committed>
    );
    if (root.hasChildNodes()) {
      // As a transition, hydration is done in slices that yield to the browser: a tap during it (a mouse over the
      // page started it, or a first tap, and another follows) is answered between slices instead of after the
      // whole page.
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
      });
    } else {
      createRoot(root).render(app);
    }
  });
  // The other pages' chunks, so that the next click renders at once: first the block pages' (every call to action
  // leads to the contact page, one of them), then the rest once the browser has nothing else to do. A click before a page's chunk
  // has come is the browser's to follow.
  if (page) {
    followUnloadedPagesNatively(root);
    const loadTheRest = () => whenIdle(() => void loadAllPages().catch(() => undefined));
    loadPage('BlockPage').then(loadTheRest, loadTheRest);
  }
}
