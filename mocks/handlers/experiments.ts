import { delay, http, HttpResponse } from 'msw';
import {
  experimentInput,
  variantChanges,
  type ExperimentInput,
  type ExperimentResults,
} from '../../shared/experiments';
import { pageBlock, type Block } from '../../shared/blocks/registry';
import { documentFieldErrors } from '../../shared/pages';
import { fixedPageSources } from '../fixtures/pages';

// Results as the server computes them (server/experiments/results.ts) for the daily counts each describes.

/** Nine days on the home hero, the contact form as the goal: B ahead, not yet significant. */
export const runningExperimentFixture: ExperimentResults = {
  id: 4,
  pageId: 1,
  path: {
    sv: '/',
    en: '/en',
  },
  goal: 'contact',
  goalPath: null,
  split: [50, 50],
  blockIds: ['hero'],
  blockTypes: ['hero'],
  status: 'running',
  promoted: null,
  startedAt: '2026-11-27T08:00:00.000Z',
  stoppedAt: null,
  days: 9,
  variants: [
    {
      index: 0,
      name: 'A',
      share: 50,
      visitors: 2313,
      conversions: 54,
      rate: 0.023346303501945526,
      interval: [0.017937395945958973, 0.03033585054438269],
      vitals: [],
    },
    {
      index: 1,
      name: 'B',
      share: 50,
      visitors: 2286,
      conversions: 81,
      rate: 0.03543307086614173,
      interval: [0.028600336688216856, 0.04382452844026465],
      vitals: [],
      comparison: {
        difference: 0.012086767364196206,
        interval: [-0.00326055144275301, 0.02743408617114542],
        pValue: 0.21197630045163,
        probabilityBetter: 0.9850770796421146,
        significant: false,
      },
    },
  ],
  sampleRatio: {
    pValue: 0.6905295264793099,
    mismatch: false,
  },
  winner: null,
};

/**
 * Three weeks on the web-design page with B and C: B beats the page at the error rate, C does not; B's LCP is
 * slower than the page's (the visitors who accepted measurement).
 */
export const winningExperimentFixture: ExperimentResults = {
  id: 3,
  pageId: 9,
  path: {
    sv: '/services/web-design',
    en: '/en/services/web-design',
  },
  goal: 'cta',
  goalPath: null,
  split: [34, 33, 33],
  blockIds: ['pricing', 'closing-cta'],
  blockTypes: ['pricing', 'closingCta'],
  status: 'running',
  promoted: null,
  startedAt: '2026-11-10T07:30:00.000Z',
  stoppedAt: null,
  days: 24,
  variants: [
    {
      index: 0,
      name: 'A',
      share: 34,
      visitors: 5040,
      conversions: 216,
      rate: 0.04285714285714286,
      interval: [0.03760504796088629, 0.04880557029090124],
      vitals: [
        { metric: 'LCP', p75: 2140, count: 412, slower: false },
        { metric: 'INP', p75: 120, count: 388, slower: false },
        { metric: 'CLS', p75: 0.02, count: 412, slower: false },
      ],
    },
    {
      index: 1,
      name: 'B',
      share: 33,
      visitors: 4896,
      conversions: 408,
      rate: 0.08333333333333333,
      interval: [0.07591433294705746, 0.09140566418158752],
      vitals: [
        { metric: 'LCP', p75: 2960, count: 398, slower: true },
        { metric: 'INP', p75: 128, count: 371, slower: false },
        { metric: 'CLS', p75: 0.03, count: 398, slower: false },
      ],
      comparison: {
        difference: 0.04047619047619047,
        interval: [0.024189876129690074, 0.056762504822690865],
        pValue: 1.7732171132610225e-12,
        probabilityBetter: 0.9999999999999593,
        significant: true,
      },
    },
    {
      index: 2,
      name: 'C',
      share: 33,
      visitors: 4944,
      conversions: 240,
      rate: 0.04854368932038835,
      interval: [0.042895681567242175, 0.05489271016833629],
      vitals: [
        { metric: 'LCP', p75: 2080, count: 405, slower: false },
        { metric: 'INP', p75: 116, count: 380, slower: false },
        { metric: 'CLS', p75: 0.01, count: 405, slower: false },
      ],
      comparison: {
        difference: 0.005686546463245491,
        interval: [-0.0081207871333745, 0.019493880059865482],
        pValue: 1,
        probabilityBetter: 0.8952277461480007,
        significant: false,
      },
    },
  ],
  sampleRatio: {
    pValue: 0.8415557483170641,
    mismatch: false,
  },
  winner: 1,
};

