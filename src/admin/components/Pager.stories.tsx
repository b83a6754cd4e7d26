import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { Pager } from './Pager';

/** The pager as a list holds it: the page in the list's state, so a story can page through. */
function InList(props: ComponentProps<typeof Pager>) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPage={(next) => {
        setPage(next);
        props.onPage(next);
      }}
    />
  );
}

/**
 * Newer / Older through a list the server pages (the media library, the Outbox), newest first. A list that fits
 * on one page has no pager.
 */
const meta = {
  title: 'Admin/Parts/Pager',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: Pager,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Media pages', page: 1, total: 60, pageSize: 24, onPage: fn() },
  render: (args) => <InList {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest page: nothing newer, Older goes on. */
export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pager = canvas.getByRole('navigation', { name: 'Media pages' });
    await expect(pager).toHaveTextContent('Page 1 of 3');
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeEnabled();
  },
};

/** Between the first and the last page: both ways open. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('navigation', { name: 'Media pages' })).toHaveTextContent('Page 1 of 3');
  },
};

/** The oldest page: nothing older. */
export const LastPage: Story = {
  args: { label: 'Outbox pages', page: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Outbox pages' })).toHaveTextContent('Page 3 of 3');
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeEnabled();
  },
};

/** Hundreds of pages on a phone: the count stays on one line between the buttons. */
export const ManyPagesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { page: 118, total: 12_480, pageSize: 24 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Media pages' })).toHaveTextContent(
      'Page 118 of 520',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Everything fits on one page: no pager at all. */
export const OnePage: Story = {
  // Draws nothing, by design: nothing to picture. Its play function and axe still run (no picture).
  tags: ['no-screenshot'],
  args: { total: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
