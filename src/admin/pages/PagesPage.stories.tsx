import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { staffSessionFixture } from '../../../mocks/fixtures/admin';
import { adminReceived, mockPagePublication, pageHandlers } from '../../../mocks/handlers';
import { adminI18nOf } from '../i18n/adminI18n';
import AdminApp from '../AdminApp';
import { PagesPage } from './PagesPage';

const meta = {
  title: 'Admin/Screens/Pages',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: PagesPage,
  parameters: { route: '/admin/pages' },
  render: () => <AdminApp />,
} satisfies Meta<typeof PagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many lines an element's text is set on: a single word on two is a word broken inside. */
const linesOf = (element: Element) => {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
};

/** No status or translation word is broken inside ("Complet/e"). */
const expectWordsWhole = async (table: ReturnType<typeof within>) => {
  for (const word of [...table.getAllByText('Complete'), ...table.getAllByText('Published')])
    await expect(linesOf(word), word.textContent ?? '').toBe(1);
};

const pagesTable = async (canvas: ReturnType<typeof within>) => {
  const region = await canvas.findByRole('region', { name: 'Pages' });
  return within(await within(region).findByRole('table'));
};

/** The home page and a draft landing page, with addresses, status and what misses a translation. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await pagesTable(canvas);
    const home = table.getByRole('row', { name: /AI-driven webbdesign/ });
    // The title names the Basic price with a token: printed as the site prints it.
    await waitFor(() => expect(within(home).getByRole('link')).toHaveTextContent(/, från 7\s000 kr$/));
    await expect(within(home).getByText('/en')).toBeVisible();
    await expect(within(home).getByText('Published')).toBeVisible();
    await expect(within(home).getByText('Complete')).toBeVisible();
    const draft = table.getByRole('row', { name: /Vårerbjudande/ });
    await expect(within(draft).getByText('Draft')).toBeVisible();
    await expect(within(draft).getByText('2 texts miss a language')).toBeVisible();
    await expectWordsWhole(table);
    await expect(canvas.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/admin/pages/prices');
    await expect(canvas.getByRole('link', { name: 'Navigation and footer' })).toHaveAttribute(
      'href',
      '/admin/pages/chrome',
    );
  },
};

/** The drafts only, from the address: a shared link opens the list filtered; a search with no match says so. */
export const DraftsFromTheAddress: Story = {
  parameters: { route: '/admin/pages?status=draft' },
  play: async ({ canvas, userEvent }) => {
    const table = await pagesTable(canvas);
    await expect(table.getByRole('row', { name: /Vårerbjudande/ })).toBeVisible();
    await expect(table.queryByRole('row', { name: /AI-driven webbdesign/ })).toBeNull();
    await expect(canvas.getByLabelText('Status', { selector: 'select' })).toHaveValue('draft');
    await userEvent.type(canvas.getByLabelText('Search'), 'nowhere');
    await expect(await canvas.findByText('No pages match.')).toBeVisible();
  },
};

