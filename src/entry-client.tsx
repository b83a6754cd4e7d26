import '@fontsource-variable/inter/wght.css';
import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
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

hydrateRoot(
  document.getElementById('root')!,
  <BrowserRouter>
    <App
      queryClient={queryClient}
      api={browserFetch}
      siteConfig={data?.siteConfig ?? { baseUrl: window.location.origin }}
    />
  </BrowserRouter>,
  {
    onRecoverableError: (error) => console.error('Hydration error:', error),
  },
);

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
