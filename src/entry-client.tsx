import '@fontsource-variable/inter/wght.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserFetch } from './api/client';
import { createQueryClient } from './api/queryClient';
import { App } from './app/App';
import { appDataElementId, type AppData } from './app/appData';
import { listPendingLeads } from './features/contact/pendingLeads';

function readAppData(): AppData | null {
  const element = document.getElementById(appDataElementId);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as AppData) : null;
  } catch {
    return null;
  }
}

const data = readAppData();
const queryClient = createQueryClient();
if (data) hydrate(queryClient, data.queryState);

const root = document.getElementById('root')!;
const app = (
  <BrowserRouter>
    <App
      queryClient={queryClient}
      api={browserFetch}
      siteConfig={data?.siteConfig ?? { baseUrl: window.location.origin }}
    />
  </BrowserRouter>
);
// Public pages arrive rendered and are hydrated; the admin area arrives as an empty shell and renders here.
if (root.hasChildNodes()) {
  hydrateRoot(root, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
} else {
  createRoot(root).render(app);
}

// Leads the server has not confirmed yet (kept after a fallback or a lost connection) go out again.
const resendPending = () => {
  if (listPendingLeads().length === 0) return;
  void import('./features/contact/submitLead').then(({ resendPendingLeads }) => resendPendingLeads());
};
resendPending();
window.addEventListener('online', resendPending);

if (import.meta.env.DEV) {
  void import('./app/reportTimings').then(({ reportTimings }) => reportTimings());
}
