import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateInWords } from './DateInWords';

/**
 * Under a date field: the chosen day written out in the staff member's language with its weekday, and its time
 * when the field has one. The field is the browser's own control, which writes the date as the browser's language
 * does (`12/08/2026` in an American browser); this line says it as the admin speaks.
 */
const meta = {
  title: 'Admin/Parts/Date in words',
  globals: { locale: 'en' },
  component: DateInWords,
  parameters: { layout: 'padded' },
  args: { value: '2026-12-08' },
} satisfies Meta<typeof DateInWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A follow-up's day in English: the weekday first, the month in words. */
export const Day: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tuesday, 8 December 2026')).toBeVisible();
  },
};

/** A scheduled time in Swedish, as Stockholm's clock reads it. */
export const DayAndTimeInSwedish: Story = {
  globals: { locale: 'sv' },
  args: { value: '2026-03-20T08:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fredag 20 mars 2026 kl. 08:30')).toBeVisible();
  },
};

/** An empty field, or one still being typed (`2026-02-30` is no day): nothing. */
export const NothingYet: Story = {
  // An empty canvas: its picture would be any empty story's.
  tags: ['no-screenshot'],
  args: { value: '2026-02-30' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-date-words]')).toBeNull();
  },
};
