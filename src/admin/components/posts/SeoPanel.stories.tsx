import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyDocument } from '../../../../shared/postDocument';
import { markdownToDocument as doc } from '../../../../shared/postMarkdown';
import { SeoPanel, type SeoText } from './SeoPanel';

// Texts written for these stories: each does what every check asks in its language (a picture's alt text is not
// counted among the words).
const swedish: SeoText = {
  keyphrase: 'lokal SEO',
  title: 'Lokal SEO för småföretag',
  excerpt:
    'Så hittar kunderna i närheten ditt företag: lokal SEO steg för steg, från företagsprofilen till omdömen och en sida för varje ort.',
  body: doc(
    [
      'Lokal SEO avgör om kunderna i din stad hittar dig när de söker på mobilen.',
      '## Lokal SEO börjar med profilen',
      'Fyll i öppettider, adress och bilder. Se till att samma uppgifter står på [kontaktsidan](/kontakt).',
      '## Omdömen och sidor per ort',
      'Be nöjda kunder skriva ett omdöme. Svara också på varje omdöme du får. Skriv en sida för varje ort du arbetar i, med riktiga exempel därifrån.',
      'Googles egna råd finns i [deras guide](https://developers.google.com/search/docs).',
      '![Karta med tre nålar över en stad](/media/5-abcdef012345-640.webp)',
    ].join('\n\n'),
  ),
};

const english: SeoText = {
  keyphrase: 'local SEO',
  title: 'Local SEO for small businesses',
  excerpt:
    'How customers nearby find your business: local SEO step by step, from the business profile to reviews and a page for every town you serve.',
  body: doc(
    [
      'Local SEO decides whether customers in your town find you when they search on their phones.',
      '## Local SEO starts with your profile',
      'Fill in opening hours, address and photos. Make sure the same details are on the [contact page](/en/contact).',
      '## Reviews and a page per town',
      'Ask happy customers for a review. Answer every review you get, kind or harsh. Write a page for each town you work in, with real examples from there.',
      'Google explains it in [its own guide](https://developers.google.com/search/docs).',
      '![A map with three pins over a town](/media/6-abcdef012345-640.webp)',
    ].join('\n\n'),
  ),
};

/**
 * How each language of a post will do in search as it is typed: where the focus keyphrase stands, the page title
 * and description, headings, links and alt texts, each with a light and what to do, and the search result on a
 * computer and a phone.
 */
