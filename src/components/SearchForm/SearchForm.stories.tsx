import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchForm } from './SearchForm';

/**
 * The site search's form: a GET to the search page that works as plain HTML (before and without the
 * application), used on the search page (label shown) and on the blog (`compact`, label for screen readers).
 */
const meta = {
  title: 'Components/Search form',
  component: SearchForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { query: '' },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { query: 'webbplats' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search');
    // What the browser sends without the application: GET /search?q=…
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search');
    const field = canvas.getByRole('searchbox', { name: 'Vad letar du efter?' });
    await expect(field).toHaveAttribute('name', 'q');
    await expect(field).toHaveAttribute('maxlength', '200');
    await expect(field).toHaveValue('webbplats');
    await expect(canvas.getByText('Vad letar du efter?')).toBeVisible();
  },
};

/** On the blog: the label is read by screen readers, and the empty field says what it is for. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Sök i bloggen' });
    await expect(field).toHaveAttribute('placeholder', 'Sök i bloggen');
    await userEvent.type(field, 'seo');
    await expect(field).toHaveValue('seo');
    await expect(canvas.getByRole('button', { name: 'Sök' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/en/search');
    await expect(canvas.getByRole('searchbox', { name: 'Search the blog' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
