import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { brokenWords } from './brokenWords';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/**
 * Every story of the static build, read when the tests are collected (the runner builds Storybook first). Each
 * is rendered once (a page story once per width), its play function runs, axe checks what it drew, and its
 * picture is compared with the baseline: one pass for what were two layers (issue #60). A story tagged
 * 'no-screenshot' draws nothing of its own (behaviour in the document head) or the same picture as another
 * story: it gets every check but the picture, so one baseline per picture is kept.
 */
const stories = Object.values(
  (JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'story');

/** Viewports the stories name through `globals.viewport`; the rest render at desktop width. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile375: { width: 375, height: 812 },
  desktop1280: { width: 1280, height: 900 },
};
const desktop = viewports.desktop1280!;
const heightFor = (width: number) => (width < 768 ? 812 : 900);

/** Every story's clock reads the same moment, so "today", years and relative dates never drift. */
const fixedNow = new Date('2026-03-16T10:00:00+01:00');

interface PreviewRender {
  id: string;
  phase?: string;
  __seenByVisualTest?: boolean;
}
/** How a story's last render ended, as Storybook's `storyFinished` event tells it (see `listenForOutcomes`). */
interface StoryOutcome {
  status: 'success' | 'error';
  /** What failed it: the play function's exception, errors it left unhandled, each axe violation. */
  problems: string[];
}
type PreviewWindow = Window & {
  __storyOutcomes?: Record<string, StoryOutcome>;
  __STORYBOOK_PREVIEW__?: {
    currentRender?: PreviewRender;
    channel: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: never) => void) => void;
    };
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { visual?: { maxDiffPixels?: number; motion?: boolean } };
      }>;
    };
  };
};

/** Errors the preview did not handle while the current test's story was shown: one fails it, as in a Vitest run. */
const pageErrors: string[] = [];

/**
 * One Storybook preview per worker: loading the preview bundle and starting MSW once, then switching
 * stories through Storybook's channel, the way the Storybook UI does, keeps a run to a few minutes.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: desktop });
      await page.clock.setFixedTime(fixedNow);
      // Toasts stay until closed (.storybook/decorators.tsx): how long a shot took never decides what it shows.
      await page.addInitScript(() => {
        (window as { __keepToasts?: boolean }).__keepToasts = true;
      });
      // On every load of the preview: the first, and each reload every few dozen stories (below).
      await page.addInitScript(listenForOutcomes);
      await page.goto('/iframe.html?viewMode=story&id=foundations-tokens--colors');
      await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
      // MSW's worker takes the page over once it is active. A story switched to before that found the worker
      // registered but not yet in control, and MSW reloaded the preview under it (seen as a page error with no
      // message in the first story of a worker).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      // The fixed clock runs the page's timers itself and logs what a timer's callback throws instead of letting
      // it reach the window (no page error, nor Storybook's own check of errors during the play function): read
      // from the console by the clock's frame in its stack (shown with a story that throws from a timer).
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('at ClockController.'))
          pageErrors.push(`thrown by a timer: ${message.text()}`);
      });
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Records how each render ends, as the Storybook test runner reads it: the preview's `storyFinished` event says
 * 'error' when the play function threw, when it left an error unhandled, or when a report failed, which is how
 * the accessibility addon reports axe's violations (`parameters.a11y.test: 'error'`, set for every story in
 * .storybook/preview.tsx; 'todo' reports a warning and 'off' runs nothing, as in the Storybook UI).
 *
 * Only the current render's events count. A story that asks for a viewport is rendered again at once, and the
 * render it replaces may still throw and finish afterwards, its play function cut off half-way (seen as Admin/
 * Layout › Mobile failing on a link the new render had not drawn yet). Storybook's render ids are the clock's
 * time, which this layer fixes, so the render is told by its phase: the current one is 'errored' as its play
 * function's exception is sent, and 'finished' as its end is, and it is finished once.
 */
function listenForOutcomes(): void {
  const target = window as PreviewWindow;
  target.__storyOutcomes = {};
  // The preview is made by Storybook's own script, after this one: its channel is listened to once it is there.
  const waiting = setInterval(() => {
    const preview = target.__STORYBOOK_PREVIEW__;
    if (!preview?.channel) return;
    clearInterval(waiting);
    type Render = PreviewRender & { __problems?: string[]; __ended?: boolean };
    const current = () => preview.currentRender as Render | undefined;
    const text = (error: { message?: string; stack?: string } | string) =>
      typeof error === 'string' ? error : (error.stack ?? error.message ?? String(error));
    preview.channel.on('playFunctionThrewException', (error: { message?: string; stack?: string }) => {
      const render = current();
      if (render?.phase === 'errored')
        (render.__problems ??= []).push(`the play function threw: ${text(error)}`);
    });
    preview.channel.on('unhandledErrorsWhilePlaying', (errors: { message?: string; stack?: string }[]) => {
      const render = current();
      if (render?.phase === 'errored')
        (render.__problems ??= []).push(...errors.map((error) => `unhandled while playing: ${text(error)}`));
    });
    interface Report {
      type: string;
      status: string;
      result?: {
        error?: { message?: string } | string;
        violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[];
      };
    }
    preview.channel.on(
      'storyFinished',
      ({
        storyId,
        status,
        reporters,
      }: {
        storyId: string;
        status: 'success' | 'error';
        reporters: Report[];
      }) => {
        const render = current();
        if (render?.id !== storyId || render.phase !== 'finished' || render.__ended) return;
        render.__ended = true;
        const reported = reporters
          .filter((report) => report.status === 'failed')
          .flatMap((report) =>
            report.result?.error
              ? [`${report.type} could not run: ${text(report.result.error)}`]
              : (report.result?.violations ?? []).map(
                  (violation) =>
                    `${report.type}: ${violation.id} (${violation.impact ?? 'no impact given'}), ${violation.help}: ` +
                    violation.nodes.map((node) => node.target.join(' ')).join(', '),
                ),
          );
        target.__storyOutcomes![storyId] = { status, problems: [...(render.__problems ?? []), ...reported] };
      },
    );
  }, 5);
}

