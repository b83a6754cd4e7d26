import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { LanguagePanel } from './LanguagePanel';

/**
 * My account → Language: Svenska or English for the admin and the staff member's e-mails, saved as soon as it is
 * picked. On My account the whole admin switches at once (Admin/Screens/Account › Choose Swedish).
 */
const meta = {
  title: 'Admin/Parts/Language panel',
  globals: { locale: 'en' },
  component: LanguagePanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English: English picked, each language named in itself. */
export const English: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Language' });
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Svenska' })).not.toBeChecked();
    await expect(canvas.getByText('Svenska').closest('label')).toHaveAttribute('lang', 'sv');
    await expect(group).toBeVisible();
  },
};

/** In Swedish: the panel's own words are Swedish. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Språk' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Svenska' })).toBeChecked();
  },
};

/** Picking Svenska saves it at once, and says so in Swedish. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    adminReceived.saved.length = 0;
    await userEvent.click(canvas.getByRole('radio', { name: 'Svenska' }));
    await expectToast(canvas, 'Språket är sparat');
    await expect(canvas.getByRole('radio', { name: 'Svenska' })).toBeChecked();
    await expect(adminReceived.saved).toContainEqual({
      path: '/api/admin/account/language',
      method: 'PUT',
      body: { lang: 'sv' },
    });
  },
};

/** The save is refused: the language stays as it was, and the panel says why. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountLanguageFails] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Svenska' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The language could not be saved: Internal server error',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked());
    await expect(canvas.getByRole('group', { name: 'Language' })).toHaveAccessibleDescription(
      'The language could not be saved: Internal server error',
    );
  },
};
