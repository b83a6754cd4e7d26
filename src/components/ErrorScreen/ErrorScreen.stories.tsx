import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { languages } from '../../../shared/i18n';
import { AppErrorBoundary, ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Components/Error screen',
  component: ErrorScreen,
  tags: ['autodocs'],
  args: { lang: 'sv' },
  // The screen is drawn outside the app's providers, so it takes its language as a prop.
  argTypes: { lang: { control: 'radio', options: [...languages] } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  },
};

function Broken(): never {
  throw new Error('A section failed to render');
}

/** A render failure anywhere below the boundary shows the error screen instead of a blank page. */
export const CaughtByBoundary: Story = {
  // The same picture as Swedish: tested here, screenshotted there.
  tags: ['no-screenshot'],
  render: () => (
    <AppErrorBoundary lang="sv">
      <Broken />
    </AppErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  },
};
