import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import AdminApp from '../../src/admin/AdminApp';
import { useI18n } from '../../src/i18n/I18nProvider';

function CurrentLanguage() {
  const { lang } = useI18n();
  return <p style={{ padding: '2rem' }}>Language: {lang}</p>;
}

/**
 * How `.storybook/decorators.tsx` mounts a story: its language and its address. Which languages it renders
 * (side by side refused where a play function would find everything twice) is unit-tested in
 * `src/test/storyLocale.test.ts`, since a test cannot pick from the toolbar.
 */
const meta = {
  title: 'App/Story decorator',
  // Behaviour of the workbench itself: tested, not screenshotted.
  tags: ['no-screenshot'],
  render: () => <CurrentLanguage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** English puts the route under /en, which is where the language comes from. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Language: en')).toBeVisible();
  },
};

/** A story that pins side by side itself keeps both copies, play function and all. */
export const SideBySidePinned: Story = {
  globals: { locale: 'both' },
  // Side by side mounts the app twice, so its toaster's landmark repeats by design.
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Language: sv')).toBeVisible();
    await expect(canvas.getByText('Language: en')).toBeVisible();
    await expect(canvas.queryByText(/Side by side is off/)).not.toBeInTheDocument();
  },
};

/** Admin routes get no language prefix, so an admin screen renders whatever the locale says. */
export const AdminRouteInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/admin/login' },
  render: () => <AdminApp />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
