import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogPageHref } from '../../../shared/paths';
import { Pagination, PostGridSkeleton } from './PostList';

/** The blog's and a category's pager: a real link to every page, previous and next. */
const meta = {
  title: 'Components/Post grid',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    page: 2,
    pageCount: 3,
    hrefFor: (page: number) => blogPageHref('sv', page),
    label: 'Bloggens sidor',
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const pager = (canvas: Canvas, name = 'Bloggens sidor') => within(canvas.getByRole('navigation', { name }));

/** Between two pages: both neighbours are links, the page shown is marked. */
export const Middle: Story = {
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Nästa sida' })).toHaveAttribute('href', '/blog?page=3');
    await expect(nav.getByRole('link', { name: 'Nästa sida' })).toHaveAttribute('rel', 'next');
  },
};

/** The first page: no page before it, so "previous" is shown but leads nowhere. */
export const First: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Föregående sida' })).not.toHaveAttribute('href');
    await expect(nav.getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The last page: "next" leads nowhere. */
export const Last: Story = {
  args: { page: 3 },
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByRole('link', { name: 'Nästa sida' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('href', '/blog?page=2');
  },
};

/** Many pages (a blog after some years): the numbers wrap onto a second row on a phone, never off the side. */
export const ManyPages: Story = {
  args: { page: 9, pageCount: 14 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // A phone's column, whatever the runner's window.
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(pager(canvas).getAllByRole('link', { name: /^Sida \d+$/ })).toHaveLength(14);
    const list = canvasElement.querySelector('nav ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const English: Story = {
  // Middle's picture (numbers and arrows only): its names and addresses are what differ.
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: { hrefFor: (page: number) => blogPageHref('en', page), label: 'Blog pages' },
  play: async ({ canvas }) => {
    const nav = pager(canvas, 'Blog pages');
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/blog');
    await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/blog?page=3');
  },
};

/** A list's placeholder while its first page loads: six cards, announced as busy. */
export const GridLoading: Story = {
  render: () => <PostGridSkeleton />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Hämtar inlägg…' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const GridLoadingEnglish: Story = {
  // Grid Loading's picture (the placeholders have no text): its name is what differs.
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  render: () => <PostGridSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Loading posts…' })).toHaveAttribute('aria-busy', 'true');
  },
};
