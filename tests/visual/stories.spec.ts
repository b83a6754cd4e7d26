import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/**
 * The stories of the static build, read when the tests are collected (the runner builds Storybook first).
 * A story tagged 'no-screenshot' draws nothing of its own (behaviour in the document head) or the same picture
 * as another story: its play function is tested in the story layer, and one baseline per picture is kept.
 */
const stories = Object.values(
  (JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> })
    .entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-screenshot'));

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
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: PreviewRender;
    channel: { emit: (event: string, payload: unknown) => void };
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: { visual?: { maxDiffPixels?: number } };
      }>;
    };
  };
};

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
      await page.goto('/iframe.html?viewMode=story&id=foundations-tokens--colors');
      await page.waitForFunction(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Small stories shown between two others, so the next one always renders afresh. */
const neutralStoryIds = [
  'primitives-badge--neutral',
  'primitives-badge--accent',
  'primitives-badge--success',
];

/** The viewport a story asks for through `globals.viewport`, read from the story store before rendering. */
async function storyViewport(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(async (storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    const story = await preview.storyStoreValue!.loadStory({ storyId });
    return story.storyGlobals?.viewport?.value;
  }, storyId);
}

/**
 * The pixels a story's picture may differ by (its `parameters.visual.maxDiffPixels`; none unless it says why): for a
 * picture with a known anti-aliasing wobble, not for changes of colour, text or layout.
 */
async function storyMaxDiffPixels(page: Page, storyId: string): Promise<number> {
  return page.evaluate(async (storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
    const story = await preview.storyStoreValue!.loadStory({ storyId });
    return story.parameters?.visual?.maxDiffPixels ?? 0;
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
let picturedSinceLoad = 0;
const storiesPerLoad = 40;

for (const story of stories) {
  const isPage = story.tags?.includes('page') ?? false;
  // Page-level stories at both widths (each page has a Swedish and an English story); the rest once, at the
  // width the story asks for.
  const widths = isPage ? [375, 1280] : [null];

  for (const width of widths) {
    const name = width ? `${story.id}@${width}` : story.id;
    test(`${story.title} › ${story.name}${width ? ` at ${width} px` : ''}`, async ({ preview: page }) => {
      if (++picturedSinceLoad > storiesPerLoad) {
        picturedSinceLoad = 1;
        await page.reload();
        await page.waitForFunction(
          () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
        );
      }
      const asked = width ? undefined : await storyViewport(page, story.id);
      const size = width ? { width, height: heightFor(width) } : (viewports[asked ?? ''] ?? desktop);
      await page.setViewportSize(size);
      const current = await page.evaluate(
        () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.id,
      );
      await showStory(
        page,
        neutralStoryIds.find((id) => id !== story.id && id !== current)!,
      );
      await showStory(page, story.id);
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
      // The render pictured (a later one, if the story was rendered again) finished its play function too.
      expect(await currentPhase(page), `${story.id}: the play function did not finish`).toBe('finished');
      // Nothing scrolls sideways: a story wider than its viewport is a layout fault, not a picture to keep.
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(documentWidth, `${story.id} is wider than the ${size.width} px viewport`).toBeLessThanOrEqual(
        size.width,
      );
      const maxDiffPixels = await storyMaxDiffPixels(page, story.id);
      // A render that begins while the picture is taken (the story rendered again later than any wait above
      // allowed for, seen under load as Admin/Layout › Mobile pictured in the middle of its play) makes a
      // picture of a moment nobody meant. A mismatch is believed only when the render that was pictured is
      // still the current, finished one; otherwise the new render is waited for and pictured.
      for (let attempt = 1; ; attempt += 1) {
        const marker = await markRender(page);
        try {
          await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, maxDiffPixels });
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
