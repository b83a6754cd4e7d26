import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './signIn';

/**
 * The Storybook staff browse at /admin/storybook/ runs in an opaque origin (issue #59): a script in it, a story's
 * or a dependency's, cannot act with the Admin's session however it asks, while what designers use still works.
 */

// The probes below are refused by the browser on purpose (CORS, an opaque origin): it logs each refusal.
// Only those, and the sign-in page's session check (a 401 by contract): a file the browser refuses to the
// Storybook (ERR_BLOCKED_BY_RESPONSE, a 404) still fails the test.
test.use({
  allowedConsoleError: /blocked by CORS policy|^Failed to load resource: (net::ERR_FAILED|.*status of 401)/,
});

test.beforeAll(() => {
  // CI builds it before the tests (.ci/run); a working tree that has none gets one here.
  if (!existsSync('storybook-static/index.html'))
    execFileSync('npm', ['run', 'build-storybook'], { stdio: 'ignore', timeout: 240_000 });
});

/** The preview frame of the Storybook page, once it shows a story or a docs page. */
async function previewFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes('/iframe.html')), { timeout: 20_000 })
    .toBe(true);
  return page.frames().find((frame) => frame.url().includes('/iframe.html'))!;
}

test('the Storybook cannot read the API with an Admin signed in, and Docs, Controls, the locale and the panels work', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/storybook/?path=/story/primitives-button--primary');
  await expect(page).toHaveURL(
    /\/admin\/storybook\/~[0-9]+\.[A-Za-z0-9_-]+\/\?path=\/story\/primitives-button--primary$/,
  );
  // What reaches the API from the Storybook from now on: whether it carried the session, and what the server answered.
  const apiCalls: Promise<{ url: string; cookie: string; status: number | null }>[] = [];
  page.on('request', (request) => {
    if (!/\/(api|%61pi)\//.test(request.url())) return;
    apiCalls.push(
      (async () => {
        const response = await request.response();
        const headers = await request.allHeaders();
        return { url: request.url(), cookie: headers.cookie ?? '', status: response?.status() ?? null };
      })(),
    );
  });

  const preview = await previewFrame(page);
  // The first story waits for the preview's whole bundle: on a busy machine that takes a while.
  await expect(preview.getByRole('button', { name: 'Få din gratis mockup' })).toBeVisible({
    timeout: 30_000,
  });

  // Both the manager and the preview run in an opaque origin.
  expect(await page.evaluate(() => window.origin)).toBe('null');
  expect(await preview.evaluate(() => window.origin)).toBe('null');

  // Each way past the old guard, from the manager, and from a frame nested in the preview (whose fetch is the
  // network's: MSW answers the preview's own in the page). None can read the answer.
  type Attempt = [string, { credentials: 'include'; referrerPolicy?: 'no-referrer' }];
  const attempts: Attempt[] = [
    ['/api/admin/users', { credentials: 'include' }],
    ['/api/admin/users', { credentials: 'include', referrerPolicy: 'no-referrer' }],
    ['/%61pi/admin/users', { credentials: 'include', referrerPolicy: 'no-referrer' }],
  ];
  const probe = async (list: Attempt[]) => {
    const results: string[] = [];
    for (const [url, init] of list) {
      try {
        const response = await fetch(url, init);
        results.push(`read ${response.status} ${(await response.text()).slice(0, 80)}`);
      } catch (error) {
        results.push(`refused: ${(error as Error).name}`);
      }
    }
    return results;
  };
  const refused = attempts.map(() => 'refused: TypeError');
  expect(await page.evaluate(probe, attempts)).toEqual(refused);
  const fromNestedFrame = await preview.evaluate(
    async ({ list, source }) => {
      // Its answer comes back on a channel of its own, apart from Storybook's messages.
      const channel = new MessageChannel();
      const answer = new Promise<string[]>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data as string[]);
      });
      const nested = document.createElement('iframe');
      nested.srcdoc = `<!doctype html><title>nested</title><script>window.addEventListener('message', (event) => (${source})(${JSON.stringify(list)}).then((results) => event.ports[0].postMessage(results)), { once: true });</script>`;
      nested.addEventListener(
        'load',
        () => nested.contentWindow!.postMessage('probe', '*', [channel.port2]),
        {
          once: true,
        },
      );
      document.body.append(nested);
      return answer;
    },
    { list: attempts, source: probe.toString() },
  );
  expect(fromNestedFrame).toEqual(refused);
  // Six went out (the browser sends a credentialed request before CORS refuses its answer): none with the cookie.
  const calls = await Promise.all(apiCalls);
  expect(calls.length).toBeGreaterThanOrEqual(attempts.length * 2);
  for (const call of calls) {
    expect(call.cookie, call.url).not.toContain('sid=');
    expect(call.status, call.url).not.toBe(200);
  }

  // Controls: changing an arg redraws the story.
  await page.getByRole('tab', { name: 'Controls' }).click();
  const text = page.locator('#control-children');
  // The sidebar in a designer's order (issue #62): the blocks before the components they are drawn with, whole
  // pages, the admin's screens before their parts, and the app's plumbing last.
  const sidebarIds = (type: string) =>
    page
      .locator(`[data-nodetype="${type}"]`)
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item-id')));
  expect(await sidebarIds('root')).toEqual([
    'foundations',
    'primitives',
    'blocks',
    'components',
    'pages',
    'admin',
    'app',
  ]);
  expect((await sidebarIds('group')).filter((id) => id?.startsWith('admin-'))).toEqual([
    'admin-screens',
    'admin-parts',
  ]);

  await text.fill('Boka ett samtal');
  await expect(preview.getByRole('button', { name: 'Boka ett samtal' })).toBeVisible();

  // The accessibility panel runs axe in the preview.
  await page.getByRole('tab', { name: /Accessibility/ }).click();
  await expect(page.getByRole('tab', { name: /Passes/ })).toBeVisible({ timeout: 15_000 });

  // Story navigation from the sidebar.
  await page.getByRole('link', { name: 'Secondary', exact: true }).first().click();
  await expect(page).toHaveURL(/path=\/story\/primitives-button--secondary/);
  await expect(preview.getByRole('button', { name: 'Få din gratis mockup' })).toBeVisible();

  // The locale toolbar switches the canvas at once (issue #62): the Swedish hero becomes the English one.
  await page.goto('/admin/storybook/?path=/story/blocks-hero--swedish');
  const hero = await previewFrame(page);
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('premiumhemsida', { timeout: 20_000 });
  // Its picture is one of the site's own files (/images/): drawn, though the Storybook is another origin.
  await expect
    .poll(() =>
      hero.locator('img[src="/images/hero-mock.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Language of the story/ }).click();
  await page
    .getByRole('listbox', { name: 'Language of the story' })
    .getByRole('option', { name: 'English' })
    .click();
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('premium website');

  // A block's controls are its fields, from its schema (issue #62): a text per language, a choice as options.
  await page.getByRole('tab', { name: 'Controls' }).click();
  const englishTitle = page.locator('#control-title__en');
  await expect(englishTitle).toHaveAttribute('maxlength', '120');
  await englishTitle.fill('A title typed in the controls');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('A title typed in the controls');
  await expect(page.getByRole('radio', { name: 'start', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'end', exact: true })).toBeChecked();

  // Docs: the component's page with its stories and its table of args.
  await page.goto('/admin/storybook/?path=/docs/primitives-button--docs');
  const docs = await previewFrame(page);
  await expect(docs.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible({ timeout: 20_000 });
  await expect(docs.getByRole('table').first()).toContainText('variant');

  // A block's Docs page is its guide (issue #62): when to use it, its variants, its copy limits from its schema,
  // do and don't pictured by its own stories.
  await page.goto('/admin/storybook/?path=/docs/blocks-hero--docs');
  const guide = await previewFrame(page);
  await expect(guide.getByRole('heading', { name: 'When to use it' })).toBeVisible({ timeout: 20_000 });
  await expect(guide.getByRole('heading', { name: 'Copy limits' })).toBeVisible();
  await expect(
    guide.getByRole('row', { name: /^Title 120 characters, required 120 characters$/ }),
  ).toBeVisible();
  await expect(guide.getByText(/^Don’t:/)).toBeVisible();

  // The visual changelog (issue #62): the latest commits that changed a story's picture, each picture before and
  // after, made from this clone's history when the Storybook was built.
  await page.goto('/admin/storybook/?path=/docs/visual-changelog--docs');
  const changelog = await previewFrame(page);
  await expect(changelog.getByRole('heading', { level: 1, name: 'Visual changelog' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    changelog.getByRole('heading', { level: 3, name: /commit [0-9a-f]{7}$/ }).first(),
  ).toBeVisible();
  const after = changelog.getByRole('img', { name: 'The story after the change' }).first();
  await after.scrollIntoViewIfNeeded();
  await expect
    .poll(() => after.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
