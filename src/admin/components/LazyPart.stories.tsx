import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Skeleton } from '../../components/LoadState/LoadState';
import { lazyPart } from './LazyPart';

/** The part a chunk brings, as the stories load it. */
function Notes({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A load that waits for good: the part's skeleton stays. */
const never = () => new Promise<typeof Notes>(() => undefined);
/** A load that fails as a dropped connection does, `failing` times, then brings the part. */
const failingFirst = (failing: number) => {
  let tries = 0;
  return async () => {
    tries += 1;
    if (tries <= failing) throw new TypeError('Failed to fetch dynamically imported module');
    return Notes;
  };
};

/**
 * A screen's part with its own load (each story its own, made once when the story first draws): what the post
 * editor's rich-text field and revisions and the Insights screen are made with.
 */
function Screen({ load }: { load: () => Promise<typeof Notes> }) {
  const [Part] = useState(() => lazyPart(load));
  return (
    <>
      <h1>Post</h1>
      <Part
        fallback={<Skeleton $height="6rem" role="status" aria-label="Loading" />}
        text="The part, loaded."
      />
    </>
  );
}

const meta = {
  title: 'Admin/Parts/Lazy part',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: Screen,
  args: { load: async () => Notes },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part has come: it shows in its place. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The part, loaded.')).toBeVisible();
  },
};

/** While the part's chunk comes, its skeleton holds the place; the rest of the screen is there. */
export const Loading: Story = {
  tags: ['no-screenshot'],
  args: { load: never },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Post' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading')).toBeVisible();
  },
};

/**
 * The chunk could not be loaded: a notice at the part's place, the rest of the screen still there; "Try again"
 * loads it afresh, and a second failure says so again.
 */
export const FailedThenTriedAgain: Story = {
  // It ends as Loaded draws.
  tags: ['no-screenshot'],
  args: { load: failingFirst(2) },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'This part of the screen could not be loaded. Check the connection and try again, or reload the page.',
    );
    await expect(canvas.getByRole('heading', { name: 'Post' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The part, loaded.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Failed, as it says in Swedish, at a phone's width: the words wrap, nothing is wider than the screen. */
export const FailedInSwedishOnAPhone: Story = {
  args: { load: failingFirst(Infinity) },
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Den här delen av sidan kunde inte laddas. Kontrollera anslutningen och försök igen, eller ladda om sidan.',
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
