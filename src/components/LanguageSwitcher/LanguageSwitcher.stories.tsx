import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { usePage } from '../../api/pages';
import { LanguageSwitcher } from './LanguageSwitcher';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const meta = {
  title: 'Components/Language switch',
  component: LanguageSwitcher,
  tags: ['autodocs'],
  parameters: { layout: 'centered', route: '/about' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <LanguageSwitcher />
      <CurrentPath />
    </div>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to the same page in each language: they work before the application arrives, and crawlers follow them. */
export const Swedish: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('href', '/en/about');
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('hreflang', 'en');
    await expect(canvas.getByRole('link', { name: 'SV – svenska' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'EN – English' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/en/about');
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('aria-current', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'EN – English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'SV – svenska' }));
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent(/^\/$/);
  },
};

/** Loads the page at the current address, as BlockPage does, and says when it is there. */
function BlockPageLoaded() {
  const page = usePage(useLocation().pathname);
  return page.isSuccess ? <output aria-label="Page">{page.data?.meta.title ?? 'none'}</output> : null;
}

/**
 * A campaign page staff made, whose English address is not its Swedish one under /en: each link goes to the
 * page's own address in that language (never to a 404), and back.
 */
export const CampaignPage: Story = {
  parameters: { route: '/kampanj/host' },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'center' }}>
      <LanguageSwitcher />
      <BlockPageLoaded />
      <CurrentPath />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Page')).toHaveTextContent('Höstkampanj | Novaweb');
    const english = canvas.getByRole('link', { name: 'EN – English' });
    await expect(english).toHaveAttribute('href', '/en/campaign/autumn');
    await userEvent.click(english);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/en/campaign/autumn');
    await expect(await canvas.findByLabelText('Page')).toHaveTextContent('Autumn campaign | Novaweb');
    await expect(canvas.getByRole('link', { name: 'SV – svenska' })).toHaveAttribute('href', '/kampanj/host');
  },
};
