import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { PublicLayout } from './PublicLayout';

const meta = {
  title: 'Components/Page layout',
  component: PublicLayout,
  tags: ['autodocs'],
  render: () => (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<h1 style={{ padding: '8rem 2rem' }}>Sidans innehåll</h1>} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Sidans innehåll');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hoppa till innehållet' })).toHaveFocus();
  },
};