/** Forgets how `storyId` ended before, so that the next outcome read is its coming render's. */
const forgetOutcome = (page: Page, storyId: string) =>
  page.evaluate((storyId) => {
    delete (window as PreviewWindow).__storyOutcomes?.[storyId];
  }, storyId);

/** How the story's latest render ended (waiting for it to end). */
async function storyOutcome(page: Page, storyId: string): Promise<StoryOutcome> {
  const handle = await page.waitForFunction(
    (storyId) => (window as PreviewWindow).__storyOutcomes?.[storyId],
    storyId,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as StoryOutcome;
}

/** The story's latest render passed: its play function, axe, and no error the page left unhandled. */
async function expectStoryPassed(page: Page, storyId: string): Promise<void> {
  const outcome = await storyOutcome(page, storyId);
  expect(outcome.problems, `${storyId}: its play function or axe`).toEqual([]);
  expect(outcome.status, `${storyId}: Storybook reported it failed`).toBe('success');
  expect(pageErrors, `${storyId}: errors the page did not handle`).toEqual([]);
}

/** Small stories shown between two others, so the next one always renders afresh. */
const neutralStoryIds = [
  'primitives-badge--neutral',
  'primitives-badge--accent',
  'primitives-badge--success',
];

/**
 * What a story asks of the visual layer, read from the story store before rendering:
 * - `viewport`: the viewport it names through `globals.viewport`;
 * - `maxDiffPixels`: the pixels its picture may differ by (`parameters.visual.maxDiffPixels`; none unless it says
 *   why): for a picture with a known anti-aliasing wobble, not for changes of colour, text or layout;
 * - `motion`: its play function checks motion (`parameters.visual.motion`), so it is shown without the reduced
 *   motion every other story is shown with (animations are still stopped for its picture).
 */
async function storySettings(page: Page, storyId: string) {
  return page.evaluate(async (storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    const story = await preview.storyStoreValue!.loadStory({ storyId });
    return {
      viewport: story.storyGlobals?.viewport?.value,
      maxDiffPixels: story.parameters?.visual?.maxDiffPixels ?? 0,
      motion: story.parameters?.visual?.motion ?? false,
    };
  }, storyId);
}

/**
 * Shows a story and waits until it has rendered and its play function has run. (A story may be rendered again
 * right after: the test waits for the render to stay the current one after settling, see `stillTheRender`.)
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    if (preview.currentRender) preview.currentRender.__seenByVisualTest = true;
    preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, storyId);
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return (
        render !== undefined &&
        !render.__seenByVisualTest &&
        render.id === storyId &&
        ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
      );
    },
    storyId,
    { timeout: 30_000 },
  );
}

/** The phase of the current render. */
const currentPhase = (page: Page) =>
  page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__!.currentRender!.phase);

/** Waits until the current render has finished, failed or been aborted. */
async function renderEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ['finished', 'errored', 'aborted'].includes(
        (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
      ),
    null,
    { timeout: 30_000 },
  );
}

/** Whether the current render has finished and is still the current one `ms` on. */
async function stillTheRender(page: Page, ms: number): Promise<boolean> {
  return page.evaluate(async (ms) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    const render = preview.currentRender;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return preview.currentRender === render && render?.phase === 'finished';
  }, ms);
}

/** Marks the current render, so that a later check can tell whether another one has replaced it. */
async function markRender(page: Page): Promise<string> {
  return page.evaluate(() => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.currentRender! as PreviewRender & {
      __visualMarker?: string;
    };
    render.__visualMarker ??= Math.random().toString(36).slice(2);
    return render.__visualMarker;
  });
}

/** Whether the marked render is still the current one, and finished. */
async function renderIs(page: Page, marker: string): Promise<boolean> {
  return page.evaluate((marker) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender as
      (PreviewRender & { __visualMarker?: string }) | undefined;
    return render?.__visualMarker === marker && render.phase === 'finished';
  }, marker);
}

