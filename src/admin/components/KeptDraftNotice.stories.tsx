import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KeptDraftNotice } from './KeptDraftNotice';
import { adminI18nOf } from '../i18n/adminI18n';

const meta = {
  title: 'Admin/Parts/Kept draft notice',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: KeptDraftNotice,
  args: {
    kept: { value: {}, version: 4, at: '2026-11-28T14:32:00.000Z' },
    version: 4,
    onRestore: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof KeptDraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The work began from the version the server still holds: restore or drop it. */
export const SameVersion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const when = adminI18nOf('en').dateTime.format(new Date('2026-11-28T14:32:00.000Z'));
    await expect(
      canvas.getByRole('note', { name: `Changes you had not saved were kept in this browser (${when}).` }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Saved since by someone/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore my changes' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard them' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** Someone saved since the work began: restoring puts it over their version, and the notice says so. */
export const SavedSince: Story = {
  args: { version: 6 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Saved since by someone (version 6; yours began from version 4): restoring puts your changes over that version.',
      ),
    ).toBeVisible();
  },
};

/** At a phone's width the text wraps between words and the buttons stay whole. */
export const Mobile: Story = {
  args: { version: 6 },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** In Swedish on a phone: when the work was kept, that someone saved since, and the two choices. */
export const SwedishOnAPhone: Story = {
  args: { version: 6 },
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const when = adminI18nOf('sv').dateTime.format(new Date('2026-11-28T14:32:00.000Z'));
    await expect(
      canvas.getByRole('note', {
        name: `Ändringar du inte hade sparat finns kvar i den här webbläsaren (${when}).`,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Någon har sparat sedan dess \(version 6; dina ändringar utgick från version 4\)/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Återställ mina ändringar' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
