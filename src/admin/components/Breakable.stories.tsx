import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breakable } from './Breakable';

/**
 * An address in a narrow column, as the leads, outbox, sessions and redirects tables show them: it wraps after its
 * slashes, @ and query signs, and each part between them stays whole.
 */
const meta = {
  title: 'Admin/Parts/Breakable address',
  globals: { locale: 'en' },
  component: Breakable,
  args: { text: '/tjanster/hemsida/underkategori?utm_source=nyhetsbrev&utm_campaign=var' },
  decorators: [
    (Story) => (
      <div style={{ width: '11rem', padding: '1rem', border: '1px solid #cbd5e1' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breakable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long path with a query: the same text, on several lines, broken only where the address has a sign. */
export const Path: Story = {
  play: async ({ canvas, args }) => {
    const address = canvas.getByText(args.text);
    await expect(address.querySelectorAll('wbr')).toHaveLength(7);
    await expect(address.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** An e-mail address: it may wrap after the @ only. */
export const Email: Story = {
  args: { text: 'anna.andersson@cafe-exempel.se' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.text).querySelectorAll('wbr')).toHaveLength(1);
  },
};

/** A file's name joined by underscores (a camera's, an export's): it wraps after them and its dots, not mid-word. */
export const FileName: Story = {
  args: { text: 'kampanjbild_varerbjudande_2026_slutgiltig_version.webp', kind: 'file' },
  play: async ({ canvas, args }) => {
    const name = canvas.getByText(args.text);
    await expect(name.querySelectorAll('wbr')).toHaveLength(5);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
