import { delay, http, HttpResponse } from 'msw';
import type { ImportProblem, ImportReport, TransferSection } from '../../shared/contentTransfer';

const none = { added: 0, changed: 0, skipped: 0 };

/** A staging site going live: two new posts and a landing page, the prices changed, everything else the same. */
export const stagingReportFixture: Omit<ImportReport, 'applied'> = {
  site: 'Novaweb (staging)',
  exportedAt: '2026-12-06T16:20:00.000Z',
  counts: {
    media: { added: 3, changed: 0, skipped: 9 },
    settings: { added: 0, changed: 0, skipped: 1 },
    siteParts: { added: 0, changed: 1, skipped: 1 },
    posts: { added: 2, changed: 1, skipped: 14 },
    pages: { added: 1, changed: 0, skipped: 11 },
    portfolio: { ...none, skipped: 6 },
    redirects: { added: 1, changed: 0, skipped: 3 },
  } satisfies Record<TransferSection, typeof none>,
  items: [
    { section: 'media', name: 'frisorsalong-fore.png', outcome: 'added' },
    { section: 'media', name: 'frisorsalong-efter.png', outcome: 'added' },
    { section: 'media', name: 'julkampanj-omslag.jpg', outcome: 'added' },
    { section: 'siteParts', name: 'prices', outcome: 'changed' },
    { section: 'posts', name: 'lokal-seo-for-frisorer-i-goteborg', outcome: 'added' },
    { section: 'posts', name: 'sa-mater-du-om-sajten-saljer', outcome: 'added' },
    { section: 'posts', name: 'vad-kostar-en-hemsida', outcome: 'changed' },
    { section: 'pages', name: '/kampanj/julerbjudande', outcome: 'added' },
    { section: 'redirects', name: '/jul', outcome: 'added' },
  ],
};

/** The same file again: the site holds all of it. */
export const nothingToDoReportFixture: Omit<ImportReport, 'applied'> = {
  ...stagingReportFixture,
  counts: Object.fromEntries(
    Object.entries(stagingReportFixture.counts).map(([section, counts]) => [
      section,
      { ...none, skipped: counts.added + counts.changed + counts.skipped },
    ]),
  ) as ImportReport['counts'],
  items: [],
};

/** A file with faults in three parts: refused whole. */
export const refusedImportFixture: ImportProblem[] = [
  { section: 'posts', name: 'utkast-utan-titel', field: 'titleSv', message: 'Title is required' },
  {
    section: 'pages',
    name: '/kampanj/julerbjudande',
    field: 'media',
    message: 'Names picture 41, which the file does not hold',
  },
  {
    section: 'redirects',
    name: 'jul',
    field: 'from',
    message: 'Start with / (for example /old-page or /en/old-page)',
  },
];

type Mode = 'report' | 'nothing' | 'refused' | 'down';
let mode: Mode = 'report';
/** What the stories sent: checks and imports, in order. */
export const transferCalls: { checks: number; imports: number } = { checks: 0, imports: 0 };

export function resetTransferMocks(next: Mode = 'report') {
  mode = next;
  transferCalls.checks = 0;
  transferCalls.imports = 0;
}

export const transferHandlers = {
  import: http.post('*/api/admin/import', async ({ request }) => {
    const check = new URL(request.url).searchParams.get('check') === '1';
    if (check) transferCalls.checks += 1;
    else transferCalls.imports += 1;
    await delay(check ? 300 : 500);
    if (mode === 'down') {
      return HttpResponse.json(
        { error: 'unavailable', message: 'The database is not answering. Try again in a moment.' },
        { status: 503 },
      );
    }
    if (mode === 'refused') {
      return HttpResponse.json(
        {
          error: 'validation',
          message: 'The file cannot be imported; nothing was changed',
          problems: refusedImportFixture,
        },
        { status: 400 },
      );
    }
    const report = mode === 'nothing' ? nothingToDoReportFixture : stagingReportFixture;
    return HttpResponse.json({ ...report, applied: !check } satisfies ImportReport);
  }),
};
