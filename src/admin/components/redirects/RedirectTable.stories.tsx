import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longRedirectsFixture, redirectsFixture } from '../../../../mocks/fixtures/redirects';
import { adminI18nOf } from '../../i18n/adminI18n';
import { wholeList } from '../../listPage';
import { RedirectTable } from './RedirectTable';

/**
 * The Redirects screen's list: from, to, the kind, the last change and by whom (or that a page's move, a post's slug change too,
 * made it), with edit and delete.
 */
const meta = {
  title: 'Admin/Parts/Redirect table',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: RedirectTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { page: wholeList(redirectsFixture), none: 'No redirects yet.', onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof RedirectTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, from: string) =>
  within(canvas.getByRole('cell', { name: from }).closest('tr')!);

/** Staff's redirects and those slug changes left; edit and delete hand the redirect to the screen. */
export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(redirectsFixture.length + 1);
    const campaign = rowOf(canvas, '/kampanj');
    await expect(
      campaign.getByRole('cell', { name: '/services/conversion-optimization?utm_source=kampanj' }),
    ).toBeVisible();
    await expect(campaign.getByText('Temporary (302)')).toBeVisible();
    await expect(campaign.getByText('By Support')).toBeVisible();
    await expect(campaign.getByRole('cell', { name: /By Support/ })).toHaveTextContent(
      adminI18nOf('en').dateTime.format(new Date('2026-03-09T08:12:00.000Z')),
    );
    await expect(rowOf(canvas, '/blog/seo-tips-2025').getByText('When its page moved')).toBeVisible();
    await expect(rowOf(canvas, '/blog/seo-tips-2025').getByText('Permanent (301)')).toBeVisible();
    await expect(rowOf(canvas, '/en/partners').getByText('By a former user')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit the redirect from /kampanj' }));
    await expect(args.onEdit).toHaveBeenCalledWith(redirectsFixture[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the redirect from /en/partners' }));
    await expect(args.onDelete).toHaveBeenCalledWith(redirectsFixture[4]);
  },
};

/** Addresses as long as the server takes: they wrap in their cells, nothing scrolls sideways. */
export const LongAddresses: Story = {
  args: { page: wholeList(longRedirectsFixture) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('cell', { name: longRedirectsFixture[0]!.to })).toBeVisible();
    await expect(canvas.getByText('By Administratör med ett mycket långt namn')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a phone each redirect is a card, every cell after its column's name. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { page: wholeList([...longRedirectsFixture, ...redirectsFixture.slice(2, 4)]) },
  play: async ({ canvas, canvasElement }) => {
    const from = canvas.getByRole('cell', { name: longRedirectsFixture[0]!.from });
    await expect(from).toBeVisible();
    await expect(from).toHaveAttribute('data-label', 'From');
    await expect(canvas.getByRole('button', { name: 'Edit the redirect from /kampanj' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
