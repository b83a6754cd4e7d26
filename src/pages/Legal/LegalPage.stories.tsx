import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  args: { document: 'privacy' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  tags: ['page'],
  parameters: { route: '/privacy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getAllByText(/IMY|Integritetsskyddsmyndigheten/).length).toBeGreaterThan(0);
  },
};

export const Terms: Story = { parameters: { route: '/terms' } };
export const PrivacyEnglish: Story = {
  tags: ['page'],
  parameters: { route: '/privacy' },
  globals: { locale: 'en' },
};
