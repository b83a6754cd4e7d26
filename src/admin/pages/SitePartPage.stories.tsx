import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { pricesFixture } from '../../../mocks/fixtures/pages';
import { adminReceived } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { SitePartPage } from './SitePartPage';

const meta = {
  title: 'Admin/Screens/Shared parts',
  // English: the play functions read its words; the Swedish ones are stories of their own.
  globals: { locale: 'en' },
  component: SitePartPage,
  args: { part: 'prices' },
  parameters: { route: '/admin/pages/prices' },
  render: () => <AdminApp />,
} satisfies Meta<typeof SitePartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans' prices, edited once for every page; a negative amount is named, a good one saved. */
export const ChangePremium: Story = {
  play: async ({ canvas, userEvent }) => {
    const premium = within(await canvas.findByRole('group', { name: 'Plans 2' }));
    const kronor = premium.getByLabelText('Price in kronor');
    await expect(kronor).toHaveValue(10000);
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish prices' }));
    await expect(await canvas.findByText('Not saved: 1 field needs a change.')).toBeVisible();
    await expect(kronor).toHaveAccessibleDescription('Zero or more');
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '12500');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish prices' }));
    await expect(await canvas.findByText(/^Published /)).toBeVisible();
    await expect(adminReceived.saved.at(-1)!.body).toMatchObject({ version: 1 });
  },
};

/** The preview beside the form draws a page with the prices as typed, before anything is saved. */
export const PreviewFollowsTyping: Story = {
  play: async ({ canvas, userEvent }) => {
    const kronor = within(await canvas.findByRole('group', { name: 'Plans 2' })).getByLabelText(
      'Price in kronor',
    );
    const preview = within(canvas.getByRole('region', { name: 'Preview of the prices' }));
    const frame = () => preview.getByTitle(/^Preview/) as HTMLIFrameElement;
    await expect(await preview.findByText('Up to date')).toBeVisible();
    await expect(frame().srcdoc).toContain('10000 kr');
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '12900');
    await waitFor(() => expect(frame().srcdoc).toContain('12900 kr'));
    await userEvent.click(preview.getByLabelText('English'));
    await waitFor(() => expect(frame().srcdoc).toContain('lang="en"'));
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/**
 * Whether the prices include moms, chosen once for every price (Swedish words), and what is saved. (The server
 * test "moms" shows every price's line turning on the site.)
 */
export const MomsIncluded: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    const moms = await canvas.findByLabelText('Priserna ovan är');
    await expect(moms).toHaveDisplayValue('Exkl. moms (för företag)');
    await userEvent.selectOptions(moms, 'Inkl. moms');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicera priserna' }));
    await waitFor(() =>
      expect(adminReceived.saved.at(-1)?.body).toMatchObject({ data: { moms: 'included' } }),
    );
  },
};

