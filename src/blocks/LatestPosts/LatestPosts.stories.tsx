import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { publicHandlers } from '../../../mocks/handlers';
import { blockArgs, blockStoryMeta, type BlockStoryArgs } from '../../test/blockStory';

/** The latest posts block: the heading and link are its data; the posts come from the blog (MSW). */
const meta = {
  title: 'Blocks/Latest posts',
  tags: ['autodocs'],
  ...blockStoryMeta('latestPosts', seedBlock('latestPosts'), { id: 'latest' }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    const titles = await canvas.findAllByRole('heading', { level: 3 });
    // The three newest, newest first.
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Därför är SEO avgörande för småföretag',
      'Så ökar en modern hemsida försäljningen',
      '5 saker varje företagshemsida måste ha',
    ]);
    await expect(canvas.getByRole('link', { name: 'Visa alla inlägg' })).toHaveAttribute('href', '/blog');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('January 22, 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/en/blog');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsLoading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Hämtar inlägg…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga inlägg ännu. Titta gärna in igen snart.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsError] } },
  play: async ({ canvas, userEvent }) => {
    const message = 'Blogginläggen kunde inte hämtas just nu.';
    const shown = await canvas.findByText(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    // The retry fails too: the notice stays (the button keeps the focus of whoever pressed it) and the
    // message is shown afresh, so a screen reader announces the new failure.
    await waitFor(() => expect(canvas.getByText(message)).not.toBe(shown));
    await expect(canvas.getByRole('alert')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toHaveFocus();
  },
};

export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  args: blockArgs('latestPosts', withoutEnglish(seedBlock('latestPosts'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Senaste från bloggen');
    await expect(canvas.getByRole('link', { name: 'Visa alla inlägg' })).toHaveAttribute('href', '/en/blog');
  },
};
