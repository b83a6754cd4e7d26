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

export const Swedish: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'SV – svenska' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'EN – English' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/en/about');
    await expect(canvas.getByRole('button', { name: 'EN – English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'EN – English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'SV – svenska' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent(/^\/$/);
  },
};
