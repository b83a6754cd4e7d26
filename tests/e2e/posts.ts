import type { Page } from '@playwright/test';

/**
 * Writes a post body in the editor's rich-text field as a writer does: each paragraph typed (Markdown shortcuts
 * such as `## ` take effect as they are typed) and Enter between them.
 */
export async function writeBody(page: Page, label: string, paragraphs: string[]) {
  const body = page.getByRole('textbox', { name: label, exact: true });
  await body.click();
  for (const [index, paragraph] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}
