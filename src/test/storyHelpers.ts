import { expect, waitFor } from 'storybook/test';

interface Queryable {
  findByText: (text: string) => Promise<HTMLElement>;
}

/** Waits until a toast with this text has finished appearing (sonner fades toasts in). */
export async function expectToast(canvas: Queryable, text: string): Promise<void> {
  await waitFor(async () => expect(await canvas.findByText(text)).toBeVisible());
}
