import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { SearchPage } from './SearchPage';

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { route: '/search?q=seo' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 });

/** A Swedish search: the matching service pages first, then the posts, with the matches marked. */
export const Results: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^\d+ träffar för ”seo”$/)).toBeVisible();
    const headings = results(canvas).map((heading) => heading.textContent);
    await expect(headings).toContain('SEO-optimering');
    await expect(headings.at(-1)).toBe('Därför är SEO avgörande för småföretag');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'SEO-optimering' })).toHaveAttribute(
      'href',
      '/services/seo-optimization',
    );
    await expect(canvas.getAllByText('Tjänst')[0]).toBeVisible();
    await expect(canvas.getAllByText('Blogginlägg')[0]).toBeVisible();
    const search = within(canvas.getByRole('search'));
    await expect(search.getByRole('searchbox', { name: 'Vad letar du efter?' })).toHaveValue('seo');
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/search');
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  parameters: { route: '/search?q=website' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^\d+ results for “website”$/)).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'How a modern website increases sales' })).toHaveAttribute(
      'href',
      '/en/blog/modern-website-increases-sales',
    );
    await expect(main.getByRole('link', { name: 'Web Design' })).toHaveAttribute(
      'href',
      '/en/services/web-design',
    );
    await expect(canvas.getAllByText('Blog post')[0]).toBeVisible();
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/en/search');
  },
};

/** Before a search: the form and a hint of what to type. */
export const EmptyQuery: Story = {
  tags: ['page'],
  parameters: { route: '/search' },
  play: async ({ canvas, step }) => {
    await expect(await canvas.findByText(/Skriv ett eller flera ord/)).toBeVisible();
    await step('the visitor searches', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Vad letar du efter?' }), 'hemsida');
      await userEvent.click(canvas.getByRole('button', { name: 'Sök' }));
      await expect(await canvas.findByText(/^(1 träff|\d+ träffar) för ”hemsida”$/)).toBeVisible();
      await expect(
        canvas.getByRole('link', { name: 'Så ökar en modern hemsida försäljningen' }),
      ).toBeVisible();
    });
  },
};

export const NoResults: Story = {
  parameters: { route: '/search?q=zebrafisk' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Inga träffar för ”zebrafisk”. Prova ett annat eller kortare ord.'),
    ).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

/** Long titles, long words and text that looks like HTML, over three pages. */
export const LongContent: Story = {
  parameters: { route: '/search?q=sökmotoroptimering', msw: { handlers: [publicHandlers.searchLong] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('28 träffar för ”sökmotoroptimering”')).toBeVisible();
    // The post text is shown as text: its angle brackets never become an element.
    await expect(canvas.getAllByText(/<vinkelparenteser>/)[0]).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: 'Sökresultatens sidor' }));
    await expect(pager.getByText('Sida 1 av 3')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Nästa sida' })).toHaveAttribute(
      'href',
      '/search?q=s%C3%B6kmotoroptimering&page=2',
    );
    await userEvent.click(pager.getByRole('link', { name: 'Nästa sida' }));
    await expect(await canvas.findByText('Sida 2 av 3')).toBeVisible();
    // The service pages lead the first page only, and count on every page.
    await expect(canvas.getByText('28 träffar för ”sökmotoroptimering”')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.searchError] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Sökningen kunde inte göras just nu.'),
    );
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

/** One address past its searches a minute: told to wait, not that the search is broken. */
export const TooManySearches: Story = {
  parameters: { msw: { handlers: [publicHandlers.searchTooMany] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Du har sökt många gånger på kort tid. Vänta en minut och sök igen.',
      ),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.searchLoading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Söker…' })).toHaveAttribute('aria-busy', 'true');
  },
};
