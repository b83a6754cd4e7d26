import { toStockholmInput } from '../../src/admin/stockholmTime';
import { expect, test } from './fixtures';
import { addEditor, signIn } from './signIn';
import { writeBody } from './posts';

test.describe('publishing', () => {
  // A preview link that has not been made yet, and the draft's own address, answer 404 by design.
  test.use({ allowedConsoleError: /status of (401|404)/ });

  test('an Editor schedules a post, shares a preview, the post appears at its time, and a rename keeps its old URL', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // The schedule is two minutes ahead at most: the picker counts whole minutes.
    test.setTimeout(240_000);
    const stamp = Date.now();
    const email = `scheduler-${stamp}@novaweb.se`;
    await signIn(page);
    await addEditor(page, { name: 'Sara Schema', email, password: 'sara-e2e-password-1' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('sara-e2e-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const slug = `scheduled-${stamp}`;
    const titleSv = `Ett schemalagt inlägg ${stamp}`;
    await page.getByRole('link', { name: 'Blog Posts' }).click();
    await page.getByRole('button', { name: 'New post' }).click();
    const fill: [string, string][] = [
      ['Title (English)', `A scheduled post ${stamp}`],
      ['Title (Swedish)', titleSv],
      ['Excerpt (English)', 'It goes live by itself.'],
      ['Excerpt (Swedish)', 'Det publiceras av sig självt.'],
      ['Category (English)', 'Publishing'],
      ['Category (Swedish)', 'Publicering'],
      ['Slug', slug],
    ];
    // Scheduled before it is written: a draft would save itself as one meanwhile.
    await page.getByRole('radio', { name: /Scheduled/ }).check();
    for (const [label, value] of fill) await page.getByLabel(label, { exact: true }).fill(value);
    await writeBody(page, 'Body (Swedish)', ['## Snart', 'Den här texten syns när det är dags.']);
    const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    await page.getByLabel('Publish at (Stockholm time)').fill(toStockholmInput(at));

    // A preview of the unsaved post, for a client who has no account.
    await page.getByRole('button', { name: 'Share preview' }).click();
    const links = page.getByRole('dialog', { name: 'Preview links' });
    const previewUrl = new URL(await links.getByRole('textbox', { name: 'Swedish page' }).inputValue());
    await links.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByText('Blog post created successfully')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`A scheduled post ${stamp}`) })).toContainText(
      'Scheduled:',
    );

    const client = await browser.newContext({ baseURL });
    const clientPage = await client.newPage();
    const preview = await clientPage.goto(previewUrl.pathname + previewUrl.search);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(titleSv);
    await expect(clientPage.getByRole('status').filter({ hasText: 'Förhandsvisning' })).toBeVisible();
    expect((await clientPage.goto(`/blog/${slug}`))?.status()).toBe(404);
    await client.close();

    // Nobody does anything more: the post is on the blog when its minute comes.
    expect(await (await request.get('/blog')).text()).not.toContain(titleSv);
    await expect
      .poll(async () => (await request.get('/blog')).text(), { timeout: 180_000, intervals: [2_000] })
      .toContain(titleSv);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}`);

    // Renamed once live: the old address answers 301 to the new one.
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: `Edit A scheduled post ${stamp}` }).click();
    await expect(page.getByRole('radio', { name: /Published/ })).toBeChecked();
    await page.getByLabel('Slug', { exact: true }).fill(`${slug}-renamed`);
    await page.getByRole('button', { name: 'Update post' }).click();
    await expect(page.getByText('Blog post updated successfully')).toBeVisible();
    const old = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${slug}-renamed`);
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}-renamed$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleSv);
  });
});