const meta = {
  title: 'Admin/Parts/SEO panel',
  globals: { locale: 'en' },
  component: SeoPanel,
  args: {
    sv: swedish,
    en: english,
    slug: 'lokal-seo-for-smaforetag',
    others: { sv: [{ name: 'Snabbare sajter', focus: 'sidhastighet', match: 'same' }], en: [] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '64rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, language: string) =>
  within(canvasElement).getByRole('region', { name: language });
const check = (canvasElement: HTMLElement, language: string, id: string) =>
  column(canvasElement, language).querySelector<HTMLElement>(`[data-check="${id}"]`);

/**
 * Both languages do what each check asks (the English slug is the Swedish one, so only its address check is
 * amber), and the search result shows the page title with the brand.
 */
export const AllGood: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Search engine optimisation (SEO)' })).toBeVisible();
    const swedishColumn = within(column(canvasElement, 'Swedish'));
    await expect(swedishColumn.queryByText('Could be better')).toBeNull();
    await expect(swedishColumn.queryByText('Needs work')).toBeNull();
    await expect(check(canvasElement, 'Swedish', 'density')).toHaveTextContent(
      'GoodThe keyphrase 2 times in 72 words: about right.',
    );
    await expect(check(canvasElement, 'Swedish', 'internalLinks')).toHaveTextContent(
      'GoodLinks to the site: 1.',
    );
    await expect(check(canvasElement, 'English', 'inSlug')).toHaveTextContent(
      "Could be betterPut the keyphrase's words in the address (slug).",
    );
    await expect(
      swedishColumn.getByText('Lokal SEO för småföretag | Novaweb', { selector: '[data-size="desktop"] *' }),
    ).toBeVisible();
    await expect(
      within(column(canvasElement, 'English')).getAllByText(/› en › blog › lokal-seo-for-smaforetag$/),
    ).toHaveLength(2);
  },
};

/** A keyphrase the text hardly uses, a long title, a short excerpt, skipped headings, no links, an image without alt. */
export const NeedsWork: Story = {
  args: {
    sv: {
      keyphrase: 'sidhastighet',
      title: 'Varför din webbplats tappar kunder innan den ens hunnit visa första bilden',
      excerpt: 'Om långsamma sidor.',
      body: doc(
        '## En rubrik till\n\nLångsamma sidor kostar kunder.\n\n![](/media/7-abcdef012345-640.webp)\n\n#### Vad du kan göra\n\nKomprimera bilderna.',
      ),
    },
    en: { keyphrase: '', title: 'Slow pages', excerpt: '', body: emptyDocument() },
    slug: 'varfor-kunder-forsvinner',
  },
  play: async ({ canvasElement }) => {
    const expected: [string, string | RegExp][] = [
      ['inTitle', 'Needs workPut the keyphrase in the title, near its start.'],
      ['inSlug', "Could be betterPut the keyphrase's words in the address (slug)."],
      [
        'density',
        'Needs workThe keyphrase 0 times in 13 words: use it a little more (at least 0.5 per hundred words).',
      ],
      [
        'usedElsewhere',
        'Could be better“Snabbare sajter” already aims at this keyphrase: choose another, or the two compete in search results.',
      ],
      [
        'titleLength',
        /^Could be betterThe page title has 84 characters: search results cut it after about 60/,
      ],
      [
        'descriptionLength',
        'Could be betterThe excerpt has 19 characters: write 120–160, so the result says enough.',
      ],
      ['headings', /^Could be betterThe heading “Vad du kan göra” is at the wrong level/],
      ['internalLinks', /^Could be betterLink to a page or post of the site/],
      [
        'altTexts',
        'Needs workImages without alt text: 1 – describe each for screen readers and search engines.',
      ],
    ];
    for (const [id, text] of expected)
      await expect(check(canvasElement, 'Swedish', id)).toHaveTextContent(text);
    await expect(check(canvasElement, 'English', 'keyphrase')).toHaveTextContent(
      'Needs workChoose a focus keyphrase: what a searcher types to find this text.',
    );
    await expect(check(canvasElement, 'English', 'descriptionLength')).toHaveTextContent(
      'Needs workWrite an excerpt: search results show it under the title.',
    );
    // A body without words is not checked for its structure.
    await expect(check(canvasElement, 'English', 'headings')).toBeNull();
  },
};

/** A title and excerpt longer than a result shows: the preview cuts them where a search result would. */
export const LongContent: Story = {
  args: {
    sv: {
      ...swedish,
      title: 'Lokal SEO för småföretag som vill synas för kunderna i närheten varje dag, även på helgerna',
      excerpt: `${swedish.excerpt} Dessutom visar vi hur du följer upp resultatet månad för månad, utan dyra verktyg och utan att anlita någon.`,
    },
    en: { keyphrase: '', title: '', excerpt: '', body: emptyDocument() },
  },
  play: async ({ canvasElement }) => {
    const swedishColumn = within(column(canvasElement, 'Swedish'));
    const [desktop, phone] = swedishColumn.getAllByText(/…$/);
    await expect(desktop!.textContent!.length).toBeLessThanOrEqual(162);
    await expect(phone!.textContent!.length).toBeLessThanOrEqual(122);
    await expect(check(canvasElement, 'Swedish', 'descriptionLength')).toHaveTextContent(
      /^Could be betterThe excerpt has \d+ characters: search results cut it after about 160\.$/,
    );
    await expect(
      within(column(canvasElement, 'English')).getByText(
        'Write a title, excerpt or body in this language to have it checked.',
      ),
    ).toBeVisible();
  },
};

/** In Swedish, on a phone: the languages one under the other, each result within the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Sökmotoroptimering (SEO)' })).toBeVisible();
    await expect(check(canvasElement, 'Svenska', 'inTitle')).toHaveTextContent(
      'BraFokusfrasen står i rubriken.',
    );
    await expect(check(canvasElement, 'Engelska', 'inSlug')).toHaveTextContent(
      'Kan bli bättreTa med fokusfrasens ord i adressen (slug).',
    );
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
