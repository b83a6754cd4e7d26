import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { adminHomePageFixture, adminReceived } from '../../../mocks/handlers';
import { comparePages } from './pages/pageTexts';
import { Revisions } from './Revisions';
import { adminI18nOf } from '../i18n/adminI18n';

const home = adminHomePageFixture();

/**
 * The saves of a page under its editor. The list, compare, restore, empty, loading and error states are the
 * posts' (Admin/Revisions panel, the same component) and the page's in place (Admin/Page editor › Revisions);
 * here what only a live page has: two restores.
 */
const meta = {
  title: 'Admin/Parts/Revision list',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: Revisions,
  args: {
    address: '/api/admin/pages/1/revisions',
    queryKey: ['admin', 'pages', 1, 'revisions'],
    compare: (snapshot: unknown) => comparePages(snapshot as typeof home, home, 'en'),
    onRestored: fn(),
  },
} satisfies Meta<typeof Revisions>;

export default meta;
type Story = StoryObj<typeof meta>;

const older = adminI18nOf('en').dateTime.format(new Date('2026-10-20T13:30:00.000Z'));

/** On a live page: the restore is a draft to review, or published at once; the dialog says which does what. */
export const LivePage: Story = {
  args: { live: true, warning: 'Restoring drops the changes you have not saved.' },
  play: async ({ canvas, args, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Revisions' }));
    await userEvent.click(await region.findByRole('button', { name: `Compare the revision of ${older}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Revision of ${older}` }));
    await expect(dialog.getByText(/This page is live: restored as a draft/)).toBeVisible();
    await expect(dialog.getByText('Restoring drops the changes you have not saved.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore and publish' }));
    await waitFor(() => expect(args.onRestored).toHaveBeenCalledOnce());
    await expect(adminReceived.saved.at(-1)).toMatchObject({ body: { publish: true } });
  },
};

/** In Swedish: the saves with Swedish dates, the comparison's legend, and the live page's two restores. */
export const LivePageSwedish: Story = {
  globals: { locale: 'sv' },
  args: { live: true },
  play: async ({ canvas, userEvent }) => {
    const when = adminI18nOf('sv').dateTime.format(new Date('2026-10-20T13:30:00.000Z'));
    const region = within(await canvas.findByRole('region', { name: 'Versioner' }));
    await userEvent.click(await region.findByRole('button', { name: `Jämför versionen från ${when}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Version från ${when}` }));
    await expect(dialog.getByText(/^Från den här versionen till den nuvarande:/)).toBeVisible();
    await expect(dialog.getByText(/^Den här sidan är publicerad: återställd som utkast/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Återställ som utkast' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Återställ och publicera' })).toBeVisible();
  },
};
