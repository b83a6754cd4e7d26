import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { toast } from 'sonner';
import { configure } from 'storybook/test';
import { pageScriptText } from '../shared/firstTap';
import {
  handlers,
  resetAdminReceived,
  resetPageMocks,
  resetPasskeyMocks,
  resetReceived,
  resetRedirectMocks,
  resetSavedReplyMocks,
  resetBackupMocks,
  resetWebhookMocks,
  resetExperimentMocks,
  resetTransferMocks,
} from '../mocks/handlers';
import { installEarlyControls } from '../src/runtime/earlyControls';
import { loadAllPages } from '../src/app/pages';
import { pendingLeadsKey } from '../src/features/contact/pendingLeads';
import { forgetAllKeptDrafts } from '../src/admin/keptDraft';
import { DocsPage } from '../src/test/docsPage';
import { brandTheme } from './brandTheme';
import { withApp, withPageAudit, withPasskeyDevice } from './decorators';
import { chromaticModes } from './modes';
import { viewports } from './viewports';

// The preview stands in for the page: what a page carries inline before any file (shared/firstTap.ts: a dropdown
// closing, the slider's picture) and what its first file installs (src/runtime/earlyControls.ts).
const pageScript = document.createElement('script');
pageScript.textContent = pageScriptText;
document.head.append(pageScript);
installEarlyControls();

// A story shows its content at rest: what the site fades in as it scrolls into view (RevealSection) is drawn at
// once, so a designer looking at a story, a Docs page or a picture never meets an empty band below the canvas's
// first screen (Blocks/Process › Timeline did). A story about that motion says so (`parameters.visual.motion`),
// and keeps it.
const atRest = document.createElement('style');
atRest.textContent =
  "html:not([data-story-motion]) [data-reveal='waiting'] { opacity: 1 !important; transform: none !important; }";
document.head.append(atRest);

// `findBy…` and `waitFor` give up after 1 s by default: on a loaded two-core CI machine mocked data can take
// longer to arrive, and a story that fails for that hides nothing but time. One place for every story.
configure({ asyncUtilTimeout: 10_000 });

/** Requests to the app's own back end that no handler answers fail the story; assets pass through. */
const backendPath = /^\/(api|functions)\//;

/**
 * MSW's worker is served next to the preview page (`mocks/public` is a static directory). Relative to
 * iframe.html, so the built Storybook also works below a path (the server shows it at /admin/storybook/); the
 * Vitest runner's pages live elsewhere and find it at the root.
 */
const workerUrl = window.location.pathname.endsWith('/iframe.html')
  ? 'mockServiceWorker.js'
  : '/mockServiceWorker.js';

const preview: Preview = {
  // Every component has a Docs page (src/test/docsPage.tsx says which kind).
  tags: ['autodocs'],
  loaders: [
    // Pages are chunks of their own (src/app/pages.ts); a story renders its page at once, as hydration does.
    () => loadAllPages().then(() => ({})),
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        serviceWorker: { url: workerUrl },
        onUnhandledRequest: (request, print) => {
          const url = new URL(request.url);
          if (backendPath.test(url.pathname) || url.hostname === 'api.emailjs.com') print.error();
        },
      });
      return worker;
    }),
  ],
  beforeEach: ({ parameters }) => {
    document.documentElement.toggleAttribute(
      'data-story-motion',
      (parameters.visual as { motion?: boolean } | undefined)?.motion === true,
    );
    // Toasts live in a module-level store: one story's toasts must not show up in the next.
    toast.dismiss();
    resetReceived();
    resetAdminReceived();
    resetRedirectMocks();
    resetSavedReplyMocks();
    resetBackupMocks();
    resetWebhookMocks();
    resetExperimentMocks();
    resetTransferMocks();
    resetPasskeyMocks();
    resetPageMocks();
    window.localStorage.removeItem(pendingLeadsKey);
    window.localStorage.removeItem('admin-auth');
    forgetAllKeptDrafts();
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  },
  decorators: [withPasskeyDevice, withPageAudit, withApp],
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
          { value: 'both', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sv' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // A block's Docs page is its guide, a whole app's (pages, admin) each story in its own frame, every other one
    // Storybook's own layout (src/test/docsPage.tsx).
    docs: { theme: brandTheme, page: DocsPage },
    viewport: { options: viewports },
    // Where Chromatic runs: four modes per story, and the local gate's colour threshold (playwright.visual.config.ts).
    chromatic: { modes: chromaticModes, diffThreshold: 0.03 },
    options: {
      // Storybook opens the first entry: the Introduction. Then a designer's order: the theme, the primitives,
      // the blocks pages are made of, the components they are drawn with, whole pages, the admin area (its
      // screens, then the parts they are made of), and the app's plumbing last (a test reads this order in
      // the built Storybook: tests/e2e/storybook.spec.ts). Within a group by name, A to Z, with the home page,
      // the dashboard and the UI kit first; a component's stories in the order its file exports them.
      // Self-contained: Storybook reads this function out of the file and runs it where nothing else is.
      storySort: (a, b) => {
        const groups = [
          'Introduction',
          'Visual changelog',
          'Foundations',
          'Primitives',
          'Blocks',
          'Components',
          'Pages',
          'Admin',
          'App',
        ];
        const pinned = new Map([
          ['Pages', ['Home']],
          ['Admin', ['Screens', 'Parts']],
          ['Admin/Screens', ['Dashboard']],
          ['Admin/Parts', ['UI kit']],
        ]);
        const left = a.title.split('/');
        const right = b.title.split('/');
        for (let level = 0; level < Math.min(left.length, right.length); level += 1) {
          const one = left[level] ?? '';
          const other = right[level] ?? '';
          if (one === other) continue;
          const first = level === 0 ? groups : (pinned.get(left.slice(0, level).join('/')) ?? []);
          // Each name's place among those that come first; every other name after them (-1: the last place).
          const last = first.length + 1;
          const places = ((first.indexOf(one) + last) % last) - ((first.indexOf(other) + last) % last);
          return places || one.localeCompare(other, 'en', { sensitivity: 'base', numeric: true });
        }
        // A component before the group of its own parts (Nav, then Nav/Mobile drawer); one component's
        // entries as its file has them.
        return left.length - right.length;
      },
    },
  },
};

export default preview;
