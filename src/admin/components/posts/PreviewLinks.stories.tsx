import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { expectToast } from '../../../test/storyHelpers';
import { PreviewLinks } from './PreviewLinks';

const token = 'mJ3t8b1ZkQ0y5sV2wX7pL4nR9cA6dE1fG3hK8uT0oPq';

/**
 * A post's preview links, as the editor's "Share preview" answers them: one per language, to copy or open, and
 * until when they work (Stockholm time).
 */
const meta = {
  title: 'Admin/Parts/Preview links',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: PreviewLinks,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    links: {
      urls: {
        sv: `https://novaweb.se/blog/draft-post?preview=${token}`,
        en: `https://novaweb.se/en/blog/draft-post?preview=${token}`,
      },
      expiresAt: '2026-03-17T09:00:00.000Z',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, display: 'grid', gap: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreviewLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both links, until when they work, and each opens in a new tab. */
export const Links: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('17 Mar 2026, 10:00')).toBeVisible();
    await expect(canvas.getByLabelText('Swedish page')).toHaveValue(args.links.urls.sv);
    await expect(canvas.getByLabelText('English page')).toHaveValue(args.links.urls.en);
    await expect(canvas.getByLabelText('English page')).toHaveAttribute('readonly');
    const open = canvas.getByRole('link', { name: 'Open the English page' });
    await expect(open).toHaveAttribute('href', args.links.urls.en);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Copy puts the link on the clipboard and says so. */
export const Copied: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the Swedish page link' }));
    await expectToast(canvas, 'Link copied');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.links.urls.sv);
  },
};

/** The browser refuses the clipboard: the toast says to copy the link by hand. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the English page link' }));
    await expectToast(canvas, 'Copying is not allowed here: select the link and copy it yourself');
  },
};

/** A long slug on a phone: each link scrolls inside its field, nothing scrolls sideways. */
export const LongSlugOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    links: {
      urls: {
        sv: `https://novaweb.se/blog/sa-fordubblade-ett-litet-bageri-i-goteborg-sina-bestallningar-med-en-snabbare-hemsida?preview=${token}`,
        en: `https://novaweb.se/en/blog/how-a-small-bakery-in-gothenburg-doubled-its-online-orders-with-a-faster-website?preview=${token}`,
      },
      expiresAt: '2026-07-01T21:30:00.000Z',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // Summer time: 21:30 UTC is 23:30 in Stockholm.
    await expect(canvas.getByText('1 Jul 2026, 23:30')).toBeVisible();
    const field = canvas.getByLabelText('English page');
    await expect(field.scrollWidth).toBeGreaterThan(field.clientWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