/** The about page with more visitors in A than the 50/50 split allows: the experiment is broken. */
export const mismatchedExperimentFixture: ExperimentResults = {
  id: 2,
  pageId: 2,
  path: {
    sv: '/about',
    en: '/en/about',
  },
  goal: 'page',
  goalPath: '/contact',
  split: [50, 50],
  blockIds: ['story'],
  blockTypes: ['story'],
  status: 'running',
  promoted: null,
  startedAt: '2026-11-30T10:00:00.000Z',
  stoppedAt: null,
  days: 6,
  variants: [
    {
      index: 0,
      name: 'A',
      share: 50,
      visitors: 3048,
      conversions: 84,
      rate: 0.027559055118110236,
      interval: [0.02231531102643393, 0.03399215485585271],
      vitals: [],
    },
    {
      index: 1,
      name: 'B',
      share: 50,
      visitors: 2610,
      conversions: 90,
      rate: 0.034482758620689655,
      interval: [0.028138505015101907, 0.04219531657162861],
      vitals: [],
      comparison: {
        difference: 0.006923703502579419,
        interval: [-0.007297476650434438, 0.021144883655593277],
        pValue: 0.9511204004719104,
        probabilityBetter: 0.9119497119834876,
        significant: false,
      },
    },
  ],
  sampleRatio: {
    pValue: 5.7819815602044855e-9,
    mismatch: true,
  },
  winner: null,
};

/** Stopped in October with B made the page. */
export const promotedExperimentFixture: ExperimentResults = {
  id: 1,
  pageId: 3,
  path: {
    sv: '/portfolio',
    en: '/en/portfolio',
  },
  goal: 'contact',
  goalPath: null,
  split: [50, 50],
  blockIds: ['page-head'],
  blockTypes: ['pageHead'],
  status: 'stopped',
  promoted: 1,
  startedAt: '2026-10-01T08:00:00.000Z',
  stoppedAt: '2026-10-29T16:20:00.000Z',
  days: 28,
  variants: [
    {
      index: 0,
      name: 'A',
      share: 50,
      visitors: 5040,
      conversions: 112,
      rate: 0.022222222222222223,
      interval: [0.01850185974497663, 0.026670348914009642],
      vitals: [],
    },
    {
      index: 1,
      name: 'B',
      share: 50,
      visitors: 5096,
      conversions: 224,
      rate: 0.04395604395604396,
      interval: [0.038662845786004936, 0.049936272925653925],
      vitals: [],
      comparison: {
        difference: 0.021733821733821736,
        interval: [0.010978082916706829, 0.032489560550936644],
        pValue: 1.6575275483509547e-7,
        probabilityBetter: 0.9999999962846465,
        significant: true,
      },
    },
  ],
  sampleRatio: {
    pValue: 0.5780533553121312,
    mismatch: false,
  },
  winner: 1,
};

/** Started this morning on the contact page: no visitors yet. */
export const freshExperimentFixture: ExperimentResults = {
  id: 5,
  pageId: 8,
  path: {
    sv: '/contact',
    en: '/en/contact',
  },
  goal: 'contact',
  goalPath: null,
  split: [50, 50],
  blockIds: ['contact-form'],
  blockTypes: ['contactForm'],
  status: 'running',
  promoted: null,
  startedAt: '2026-12-07T07:55:00.000Z',
  stoppedAt: null,
  days: 0,
  variants: [
    {
      index: 0,
      name: 'A',
      share: 50,
      visitors: 0,
      conversions: 0,
      rate: 0,
      interval: [0, 1],
      vitals: [],
    },
    {
      index: 1,
      name: 'B',
      share: 50,
      visitors: 0,
      conversions: 0,
      rate: 0,
      interval: [0, 1],
      vitals: [],
      comparison: {
        difference: 0,
        interval: [-1, 1],
        pValue: 1,
        probabilityBetter: 0.5,
        significant: false,
      },
    },
  ],
  sampleRatio: {
    pValue: 1,
    mismatch: false,
  },
  winner: null,
};

/** The list as Admin → Experiments opens it: the newest first. */
export const experimentsFixture: ExperimentResults[] = [
  freshExperimentFixture,
  runningExperimentFixture,
  winningExperimentFixture,
  mismatchedExperimentFixture,
  promotedExperimentFixture,
];

let experiments: ExperimentResults[] = structuredClone(experimentsFixture);
/** What the stories asked of the server. */
export const experimentCalls: {
  started: ExperimentInput[];
  stopped: number[];
  promoted: { id: number; variant: number }[];
} = {
  started: [],
  stopped: [],
  promoted: [],
};

export function resetExperimentMocks(list: ExperimentResults[] = experimentsFixture) {
  experiments = structuredClone(list);
  experimentCalls.started.length = 0;
  experimentCalls.stopped.length = 0;
  experimentCalls.promoted.length = 0;
}

