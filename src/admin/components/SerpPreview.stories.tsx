import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SerpPreview } from './SerpPreview';

/**
 * How a page may show in a search result, on a computer (the title on one line) and on a phone (on two): the address
 * as a breadcrumb, the title, the description cut at a word where results cut it.
 */
const meta = {
  title: 'Admin/Parts/Search result preview',
  globals: { locale: 'en' },
  component: SerpPreview,
  args: {
    title: 'Lokal SEO för småföretag | Novaweb',
    address: 'novaweb.se/blog/lokal-seo-for-smaforetag',
    description: 'Så hittar kunderna i närheten ditt företag: lokal SEO steg för steg.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '64rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SerpPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const result = (canvasElement: HTMLElement, size: 'desktop' | 'mobile') =>
  within(canvasElement.querySelector<HTMLElement>(`[data-size="${size}"]`)!);

/** A title, an address and a short description: shown whole on both, the address as a breadcrumb. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    for (const size of ['desktop', 'mobile'] as const) {
      const shown = result(canvasElement, size);
      await expect(shown.getByText('novaweb.se › blog › lokal-seo-for-smaforetag')).toBeVisible();
      await expect(shown.getByText('Lokal SEO för småföretag | Novaweb')).toBeVisible();
      await expect(
        shown.getByText('Så hittar kunderna i närheten ditt företag: lokal SEO steg för steg.'),
      ).toBeVisible();
    }
  },
};

/** Nothing written yet: each result says where the title and the description will show. */
export const Empty: Story = {
  args: { title: '', description: '' },
  play: async ({ canvasElement }) => {
    for (const size of ['desktop', 'mobile'] as const) {
      await expect(result(canvasElement, size).getByText('Page title')).toBeVisible();
      await expect(result(canvasElement, size).getByText('The description appears here.')).toBeVisible();
    }
  },
};

/** A description longer than a result shows: cut at a word, about 160 characters on a computer, 120 on a phone. */
export const LongContent: Story = {
  args: {
    title:
      'Lokal SEO för småföretag som vill synas för kunderna i närheten varje dag, även på helgerna | Novaweb',
    description:
      'Så hittar kunderna i närheten ditt företag: lokal SEO steg för steg, från företagsprofilen till omdömen och en sida för varje ort. Dessutom visar vi hur du följer upp resultatet månad för månad, utan dyra verktyg.',
  },
  play: async ({ args, canvasElement }) => {
    for (const [size, most] of [
      ['desktop', 160],
      ['mobile', 120],
    ] as const) {
      const kept = (result(canvasElement, size).getByText(/ …$/).textContent ?? '').slice(0, -2);
      await expect(kept.length).toBeLessThanOrEqual(most);
      // Cut between words: what is kept begins the description, and a space or a sign follows it there.
      await expect(args.description.startsWith(kept)).toBe(true);
      await expect(args.description[kept.length]).toMatch(/[\s,.;:–-]/u);
    }
  },
};

/** In Swedish, on a phone: the two results one under the other, within the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: { title: '', description: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Dator')).toBeVisible();
    await expect(canvas.getByText('Mobil')).toBeVisible();
    await expect(canvas.getAllByText('Beskrivningen visas här.')).toHaveLength(2);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