/** Waits for what a story shows to be settled: fonts loaded and every image (lazy ones too) decoded. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Instantly: the site's smooth scrolling would still be moving at the shot. Only the window: a box a story
    // scrolled on purpose (the Outbox's dialog at its tries) is pictured as the story left it.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Every declared face, not only those already asked for: `fonts.ready` alone resolved while a face the
    // story needed had not started loading, and the shot caught text (and every row below it) a subpixel off.
    await Promise.all(Array.from(document.fonts, (face) => face.load().catch(() => null)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const images = Promise.all(
      Array.from(document.images).map((image) => {
        image.loading = 'eager';
        return image.complete ? null : image.decode().catch(() => null);
      }),
    );
    // An image a story keeps loading on purpose (a loading state) must not hold the screenshot forever.
    await Promise.race([images, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

test.describe.configure({ mode: 'parallel' });

/**
 * Stories pictured in this worker's preview since it was last loaded. A story can leave work running in the page
 * (a request its mock never answers: the contact form's "Submitting"), and when the browser gives up on it minutes
 * later the app goes on (the lead is sent again and its toast shows up in whatever story is on screen then: seen
 * in two CI runs, and once in a baseline). A preview loaded afresh every few dozen stories (about a minute) leaves
 * nothing running that long.
 */
let shownSinceLoad = 0;
const storiesPerLoad = 40;

for (const story of stories) {
  const isPage = story.tags?.includes('page') ?? false;
  const pictured = !story.tags?.includes('no-screenshot');
  // Page-level stories at both widths (each page has a Swedish and an English story); the rest once, at the
  // width the story asks for.
  const widths = isPage ? [375, 1280] : [null];

  for (const width of widths) {
    const name = width ? `${story.id}@${width}` : story.id;
    test(`${story.title} › ${story.name}${width ? ` at ${width} px` : ''}`, async ({ preview: page }) => {
      pageErrors.length = 0;
      if (++shownSinceLoad > storiesPerLoad) {
        shownSinceLoad = 1;
        await page.reload();
        await page.waitForFunction(
          () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
        );
      }
      const settings = await storySettings(page, story.id);
      const asked = width ? undefined : settings.viewport;
      await page.emulateMedia({ reducedMotion: settings.motion ? 'no-preference' : 'reduce' });
      const size = width ? { width, height: heightFor(width) } : (viewports[asked ?? ''] ?? desktop);
      await page.setViewportSize(size);
      const current = await page.evaluate(
        () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id,
      );
      await showStory(
        page,
        neutralStoryIds.find((id) => id !== story.id && id !== current)!,
      );
      await forgetOutcome(page, story.id);
      await showStory(page, story.id);
      await expectStoryPassed(page, story.id);
      // A story whose render failed shows Storybook's error screen, which is never a baseline.
      expect(await page.locator('body.sb-show-errordisplay').count(), `${story.id} failed to render`).toBe(0);
      // A story whose play function failed shows a state nobody meant: never a picture to compare.
      expect(await currentPhase(page), `${story.id}: the play function did not finish`).toBe('finished');
      await settle(page);
      // Settling takes a while: a render that began meanwhile (a story rendered again, seen under load as Admin/
      // Layout › Mobile pictured half-way through its play) is waited for and settled before the shot.
      // A story that asks for a viewport is the one rendered again (its globals applied after the first render):
      // under a load average of 6 the second render began more than half a second on, so it gets longer.
      const quiet = asked ? 1_500 : 500;
      for (let attempt = 0; attempt < 3 && !(await stillTheRender(page, quiet)); attempt += 1) {
        await renderEnded(page);
        await settle(page);
      }
      // The render pictured (a later one, if the story was rendered again) finished its play function too, left
      // no error unhandled, and axe found nothing in what it drew.
      expect(await currentPhase(page), `${story.id}: the play function did not finish`).toBe('finished');
      await expectStoryPassed(page, story.id);
      // Nothing scrolls sideways: a story wider than its viewport is a layout fault, not a picture to keep.
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth, `${story.id} is wider than the ${size.width} px viewport`).toBeLessThanOrEqual(
        size.width,
      );
      // No word is broken inside itself ("Ope|n", "Visit|ors"): lines break between words, at a hyphen, a slash or
      // an @, or where the browser hyphenates (issue #62).
      expect(await brokenWords(page), `${story.id}: words broken across lines at ${size.width} px`).toEqual(
        [],
      );
      if (!pictured) return;
      // A render that begins while the picture is taken (the story rendered again later than any wait above
      // allowed for, seen under load as Admin/Layout › Mobile pictured in the middle of its play) makes a
      // picture of a moment nobody meant. A mismatch is believed only when the render that was pictured is
      // still the current, finished one; otherwise the new render is waited for and pictured.
      for (let attempt = 1; ; attempt += 1) {
        const marker = await markRender(page);
        try {
          await expect(page).toHaveScreenshot(`${name}.png`, {
            fullPage: true,
            maxDiffPixels: settings.maxDiffPixels,
          });
          break;
        } catch (error) {
          if (attempt === 3 || (await renderIs(page, marker))) throw error;
          await renderEnded(page);
          await settle(page);
        }
      }
    });
  }
}