const notFound = () =>
  HttpResponse.json({ error: 'not_found', message: 'No such experiment' }, { status: 404 });

const stopped = (experiment: ExperimentResults, promoted: number | null): ExperimentResults => ({
  ...experiment,
  status: 'stopped',
  stoppedAt: experiment.stoppedAt ?? '2026-12-07T09:30:00.000Z',
  promoted,
});

/** A new experiment's results: no visitors yet. */
const started = (
  id: number,
  input: ExperimentInput,
  blockIds: string[],
  control: Block[],
): ExperimentResults => {
  const page = fixedPageSources.find((source) => source.id === input.pageId)!;
  const split = input.split ?? [50, 50];
  return {
    ...freshExperimentFixture,
    id,
    pageId: page.id,
    path: page.path,
    goal: input.goal,
    goalPath: input.goalPath ?? null,
    split,
    blockIds,
    blockTypes: blockIds.map((id) => control.find((block) => block.id === id)?.type ?? null),
    startedAt: '2026-12-07T10:00:00.000Z',
    variants: split.map((share, index) => ({
      ...freshExperimentFixture.variants[Math.min(index, 1)]!,
      index,
      name: (['A', 'B', 'C'] as const)[index]!,
      share,
    })),
  };
};

export const experimentHandlers = {
  /**
   * Starts one as the server does: the input checked by the same schema and the same comparison with the page's
   * blocks (the seed's fixed pages), one running experiment per page, the measurement mode taken to be server-only.
   */
  start: http.post('*/api/admin/experiments', async ({ request }) => {
    await delay(50);
    const body = (await request.json()) as ExperimentInput;
    experimentCalls.started.push(body);
    const parsed = experimentInput.safeParse(body);
    if (!parsed.success)
      return HttpResponse.json(
        { error: 'validation', fields: documentFieldErrors(parsed.error) },
        { status: 400 },
      );
    const page = fixedPageSources.find((source) => source.id === parsed.data.pageId);
    if (!page)
      return HttpResponse.json(
        { error: 'validation', fields: { pageId: 'No page with this id' } },
        { status: 400 },
      );
    // The page's blocks as the server reads them (parsed, defaults filled in), as the variants are.
    const control = page.blocks.map((block) => pageBlock.parse(block));
    const { blockIds, fields } = variantChanges(control, parsed.data.variants);
    if (Object.keys(fields).length > 0)
      return HttpResponse.json({ error: 'validation', fields }, { status: 400 });
    const other = experiments.find((one) => one.pageId === page.id && one.status === 'running');
    if (other)
      return HttpResponse.json(
        {
          error: 'conflict',
          message: `This page already runs experiment ${other.id} (on ${other.blockIds.join(', ')}): stop it before starting another`,
          experimentId: other.id,
        },
        { status: 409 },
      );
    const id = Math.max(0, ...experiments.map((one) => one.id)) + 1;
    experiments = [started(id, body, blockIds, control), ...experiments];
    return HttpResponse.json({ id }, { status: 201 });
  }),
  list: http.get('*/api/admin/experiments', () => HttpResponse.json(experiments)),
  listLoading: http.get('*/api/admin/experiments', async () => {
    await delay('infinite');
    return HttpResponse.json(experiments);
  }),
  listFails: http.get('*/api/admin/experiments', () =>
    HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 500 }),
  ),
  stop: http.post('*/api/admin/experiments/:id/stop', async ({ params }) => {
    await delay(50);
    const experiment = experiments.find(({ id }) => id === Number(params.id));
    if (!experiment) return notFound();
    experimentCalls.stopped.push(experiment.id);
    if (experiment.status === 'stopped')
      return HttpResponse.json(
        { error: 'conflict', message: 'This experiment has already stopped' },
        { status: 409 },
      );
    const after = stopped(experiment, null);
    experiments = experiments.map((one) => (one.id === after.id ? after : one));
    return HttpResponse.json(after);
  }),
  promote: http.post('*/api/admin/experiments/:id/promote', async ({ params, request }) => {
    await delay(50);
    const experiment = experiments.find(({ id }) => id === Number(params.id));
    if (!experiment) return notFound();
    const { variant } = (await request.json()) as { variant: number };
    experimentCalls.promoted.push({ id: experiment.id, variant });
    if (experiment.promoted !== null)
      return HttpResponse.json(
        { error: 'conflict', message: 'A variant of this experiment has already been made the page' },
        { status: 409 },
      );
    const after = stopped(experiment, variant);
    experiments = experiments.map((one) => (one.id === after.id ? after : one));
    return HttpResponse.json(after);
  }),
};
