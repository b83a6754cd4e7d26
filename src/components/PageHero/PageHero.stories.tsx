import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHero } from './PageHero';

/** A page's title, introduction and breadcrumbs: what the Page head block draws, and the search and category pages' heads. */
const meta = {
  title: 'Components/Page hero',
  component: PageHero,
  tags: ['autodocs'],
  args: {
    title: 'Kontakta oss',
    subtitle: 'Vi svarar inom 1 arbetsdag.',
    crumbs: [
      { name: 'Hem', path: '/' },
      { name: 'Kontakt', path: '/contact' },
    ],
  },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreadcrumbs: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(trail).toHaveTextContent('Hem');
    await expect(canvas.getByText('Kontakt')).toHaveAttribute('aria-current', 'page');
    const data = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(data['@type']).toBe('BreadcrumbList');
    await expect(data.itemListElement[1].item).toBe('https://www.novaweb.se/contact');
  },
};

export const Highlighted: Story = {
  args: {
    title: (
      <>
        En <mark>omdesign</mark> som ger resultat
      </>
    ),
  },
};
