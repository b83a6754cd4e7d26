import { readFile, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { signIn } from './signIn';

// Asking for the session before signing in is answered 401 by contract; browsers log that.
test.use({ allowedConsoleError: /status of 401/ });

test('an Admin downloads the content, imports it back as nothing to do, then imports a post added to the file; the site shows it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/admin/export');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the content' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-content-\d{4}-\d\d-\d\d\.json$/);
  const exported = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(exported);
  const file = JSON.parse(await readFile(exported, 'utf8')) as {
    format: string;
    posts: Array<Record<string, unknown>>;
  };
  expect(file.format).toBe('agency-site-content');
  expect(file.posts.length).toBeGreaterThan(0);

  // The same file back: checked at once, nothing to import.
  const region = page.getByRole('region', { name: 'Import content' });
  await page.getByLabel('Choose a content file').setInputFiles(exported);
  await expect(region.getByText(/there is nothing to import/)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Import' })).toHaveCount(0);

  // A post written elsewhere, added to the file: the check names it, the import brings it in.
  const slug = `flyttad-${randomUUID().slice(0, 8)}`;
  const title = `Ett inlägg från testsajten ${slug.slice(-8)}`;
  file.posts.push({
    ...file.posts[0]!,
    slug,
    // Dated long ago: it goes to the end of the lists, so the other specs' newest posts stay the newest.
    date: '2021-03-15',
    titleSv: title,
    titleEn: '',
    excerptEn: '',
    categoryEn: '',
    bodyEn: '',
    keywordsEn: [],
    focusKeyphraseEn: '',
    published: true,
    publishAt: null,
    pending: null,
    pendingAt: null,
  });
  const changed = testInfo.outputPath('with-a-new-post.json');
  await writeFile(changed, JSON.stringify(file));
  await page.getByLabel('Choose a content file').setInputFiles(changed);
  await expect(region.getByText(/adds 1 and changes 0 of its items; nothing has changed yet/)).toBeVisible();
  await expect(page.request.get(`/blog/${slug}`).then((response) => response.status())).resolves.toBe(404);
  await region.getByRole('button', { name: 'Import' }).click();
  await expect(region.getByText(/Added: 1, changed: 0\. The site shows them now\./)).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
