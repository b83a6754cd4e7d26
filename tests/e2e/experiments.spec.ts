import type { Browser, Page } from '@playwright/test';
import { expect, rememberEnglishAdmin, test } from './fixtures';
import { setMeasurement } from './measurement';
import { addEditor, signIn, signInAs } from './signIn';

/**
 * #44's journey on the production server: an Editor starts an experiment on the home hero in the page editor,
 * two visitors with different browsers get different variants and keep them on reload, a message sent by one
 * shows as their variant's conversion in Admin → Experiments, and once the winner is made the page there, every
 * visitor sees it. Playwright's headless Chromium names itself a bot (the page as it is, not
 * counted), so the visitors here name an ordinary Chrome. The home page is put back at the end.
 */

const chrome = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${n}.0 Safari/537.36`;
const title = { sv: 'Din nya hemsida, klar på en vecka', en: 'Your new website, ready in a week' };

// Asking for the session before signing in is answered 401 by contract; browsers log that.
test.use({ allowedConsoleError: /status of 401/ });

/** A visitor's browser of its own, and which hero the home page shows it. */
async function visitor(browser: Browser, n: number) {
  const context = await browser.newContext({ userAgent: chrome(n) });
  const page = await context.newPage();
  const variant = async (): Promise<'A' | 'B'> => {
    await page.goto('/');
    return (await page.getByRole('heading', { level: 1 }).textContent())?.includes(title.sv) ? 'B' : 'A';
  };
  return { context, page, variant, first: await variant() };
}

test('an Editor tests the home hero; two visitors keep their variants, a message counts for B, and B made the page is what everyone sees', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Experiments run in the server-only measurement (the default); a journey before this one may have left another.
  await setMeasurement(browser, baseURL!, 'server');
  await rememberEnglishAdmin(page.context());
  await signIn(page);
  const editor = {
    name: 'Eva Editor',
    email: `eva-${Date.now()}@novaweb.se`,
    password: 'e2e-editor-password-1',
  };
  await addEditor(page, editor);
  const editing = await browser.newContext();
  await rememberEnglishAdmin(editing);
  const editorPage = await editing.newPage();
  await editorPage.goto('/admin/login');
  await signInAs(editorPage, editor.email, editor.password);

  const pages = (await (await editorPage.request.get('/api/admin/pages')).json()) as {
    id: number;
    key: string | null;
  }[];
  const homeId = pages.find((one) => one.key === 'home')!.id;
  // In the page editor, the Editor writes the hero's title anew for B in both languages and starts the test
  // (50/50, the contact form as the goal: the editor's defaults); Admin → Experiments then opens its results.
  await editorPage.goto(`/admin/pages/${homeId}`);
  await editorPage
    .getByRole('region', { name: 'Experiment' })
    .getByRole('link', { name: 'Test a variant …' })
    .click();
  await expect(editorPage).toHaveURL(new RegExp(`/admin/pages/${homeId}/experiment$`));
  await editorPage.getByRole('checkbox', { name: /^Hero/ }).check();
  const heroB = editorPage.getByRole('region', { name: 'B: Hero' }).getByRole('group', { name: 'Title' });
  await heroB.getByLabel('Swedish', { exact: true }).fill(title.sv);
  // Back with the variant written asks first; staying keeps it.
  const asked: string[] = [];
  editorPage.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await editorPage.goBack();
  await expect.poll(() => asked).toEqual(['confirm']);
  await expect(editorPage).toHaveURL(new RegExp(`/admin/pages/${homeId}/experiment$`));
  await expect(heroB.getByLabel('Swedish', { exact: true })).toHaveValue(title.sv);
  await heroB.getByLabel('English', { exact: true }).fill(title.en);
  await editorPage.getByRole('button', { name: 'Start the experiment' }).click();
  await expect(editorPage.getByText('The experiment has started')).toBeVisible();
  await expect(editorPage).toHaveURL(/\/admin\/experiments\?open=\d+$/);
  await expect(
    editorPage.getByRole('dialog', { name: 'Experiment on /' }).getByText(/^No visitors counted yet/),
  ).toBeVisible();

  try {
    // Visitors until one of each variant: each keeps theirs on every reload.
    const seen: Record<'A' | 'B', Awaited<ReturnType<typeof visitor>> | undefined> = {
      A: undefined,
      B: undefined,
    };
    for (let n = 1; n < 40 && (!seen.A || !seen.B); n += 1) {
      const one = await visitor(browser, n);
      if (seen[one.first]) await one.context.close();
      else seen[one.first] = one;
    }
    const [a, b] = [seen.A!, seen.B!];
    for (let again = 0; again < 2; again += 1) {
      expect(await a.variant()).toBe('A');
      expect(await b.variant()).toBe('B');
    }

    // B's visitor sends the contact form on the tested page.
    await b.page.getByLabel(/^Namn/).fill('Anna Andersson');
    await b.page.getByLabel(/^E-post/).fill(`anna-${Date.now()}@example.se`);
    await b.page.getByLabel(/^Meddelande/).fill('Vi vill ha en ny hemsida i vår.');
    await b.page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(b.page.getByText('Ditt meddelande har skickats! Vi kontaktar dig snart.')).toBeVisible({
      timeout: 15_000,
    });

    // Admin → Experiments: the conversion in B's row of the results.
    await editorPage.goto('/admin/experiments');
    const row = editorPage.getByRole('row').filter({ hasText: 'A contact form sent' });
    await expect(row).toContainText('Running');
    await row.getByRole('button', { name: 'Results of the experiment on /' }).click();
    const results = editorPage.getByRole('dialog', { name: 'Experiment on /' });
    await expect(
      results
        .getByRole('row', { name: /^Variant B/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('1');

    // B made the page: asked first; then every visitor, a crawler too, sees B's hero.
    await results.getByRole('button', { name: 'Make B the page' }).click();
    const ask = editorPage.getByRole('dialog', { name: 'Make B the page' });
    await ask.getByRole('button', { name: 'Make B the page' }).click();
    await expect(editorPage.getByText('B is now the page')).toBeVisible();
    await expect(row).toContainText('B made the page');
    expect(await a.variant()).toBe('B');
    expect(await b.variant()).toBe('B');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.sv);
    await a.context.close();
    await b.context.close();
  } finally {
    // The home page as it was, for the journeys after this one on the same server.
    const experiments = (await (await page.request.get('/api/admin/experiments')).json()) as {
      id: number;
      status: string;
    }[];
    for (const running of experiments.filter(({ status }) => status === 'running'))
      await page.request.post(`/api/admin/experiments/${running.id}/stop`, { headers: { origin: baseURL! } });
    // Made the page, B left a revision of the home page as it was before (its oldest): put back, live.
    const revisions = (await (await page.request.get(`/api/admin/pages/${homeId}/revisions`)).json()) as {
      id: number;
    }[];
    if (revisions.length > 1) {
      const restored = await page.request.post(
        `/api/admin/pages/${homeId}/revisions/${revisions.at(-1)!.id}/restore`,
        { headers: { origin: baseURL! }, data: { publish: true } },
      );
      expect(restored.status()).toBe(200);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText(title.sv);
    }
    await editing.close();
  }
});

/** A visitor a person drives (Playwright's browser says it is automated, and the beacon does not run then). */
async function person(browser: Browser, n: number) {
  const context = await browser.newContext({ userAgent: chrome(n) });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
  const page = await context.newPage();
  return { context, page };
}

test('with consent, a visitor who accepts counts in their variant with the vitals their browser reports; one who declines is counted nowhere', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setMeasurement(browser, baseURL!, 'consent');
  const staff = await browser.newContext();
  await rememberEnglishAdmin(staff);
  const admin = await staff.newPage();
  await signIn(admin);
  const pages = (await (await admin.request.get('/api/admin/pages')).json()) as {
    id: number;
    key: string | null;
  }[];
  const homeId = pages.find((one) => one.key === 'home')!.id;
  const home = (await (await admin.request.get(`/api/admin/pages/${homeId}`)).json()) as {
    blocks: { type: string; data: object }[];
  };
  const started = await admin.request.post('/api/admin/experiments', {
    headers: { origin: baseURL! },
    data: {
      pageId: homeId,
      goal: 'contact',
      variants: [
        {
          blocks: home.blocks.map((block) =>
            block.type === 'hero' ? { ...block, data: { ...block.data, title } } : block,
          ),
        },
      ],
    },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const results = async () =>
    (await (await admin.request.get(`/api/admin/experiments/${id}`)).json()) as {
      variants: { visitors: number; vitals: { metric: string; count: number }[] }[];
    };
  const heroVariant = async (page: Page) =>
    (await page.getByRole('heading', { level: 1 }).textContent())?.includes(title.sv) ? 1 : 0;

  try {
    // One declines: served a variant all the same (nothing is read from the browser for it), counted nowhere.
    const declining = await person(browser, 501);
    await declining.page.goto('/');
    const asked = declining.page.getByRole('dialog', { name: 'Får vi räkna ditt besök?' });
    await asked.getByRole('button', { name: 'Avböj' }).click();
    await expect(asked).toBeHidden();
    await declining.page.goto('about:blank');
    await declining.context.close();

    // One accepts: their page view counts them in the variant they were shown, and leaving sends its vitals.
    const accepting = await person(browser, 502);
    const beacons: string[] = [];
    accepting.page.on('request', (request) => {
      if (request.url().endsWith('/api/collect')) beacons.push(request.postData() ?? '');
    });
    await accepting.page.goto('/');
    const variant = await heroVariant(accepting.page);
    const vitalsCode = accepting.page.waitForResponse((response) => /\/assets\/vitals-/.test(response.url()));
    const dialog = accepting.page.getByRole('dialog', { name: 'Får vi räkna ditt besök?' });
    await dialog.getByRole('button', { name: 'Godkänn' }).click();
    await expect.poll(() => beacons.some((body) => body.includes('"type":"pageview"'))).toBe(true);
    await vitalsCode;
    // The application arrives on intent; then a link followed in it leaves the page, and the leave carries the
    // vitals of the page the browser loaded.
    await accepting.page.mouse.move(200, 200);
    await expect
      .poll(() => accepting.page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
      .toBe(true);
    await accepting.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Om oss', exact: true })
      .first()
      .click();
    await expect(accepting.page).toHaveURL(/\/about$/);
    await expect
      .poll(() => beacons.some((body) => body.includes('"type":"leave"') && body.includes('"LCP"')))
      .toBe(true);
    await accepting.context.close();

    await expect
      .poll(
        async () => {
          const { variants } = await results();
          return variants.map(({ visitors, vitals }) => ({
            visitors,
            lcp: vitals.find(({ metric }) => metric === 'LCP')?.count ?? 0,
          }));
        },
        { timeout: 15_000 },
      )
      .toEqual(
        [0, 1].map((index) => (index === variant ? { visitors: 1, lcp: 1 } : { visitors: 0, lcp: 0 })),
      );
    // On screen: the speed of the variant the visitor saw, under the counts.
    await admin.goto(`/admin/experiments?open=${id}`);
    const speed = admin
      .getByRole('dialog', { name: 'Experiment on /' })
      .getByRole('region', { name: 'Speed per variant (75th percentile)' });
    await expect(
      speed.getByRole('row', { name: variant === 1 ? /^Variant B/ : /^A \(the page as it is\)/ }),
    ).toContainText('1 measured');
  } finally {
    await admin.request.post(`/api/admin/experiments/${id}/stop`, { headers: { origin: baseURL! } });
    await staff.close();
    await setMeasurement(browser, baseURL!, 'server');
  }
});
