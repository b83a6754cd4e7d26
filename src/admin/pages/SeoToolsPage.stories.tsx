import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { SeoToolsPage } from './SeoToolsPage';

const meta = {
  title: 'Admin/Screens/SEO tools',
  // English: the play functions read its words; the Swedish tools are their own story.
  globals: { locale: 'en' },
  component: SeoToolsPage,
  parameters: { route: '/admin/seo' },
  render: () => <AdminApp />,
} satisfies Meta<typeof SeoToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MetaGenerator: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('a title is required', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Generate meta tags' }));
      await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a page title');
    });
    await step('the counter is yellow below 120, green from 120 to 160, red above', async () => {
      const description = canvas.getByLabelText('Description');
      await userEvent.type(description, 'x'.repeat(100));
      await expect(canvas.getByText('100/160')).toHaveAttribute('data-tone', 'short');
      await userEvent.type(description, 'x'.repeat(30));
      await expect(canvas.getByText('130/160')).toHaveAttribute('data-tone', 'ideal');
      await userEvent.type(description, 'x'.repeat(31));
      await expect(canvas.getByText('161/160')).toHaveAttribute('data-tone', 'over');
    });
    await step('the tags are generated with the values escaped', async () => {
      await userEvent.type(canvas.getByLabelText('Page title *'), 'Webbdesign "för" småföretag');
      await userEvent.click(canvas.getByRole('button', { name: 'Generate meta tags' }));
      await expectToast(canvas, 'Meta tags generated');
      await expect(canvas.getByLabelText('Generated meta tags')).toHaveTextContent(
        '<meta property="og:title" content="Webbdesign &quot;för&quot; småföretag">',
      );
    });
  },
};

export const Sitemap: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'View sitemap' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expectToast(canvas, 'Sitemap regenerated successfully!');
    await expect(canvas.getByRole('status')).toHaveTextContent('42 URLs');
  },
};

/** In Swedish: the three tools, a refused empty keyword, and the sitemap made again, said in Swedish. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Metataggar' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Förhandsvisning i sökresultat' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Analysera' }));
    await expect(canvas.getByText('Skriv ett nyckelord att analysera')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skapa på nytt' }));
    await expectToast(canvas, 'Webbplatskartan är skapad på nytt');
    await expect(canvas.getByRole('status')).toHaveTextContent('42 adresser');
  },
};

export const KeywordAnalysis: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Analyze' }));
    await expect(canvas.getByText('Please enter a keyword to analyze')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Keyword'), 'SEO');
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze' }));
    await expectToast(canvas, 'Keyword analysis completed!');
    const rows = (await canvas.findAllByRole('row')).slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'seo',
      'seo service',
      'best seo',
      'seo company',
      'affordable seo',
    ]);
    await expect(canvas.getByText(/none is configured/)).toBeVisible();
  },
};
