import './styles/fonts.css';
import { installEarlyControls } from './app/earlyControls';
import { hydrateOnIntent } from './app/hydrateOnIntent';
import { listPendingLeads } from './features/contact/pendingLeads';

// The controls a first tap reaches answer before the application: native HTML, and this for the rest.
installEarlyControls();

// All a public page loads up front is this file: the application is fetched and hydrated on the first sign
// of intent (src/app/hydrateOnIntent.ts). The admin area arrives as an empty shell and starts at once.
hydrateOnIntent(document.getElementById('root')!, () =>
  import('./app/startApp').then(({ startApp }) => startApp(document.getElementById('root')!)),
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
