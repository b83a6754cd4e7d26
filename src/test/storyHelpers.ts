import { expect, waitFor } from 'storybook/test';

interface Queryable {
  findByText: (text: string) => Promise<HTMLElement>;
}

/** Waits until a toast with this text has finished appearing (sonner fades toasts in). */
export async function expectToast(canvas: Queryable, text: string): Promise<void> {
  await waitFor(async () => expect(await canvas.findByText(text)).toBeVisible());
}

/**
 * Every member of a string union, for a control's `options`: the compiler refuses a list that misses a member
 * or names one that does not exist, so the control offers exactly the values the prop takes.
 */
export function optionsOf<T extends string>(members: Record<T, true>): T[] {
  return Object.keys(members) as T[];
}
