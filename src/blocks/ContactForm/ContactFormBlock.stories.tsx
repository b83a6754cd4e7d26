import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { BlockPreview } from '../BlockPreview';

const contact = seedBlock('contactForm');

/**
 * The contact form block: its heading and facts are its data; the form itself (and its states) is the
 * contact feature's (Features/Contact form).
 */
const meta = {
  title: 'Blocks/Contact form',
  component: BlockPreview<'contactForm'>,
  tags: ['autodocs'],
  args: { type: 'contactForm', data: contact, id: 'contact' },
} satisfies Meta<typeof BlockPreview<'contactForm'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('#contact')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Få din gratis mockup' })).toBeVisible();
    await expect(canvas.getByText('Svar inom 1 arbetsdag')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reply within 1 business day')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

export const LongSwedish: Story = {
  args: { data: longSwedish(contact) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  args: { data: withoutEnglish(contact) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Svar inom 1 arbetsdag')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};
