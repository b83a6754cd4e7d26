import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiPaths } from '../../../shared/api';
import { postsFixture } from '../../../mocks/fixtures/posts';
import { categoryHandlers } from '../../../mocks/handlers';
import { RelatedPosts } from './RelatedPosts';

const relatedAnswer = (posts: typeof postsFixture) =>
  http.get(`*${apiPaths.posts}/:slug/related`, () => HttpResponse.json(posts));

/** Three other posts below an article, its category's first (GET /api/posts/:slug/related). */
const meta = {
  title: 'Components/Related posts',
  component: RelatedPosts,
  args: { slug: 'why-seo-is-crucial-for-businesses' },
  parameters: { msw: { handlers: [categoryHandlers.related] } },
} satisfies Meta<typeof RelatedPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Relaterade inlägg' }));
    await expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(region.queryByText('Därför är SEO avgörande för småföretag')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Related posts' }));
    await expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** A young blog: one other post is all there is. */
export const One: Story = {
  parameters: { msw: { handlers: [relatedAnswer([postsFixture[1]!])] } },
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Relaterade inlägg' }));
    await expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

/** Titles and excerpts far longer than usual: the cards grow, the grid keeps its columns and nothing spills. */
export const LongTitles: Story = {
  parameters: {
    msw: {
      handlers: [
        relatedAnswer(
          postsFixture.slice(1, 4).map((post) => ({
            ...post,
            title: {
              sv: 'Så fick en familjeägd järnhandel i Norrtälje dubbelt så många förfrågningar på ett halvår med lokal sökmotoroptimering',
              en: 'How a family-owned hardware shop in Norrtälje doubled its enquiries in six months with local search optimisation',
            },
            excerpt: {
              sv: 'Från en sida som ingen hittade till förstaplatsen på kartan: vad vi ändrade, i vilken ordning och vad det kostade.',
              en: 'From a site nobody found to the top of the map: what we changed, in which order, and what it cost.',
            },
          })),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const region = within(await canvas.findByRole('region', { name: 'Relaterade inlägg' }));
    await expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Counts the related-posts requests answered, so a story can wait for the answer before it looks. */
function counted(answer: () => Response) {
  const seen = { answered: 0 };
  const handler = http.get(`*${apiPaths.posts}/:slug/related`, () => {
    seen.answered += 1;
    return answer();
  });
  return { seen, handler };
}

/** After the answer, a few frames for React to draw what it would. */
const settled = async (seen: { answered: number }) => {
  await waitFor(() => expect(seen.answered).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 200));
};

const noneAnswer = counted(() => HttpResponse.json([]));

/** No other post to suggest: nothing is shown, not an empty heading. */
export const None: Story = {
  // A blank picture: behaviour only.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [noneAnswer.handler] } },
  play: async ({ canvas }) => {
    await settled(noneAnswer.seen);
    await expect(canvas.queryByRole('region', { name: 'Relaterade inlägg' })).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

const failedAnswer = counted(() => HttpResponse.json({ error: 'internal' }, { status: 500 }));

/** The suggestions cannot be read: the article is the page, so nothing is shown rather than an error. */
export const Error: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [failedAnswer.handler] } },
  play: async ({ canvas }) => {
    await settled(failedAnswer.seen);
    await expect(canvas.queryByRole('region', { name: 'Relaterade inlägg' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