/** On a phone the preview follows the form: nothing wider than the screen. */
export const Mobile: Story = {
  args: { part: 'chrome' },
  parameters: { route: '/admin/pages/chrome' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const preview = within(
      await canvas.findByRole('region', { name: 'Preview of the navigation and footer' }),
    );
    await expect(await preview.findByText('Up to date')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Saved as a draft: nothing on the site changes; the editor says so, opens it again, and can discard it. */
export const DraftSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const kronor = within(await canvas.findByRole('group', { name: 'Plans 2' })).getByLabelText(
      'Price in kronor',
    );
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '12900');
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText(/^Draft saved .+: not on the site yet$/)).toBeVisible();
    await expect(adminReceived.saved.at(-1)!.body).toMatchObject({ publish: false, version: 1 });
    await expect(canvas.getByRole('button', { name: 'Publish prices' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(kronor).toHaveValue(10000));
    await expect(await canvas.findByText(/^Published /)).toBeVisible();
    await expect(adminReceived.saved.at(-1)).toMatchObject({
      path: '/api/admin/site-parts/prices/discard',
      body: { version: 2 },
    });
  },
};

/** A price typed but not saved before a reload is offered back from the browser; restored, it waits to be saved. */
export const KeptInBrowser: Story = {
  beforeEach: () => {
    const prices = structuredClone(pricesFixture);
    prices.plans[1]!.price.sek = 13500;
    window.localStorage.setItem(
      'novaweb-admin:unsaved:site-part:prices',
      JSON.stringify({ value: prices, version: 1, at: '2026-11-28T14:32:00.000Z' }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const offer = within(await canvas.findByRole('note', { name: /kept in this browser/ }));
    const kronor = within(canvas.getByRole('group', { name: 'Plans 2' })).getByLabelText('Price in kronor');
    await expect(kronor).toHaveValue(10000);
    await userEvent.click(offer.getByRole('button', { name: 'Restore my changes' }));
    await expect(kronor).toHaveValue(13500);
    await expect(canvas.queryByRole('note', { name: /kept in this browser/ })).toBeNull();
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** The limited-time offer above the plans is one of the prices: every pricing block shows the same words. */
export const Offer: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    const offer = within(await canvas.findByRole('group', { name: /^Offer$/ }));
    const text = offer.getByRole('group', { name: /^Text$/ });
    const swedish = within(text).getByLabelText(/Swedish/);
    await expect(swedish).toHaveValue('Just nu får du Premium till samma pris som Basic.');
    await userEvent.clear(swedish);
    await userEvent.type(swedish, 'Premium till Basic-pris hela december.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish prices' }));
    await expect(await canvas.findByText(/^Published /)).toBeVisible();
    await expect(adminReceived.saved.at(-1)!.body).toMatchObject({
      data: { offer: { text: { sv: 'Premium till Basic-pris hela december.' } } },
    });
  },
};

/** The navigation's button and the footer's words, Swedish first; an empty Swedish text is refused by name. */
export const NavigationAndFooter: Story = {
  args: { part: 'chrome' },
  parameters: { route: '/admin/pages/chrome' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Navigation and footer' })).toBeVisible();
    const cta = within(canvas.getByRole('group', { name: /^Navigation$/ }));
    const swedish = cta.getByLabelText(/Swedish/);
    await expect(swedish).toHaveValue('Få gratis mockup');
    await userEvent.clear(swedish);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish navigation and footer' }));
    await expect(await canvas.findByText('Swedish text is required')).toBeVisible();
    await userEvent.type(swedish, 'Boka ett samtal');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish navigation and footer' }));
    await expect(await canvas.findByText(/^Published /)).toBeVisible();
    await expect(adminReceived.saved.at(-1)).toMatchObject({
      path: '/api/admin/site-parts/chrome',
      body: { version: 1, data: { navigation: { cta: { sv: 'Boka ett samtal', en: 'Get a free mockup' } } } },
    });
  },
};

/** Another member of staff saved first: nothing is overwritten, and their version can be shown. */
export const Conflict: Story = {
  args: { part: 'chrome' },
  parameters: {
    route: '/admin/pages/chrome',
    msw: {
      handlers: [
        http.put('*/api/admin/site-parts/chrome', async ({ request }) => {
          const body = (await request.json()) as { data: Record<string, unknown> };
          return HttpResponse.json(
            {
              error: 'conflict',
              message: 'Someone else saved this after you opened it.',
              current: {
                key: 'chrome',
                data: body.data,
                pending: null,
                version: 2,
                updatedAt: '2026-11-28T15:00:00.000Z',
              },
            },
            { status: 409 },
          );
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const hours = within(await canvas.findByRole('group', { name: /^Opening hours$/ }));
    await userEvent.type(hours.getByLabelText(/English/), ', Sat 10–14');
    const saveButton = canvas.getByRole('button', { name: 'Publish navigation and footer' });
    await userEvent.click(saveButton);
    await expect(
      await canvas.findByText(
        /Someone else saved the navigation and footer after you opened them \(version 2\)/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show their version (drop mine)' })).toBeVisible();
    // The save kept the focus while it was on its way (a disabled button would have dropped it).
    await expect(saveButton).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { part: 'chrome' },
  parameters: {
    route: '/admin/pages/chrome',
    msw: { handlers: [http.get('*/api/admin/site-parts/chrome', () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the navigation and footer…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { part: 'chrome' },
  parameters: {
    route: '/admin/pages/chrome',
    msw: {
      handlers: [
        http.get('*/api/admin/site-parts/chrome', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The navigation and footer could not be loaded.')).toBeVisible();
  },
};

/**
 * In Swedish: the prices' fields and buttons in Swedish words, a refused amount named in Swedish where it is
 * typed, and a draft said in Swedish once saved.
 */
export const PricesInSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Priser' })).toBeVisible();
    const premium = within(await canvas.findByRole('group', { name: 'Paket 2' }));
    const kronor = premium.getByLabelText('Pris i kronor');
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicera priserna' }));
    await expect(await canvas.findByText('Inte sparat: 1 fält behöver ändras.')).toBeVisible();
    await expect(kronor).toHaveAccessibleDescription('Noll eller mer');
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '12500');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara utkast' }));
    await expect(await canvas.findByText(/^Utkast sparat .+: inte på webbplatsen än$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Släng utkastet' })).toBeVisible();
    const preview = within(canvas.getByRole('region', { name: 'Förhandsvisning av priserna' }));
    await expect(await preview.findByText('Aktuell')).toBeVisible();
  },
};
