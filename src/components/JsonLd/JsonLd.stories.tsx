import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { settingsFixture } from '../../../mocks/fixtures/settings';
import { JsonLd } from './JsonLd';
import { breadcrumbSchema, organizationSchema } from './schema';

const meta = {
  title: 'Components/Structured data (JSON-LD)',
  // Behaviour only (what it changes is in the document head or not drawn): tested, not screenshotted.
  tags: ['autodocs', 'no-screenshot'],
  component: JsonLd,
  parameters: { layout: 'padded' },
  args: {
    data: [
      organizationSchema('https://www.novaweb.se', settingsFixture),
      breadcrumbSchema('https://www.novaweb.se', [
        { name: 'Hem', path: '/' },
        { name: 'Kontakt', path: '/contact' },
      ]),
    ],
  },
  render: (args) => (
    <>
      <JsonLd {...args} />
      <p>Structured data is a JSON block in the page; it renders nothing visible.</p>
    </>
  ),
} satisfies Meta<typeof JsonLd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrganizationAndBreadcrumbs: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('script[type="application/ld+json"]')!;
    const graph = JSON.parse(block.textContent!) as { '@context': string; '@graph': { '@type': string }[] };
    await expect(graph['@context']).toBe('https://schema.org');
    await expect(graph['@graph'].map((item) => item['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  },
};

/** A value containing </script> cannot end the block early. */
export const HostileText: Story = {
  args: {
    data: { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' },
  },
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('script');
    await expect(blocks).toHaveLength(1);
    await expect(JSON.parse(blocks[0]!.textContent!).name).toBe('</script><script>alert(1)</script>');
  },
};
