import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Admin/Settings',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: SettingsPage,
  parameters: { route: '/admin/settings' },
  render: () => <AdminApp />,
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Phone number')).toHaveValue('070-174 06 50');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText('Contact email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

export const Save: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = await canvas.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '08-123 456 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ phoneNumber: '08-123 456 78' });
  },
};

export const ClearCache: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cache' }));
    await expectToast(canvas, 'Cache cleared successfully');
  },
};

/** The default social image: chosen from the library, saved with the settings. */
export const DefaultSocialImage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose image (Default social image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Default social image' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use restaurant-after.png' }));
    await expect(await canvas.findByAltText(mediaFixture[3]!.altEn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expectToast(canvas, 'Settings saved successfully');
    await expect(adminReceived.saved[0]!.body).toMatchObject({ socialMediaId: mediaFixture[3]!.id });
  },
};
