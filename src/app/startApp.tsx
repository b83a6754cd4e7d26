import { hydrate } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserFetch } from '../api/client';
import { createQueryClient } from '../api/queryClient';
import { App } from './App';
import { appDataElementId, type AppData } from './appData';

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
 * Starts the application in `root`: hydrates the server's HTML of a public page, or renders the admin area
 * into its empty shell. Resolves once the tree has committed and handles events.
 */
export function startApp(root: HTMLElement): Promise<void> {
  const data = readAppData();
  const queryClient = createQueryClient();
  if (data) hydrate(queryClient, data.queryState);

  return new Promise((resolve) => {
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
      hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
    } else {
      createRoot(root).render(app);
    }
  });
}