/** Live pages with changes waiting: the list says the page is live and what waits, never just "Draft". */
export const ChangesWaiting: Story = {
  beforeEach: () => {
    mockPagePublication(1, { status: 'draft', publishAt: null, live: true });
    mockPagePublication(2, { status: 'scheduled', publishAt: '2026-12-10T08:00:00.000Z', live: true });
  },
  play: async ({ canvas }) => {
    const table = await pagesTable(canvas);
    const home = table.getByRole('row', { name: /AI-driven webbdesign/ });
    await expect(within(home).getByText('Published · draft changes')).toBeVisible();
    const at = adminI18nOf('en').dateTime.format(new Date('2026-12-10T08:00:00.000Z'));
    await expect(table.getByText(`Published · changes scheduled ${at}`)).toBeVisible();
    const draft = table.getByRole('row', { name: /Vårerbjudande/ });
    await expect(within(draft).getByText('Draft')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pageHandlers.listLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the pages…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [pageHandlers.listError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The pages could not be loaded.')).toBeVisible();
  },
};

/** Editors change and publish pages; only Admins make new ones. */
export const AsEditor: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/session', () =>
          HttpResponse.json({
            ...staffSessionFixture,
            user: { ...staffSessionFixture.user, role: 'Editor' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await pagesTable(canvas);
    await expect(canvas.queryByRole('button', { name: 'New page' })).toBeNull();
  },
};

/** An Admin makes a landing page: its addresses and title, then its editor opens. */
export const NewPage: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await pagesTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New page' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New page' }));
    await step('an address that is not one is named', async () => {
      await userEvent.type(dialog.getByLabelText('Swedish address'), 'Kampanj!');
      await userEvent.type(dialog.getByLabelText(/Swedish title/), 'Höstkampanj | Novaweb');
      await userEvent.type(dialog.getByLabelText(/Swedish description/), 'Ny hemsida till höstpris.');
      await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
      await expect(await dialog.findByText(/A path such as \/kampanj/)).toBeVisible();
    });
    await step('a good one makes the draft and opens its editor', async () => {
      await userEvent.clear(dialog.getByLabelText('Swedish address'));
      await userEvent.type(dialog.getByLabelText('Swedish address'), '/kampanj/host');
      await userEvent.type(dialog.getByLabelText('English address'), 'campaign/autumn');
      await userEvent.click(dialog.getByRole('button', { name: 'Create draft' }));
      await expect(await canvas.findByRole('heading', { name: 'Höstkampanj | Novaweb' })).toBeVisible();
      const created = adminReceived.saved.filter((save) => save.method === 'POST').at(-1)!;
      await expect(created.body).toMatchObject({
        path: { sv: '/kampanj/host', en: '/en/campaign/autumn' },
        status: 'draft',
        blocks: [],
      });
    });
  },
};

/** Another page has the address meanwhile: the server's refusal shows at the Swedish address, which has the focus. */
export const NewPageAddressTaken: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [pageHandlers.createAddressTaken] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ny sida' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Ny sida' }));
    await userEvent.type(dialog.getByLabelText('Svensk adress'), '/kampanj');
    await userEvent.type(dialog.getByLabelText('Engelsk adress'), 'campaign');
    await userEvent.type(dialog.getByLabelText(/Svensk titel/), 'Kampanj | Novaweb');
    await userEvent.type(dialog.getByLabelText(/Svensk beskrivning/), 'Ny hemsida till kampanjpris.');
    await userEvent.click(dialog.getByRole('button', { name: 'Skapa utkast' }));
    const address = dialog.getByLabelText('Svensk adress');
    await waitFor(() => expect(address).toHaveAccessibleDescription(adminI18nOf('sv').t('errors.pathTaken')));
    await expect(address).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Skapa utkast' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = await pagesTable(canvas);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
    await expectWordsWhole(table);
    // On a phone each row is a card, each value after its column's name.
    const home = within(table.getByRole('row', { name: /AI-driven webbdesign/ }));
    await expect(home.getByText('Complete')).toHaveAttribute('data-label', 'Translation');
  },
};

/** In Swedish on a phone: each page's status and translation in Swedish words, the shared parts by name. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Sidor' });
    const table = within(await within(region).findByRole('table'));
    const home = table.getByRole('row', { name: /AI-driven webbdesign/ });
    await expect(within(home).getByText('Publicerad')).toBeVisible();
    await expect(within(home).getByText('Komplett')).toBeVisible();
    const draft = table.getByRole('row', { name: /Vårerbjudande/ });
    await expect(within(draft).getByText('2 texter saknar ett språk')).toBeVisible();
    await expect(within(draft).getByText('Utkast')).toHaveAttribute('data-label', 'Status');
    await expect(canvas.getByRole('link', { name: 'Navigering och sidfot' })).toHaveAttribute(
      'href',
      '/admin/pages/chrome',
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** In Swedish, a new page: the dialog's fields in Swedish, and an address that is not one named in Swedish. */
export const NewPageSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ny sida' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Ny sida' }));
    await userEvent.type(dialog.getByLabelText('Svensk adress'), 'Kampanj!');
    await userEvent.type(dialog.getByLabelText(/Svensk titel/), 'Höstkampanj | Novaweb');
    await userEvent.type(dialog.getByLabelText(/Svensk beskrivning/), 'Ny hemsida till höstpris.');
    await userEvent.click(dialog.getByRole('button', { name: 'Skapa utkast' }));
    await expect(
      await dialog.findByText('En sökväg som /kampanj/varerbjudande: a–z, 0–9 och -'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  },
};
