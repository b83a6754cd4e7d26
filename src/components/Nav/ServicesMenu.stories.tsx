import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ServicesMenu } from './ServicesMenu';

const meta = {
  title: 'Components/Navigation/Services menu',
  tags: ['autodocs'],
  component: ServicesMenu,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ServicesMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const summary = (canvas: Canvas) => canvas.getByText('Tjänster', { selector: 'summary' });
const isOpen = (canvas: Canvas) => (summary(canvas).parentElement as HTMLDetailsElement).open;

/** A <details>: closed, its links are in the page (for crawlers) but not shown. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(isOpen(canvas)).toBe(false);
    await expect(canvas.getByRole('link', { name: 'Webbdesign', hidden: true })).not.toBeVisible();
  },
};

/** The same markup works before the application arrives: the browser opens it on a press. */
export const OpenedByPress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(summary(canvas));
    await expect(isOpen(canvas)).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Webbdesign' })).toHaveAttribute(
      'href',
      '/services/web-design',
    );
  },
};

/** A press anywhere else closes it (shared/firstTap.ts: inline in the page, before and after the application). */
export const ClosesOnPressOutside: Story = {
  // Closed's picture: behaviour only.
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(summary(canvas));
    await expect(isOpen(canvas)).toBe(true);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(isOpen(canvas)).toBe(false));
  },
};

export const KeyboardOperable: Story = {
  // Ends closed with the focus on the summary: behaviour only.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent, step }) => {
    const trigger = summary(canvas);
    await step('ArrowDown opens the menu on its first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(isOpen(canvas)).toBe(true);
      await expect(canvas.getByRole('link', { name: 'Webbdesign' })).toHaveFocus();
    });
    await step('arrows move between the four services, wrapping around', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('link', { name: 'Webbomdesign' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(canvas.getByRole('link', { name: 'Konverteringsoptimering' })).toHaveFocus();
    });
    await step('Escape closes it and returns focus to the summary', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(isOpen(canvas)).toBe(false);
      await expect(trigger).toHaveFocus();
    });
    // Enter and Space on the summary are the browser's own: tests/e2e/home.spec.ts presses them for real.
  },
};

export const ActiveService: Story = {
  parameters: { route: '/services/web-redesign' },
  play: async ({ canvas, userEvent }) => {
    await expect(summary(canvas)).toHaveAttribute('data-active', 'true');
    await userEvent.click(summary(canvas));
    await expect(canvas.getByRole('link', { name: 'Webbomdesign' })).toHaveAttribute('aria-current', 'page');
  },
};
