import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreviewRibbon } from './PreviewRibbon';

/** Above a post seen through a preview link: a draft, not published, and until when the link works. */
const meta = {
  title: 'Components/Preview ribbon',
  component: PreviewRibbon,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // 09:00 UTC is 10:00 in Stockholm in March (winter time).
  args: { expiresAt: '2026-03-17T09:00:00.000Z' },
} satisfies Meta<typeof PreviewRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Förhandsvisning: ett utkast som bara visas via den här länken, till 17 mars 2026 10:00. Inte publicerat.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Preview: a draft shown only through this link, until 17 Mar 2026, 10:00. Not published.',
    );
  },
};

/** On a phone the sentence wraps; the bar grows with it. */
export const Phone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
