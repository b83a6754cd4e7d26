import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { ComparisonSlider } from './ComparisonSlider';

const meta = {
  title: 'Components/Comparison slider',
  component: ComparisonSlider,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    beforeImage: '/images/home-before.svg',
    afterImage: '/images/home-after.svg',
    alt: 'Före och efter en omdesign',
    beforeAlt: 'Föråldrad webbplats',
    afterAlt: 'Modern webbplats',
    label: 'Jämför före och efter',
    beforeLabel: 'Före',
    afterLabel: 'Efter',
    priority: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ComparisonSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native range input: 5–95, starting at 50, named for what it compares. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Jämför före och efter' });
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('min', '5');
    await expect(slider).toHaveAttribute('max', '95');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Före 50 % · Efter 50 %');
    await waitFor(() =>
      expect(canvas.getByAltText('Modern webbplats').closest('[data-loaded]')).toHaveAttribute(
        'data-loaded',
        'true',
      ),
    );
  },
};

/**
 * Wherever the browser puts the value (a press, a drag, a key: tests/e2e/home.spec.ts does those with a real
 * mouse and keyboard), the picture, the handle and the spoken value follow it.
 */
export const Moved: Story = {
  play: async ({ canvas, canvasElement }) => {
    const slider = canvas.getByRole<HTMLInputElement>('slider');
    slider.value = '70';
    fireEvent.input(slider);
    const frame = canvasElement.querySelector<HTMLElement>('[data-comparison-frame]')!;
    await expect(frame).toHaveAttribute('data-position', '70');
    await expect(frame.style.getPropertyValue('--position')).toBe('70%');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Före 70 % · Efter 30 %');
  },
};

/** The handle stays between 5 and 95 %: the input itself refuses values outside. */
export const Clamped: Story = {
  play: async ({ canvas, canvasElement }) => {
    const slider = canvas.getByRole<HTMLInputElement>('slider');
    slider.value = '100';
    fireEvent.input(slider);
    await expect(slider).toHaveValue('95');
    await expect(canvasElement.querySelector('[data-comparison-frame]')).toHaveAttribute(
      'data-position',
      '95',
    );
  },
};

/** Until an image has loaded, its layer pulses. */
export const Loading: Story = {
  args: { beforeImage: '/images/slow-before.svg', afterImage: '/images/slow-after.svg' },
  parameters: {
    msw: {
      handlers: [
        http.get('/images/slow-:name', async () => {
          await delay('infinite');
          return new Response();
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByAltText('Modern webbplats').closest('[data-loaded]')).toHaveAttribute(
      'data-loaded',
      'false',
    );
    await expect(canvas.getByAltText('Föråldrad webbplats').closest('[data-loaded]')).toHaveAttribute(
      'data-loaded',
      'false',
    );
  },
};
