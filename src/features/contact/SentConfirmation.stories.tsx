import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SentConfirmation } from './SentConfirmation';

/**
 * What stands in the contact form's place once a message is stored: what was sent, what happens next, the
 * portfolio, and a way to send another (a button in the application, a link after the browser posted the form).
 */
const meta = {
  title: 'Components/Contact sent confirmation',
  component: SentConfirmation,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720, margin: '0 auto' }}>{Story()}</div>],
  args: {
    sent: {
      name: 'Anna Andersson',
      email: 'anna@cafe-exempel.se',
      firstLine: 'Vi behöver en ny hemsida till vårt café.',
    },
    formPath: '/contact',
  },
} satisfies Meta<typeof SentConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After the application sent it: "another" brings the form back (that the heading takes the focus when it
 * replaces the form: Components/Contact form fields › Success).
 */
export const Swedish: Story = {
  args: { onAnother: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Tack, Anna Andersson! Ditt meddelande är skickat.');
    await expect(canvas.getByRole('heading', { name: 'Vad händer nu?' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka ett meddelande till' }));
    await expect(args.onAnother).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    sent: { name: 'Jane Smith', email: 'jane@example.com', firstLine: 'We need a new website.' },
    formPath: '/en/contact',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you, Jane Smith! Your message has been sent.',
    );
    await expect(canvas.getByText('We need a new website.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See what we have made for others' })).toHaveAttribute(
      'href',
      '/en/portfolio',
    );
    await expect(canvas.getByRole('link', { name: 'Send another message' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};

/** Without what was sent (a native post's seal expired): the rest stands. */
export const WithoutDetails: Story = {
  args: { sent: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tack! Ditt meddelande är skickat.',
    );
    await expect(canvas.queryByRole('definition')).toBeNull();
  },
};

/** A long name, address and first line on a phone: each wraps within the card, the labels above the values. */
export const LongOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    sent: {
      name: 'Anna-Karin Wallenberg-Strömqvist Lindqvist',
      email: 'anna-karin.wallenberg-stromqvist@konditori-exempel-i-sundsvall.se',
      firstLine:
        'Hej! Vi driver ett familjeägt konditori i Sundsvall sedan 1952 och behöver en helt ny webbplats med…',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(3);
  },
};
