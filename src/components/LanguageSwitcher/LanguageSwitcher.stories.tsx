import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: { layout: 'centered', route: '/about' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <LanguageSwitcher />
      <CurrentPath />
    </div>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to the same page in each language: they work before the application arrives, and crawlers follow them. */
export const Swedish: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('href', '/en/about');
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('hreflang', 'en');
    await expect(canvas.getByRole('link', { name: 'SV – svenska' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'EN – English' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/en/about');
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('aria-current', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'SV – svenska' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent(/^\/$/);
  },
};
