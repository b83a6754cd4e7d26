import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutCover, seoCover } from '../../../mocks/fixtures/media';
import { postsFixture } from '../../../mocks/fixtures/posts';
import { PostCard } from './PostCard';

const meta = {
  title: 'Components/Post card',
  component: PostCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { post: postsFixture[0]! },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('22 januari 2024')).toHaveAttribute('datetime', '2024-01-22');
    await expect(
      canvas.getByRole('link', { name: 'Därför är SEO avgörande för småföretag' }),
    ).toHaveAttribute('href', '/blog/why-seo-is-crucial-for-businesses');
    await expect(canvas.getByText('SEO')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { post: postsFixture[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('January 10, 2024')).toBeVisible();
    await expect(canvas.getByText('Web Development')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Read more about How a modern website increases sales' }),
    ).toHaveAttribute('href', '/en/blog/modern-website-increases-sales');
  },
};

/** With a cover from the media library: it runs to the card's edges, above the text, in one shape. */
export const WithCover: Story = {
  args: { post: { ...postsFixture[0]!, cover: seoCover } },
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('img', { name: seoCover.alt.sv });
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover.getBoundingClientRect().width / cover.getBoundingClientRect().height).toBeCloseTo(
      16 / 9,
      1,
    );
  },
};

export const WithCoverEnglish: Story = {
  globals: { locale: 'en' },
  args: { post: { ...postsFixture[1]!, cover: layoutCover } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: layoutCover.alt.en })).toBeVisible();
  },
};
