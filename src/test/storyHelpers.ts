import { expect, waitFor, within } from 'storybook/test';
import { theme } from '../styles/theme';

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

/**
 * Whether the story is drawn at a phone's width (below the specification's 768 px). A page story (tag `page`) is
 * tested and pictured at 375 and 1280 px: on a phone the main menu and the language switch give way to the
 * closed menu drawer, whose links are out of the accessibility tree until it opens (query them with `hidden`).
 */
export const onPhone = () => window.innerWidth < theme.breakpoint.mobile;

/** The rows of the table in the region (a screen's panel) named `name`, under its header row, once it is there. */
export async function tableRowsIn(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement[]> {
  const region = await canvas.findByRole('region', { name });
  await within(region).findByRole('table');
  return within(region).getAllByRole('row').slice(1);
}

/** Nothing on the page scrolls sideways (at a phone's width everything fits). */
export const expectNoSidewaysScroll = (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  return expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};
