import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longMissingPagesFixture, missingPagesFixture } from '../../../../mocks/fixtures/redirects';
import { adminI18nOf } from '../../i18n/adminI18n';
import { wholeList } from '../../listPage';
import { MissingPagesTable } from './MissingPagesTable';

/**
 * Page addresses that answered 404, most requested first (the Redirects screen): each one click from a
 * redirect, or dismissed.
 */
const meta = {
  title: 'Admin/Parts/Missing pages table',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: MissingPagesTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { page: wholeList(missingPagesFixture), onRedirect: fn(), onDismiss: fn(), dismissing: null },
} satisfies Meta<typeof MissingPagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Most requested first, with when each was last asked for; Redirect this and Dismiss hand the path on. */
export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('/om-oss');
    await expect(within(rows[0]!).getByRole('cell', { name: '214' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent(
      adminI18nOf('en').dateTime.format(new Date(missingPagesFixture[0]!.lastSeen)),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Redirect this: /en/pricing' }));
    await expect(args.onRedirect).toHaveBeenCalledWith('/en/pricing');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss /wp-login' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('/wp-login');
  },
};

/** One being dismissed: its button is busy and ignores a second press; the others still work. */
export const Dismissing: Story = {
  args: { dismissing: '/wp-login' },
  play: async ({ canvas, userEvent, args }) => {
    const busy = canvas.getByRole('button', { name: 'Dismiss /wp-login' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Dismiss /om-oss' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** A deep address requested often, on a phone: the count grouped, the path wraps, nothing scrolls sideways. */
export const LongPathOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { page: wholeList([...longMissingPagesFixture, ...missingPagesFixture.slice(0, 2)]) },
  play: async ({ canvas, canvasElement }) => {
    const path = canvas.getByRole('cell', { name: longMissingPagesFixture[0]!.path });
    await expect(path).toHaveAttribute('data-label', 'Address');
    await expect(canvas.getByText('1,204')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Redirect this: ${longMissingPagesFixture[0]!.path}` }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Swedish: the columns, the count and the time written the Swedish way, the actions by name. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { page: wholeList([...longMissingPagesFixture, ...missingPagesFixture.slice(0, 2)]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Besök' })).toBeVisible();
    await expect(canvas.getByText('1 204')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Omdirigera: /om-oss' })).toHaveTextContent('Omdirigera');
    await expect(canvas.getByRole('button', { name: 'Avfärda /om-oss' })).toHaveAttribute(
      'title',
      'Avfärda /om-oss',
    );
  },
};
