import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RevealSection } from './RevealSection';

const meta = {
  title: 'Components/Reveal on scroll',
  component: RevealSection,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: <p style={{ padding: '2rem', background: '#ede9fe' }}>Innehåll som tonar in</p> },
} satisfies Meta<typeof RevealSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content already on screen is never hidden: no flash, nothing lost. */
export const InView: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Innehåll som tonar in')).toBeVisible();
    await expect(canvas.getByText('Innehåll som tonar in').parentElement).toHaveAttribute(
      'data-reveal',
      'static',
    );
  },
};

/** Below the fold the content waits, then fades in (with a delay) once 15 % of it is visible. */
export const BelowTheFold: Story = {
  args: { delay: 200 },
  // The fade waits for motion: the visual layer shows this story without its reduced-motion preference.
  parameters: { visual: { motion: true } },
  render: (args) => (
    <div>
      <div style={{ height: '150vh' }} />
      <RevealSection {...args} />
      <div style={{ height: '100vh' }} />
    </div>
  ),
  play: async ({ canvas, step }) => {
    const content = canvas.getByText('Innehåll som tonar in');
    const wrapper = content.parentElement!;
    await step('hidden while below the fold', async () => {
      await waitFor(() => expect(wrapper).toHaveAttribute('data-reveal', 'waiting'));
    });
    await step('revealed after scrolling to it', async () => {
      // 'instant': the site scrolls smoothly, which a test should not wait for.
      window.scrollTo({
        top: content.getBoundingClientRect().top + window.scrollY - 200,
        behavior: 'instant',
      });
      await waitFor(() => expect(wrapper).toHaveAttribute('data-reveal', 'revealed'));
      await waitFor(() => expect(content).toBeVisible());
    });
  },
};
