import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { ComparisonSlider } from './ComparisonSlider';

const meta = {
  title: 'Components/ComparisonSlider',
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

export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Jämför före och efter' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuemin', '5');
    await expect(slider).toHaveAttribute('aria-valuemax', '95');
    await waitFor(() =>
      expect(canvas.getByAltText('Modern webbplats').closest('[data-loaded]')).toHaveAttribute(
        'data-loaded',
        'true',
      ),
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '42');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '95');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuenow', '95');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
  },
};

export const Drag: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider');
    const frame = slider.parentElement!;
    const rect = frame.getBoundingClientRect();
    const at = (fraction: number) => ({
      clientX: rect.left + rect.width * fraction,
      clientY: rect.top + 20,
      pointerId: 1,
    });
    fireEvent.pointerDown(frame, { ...at(0.5), button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(frame, { ...at(0.25), pointerType: 'mouse' });
    await expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { ...at(0.01), pointerType: 'mouse' });
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    fireEvent.pointerUp(frame, { ...at(0.01), pointerType: 'mouse' });
    // Released: moving the pointer no longer moves the handle.
    fireEvent.pointerMove(frame, { ...at(0.8), pointerType: 'mouse' });
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    fireEvent.pointerDown(frame, { ...at(0.7), pointerType: 'touch' });
    await expect(slider).toHaveAttribute('aria-valuenow', '70');
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
