import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetTransferMocks, transferCalls } from '../../../mocks/handlers';
import { expectNoSidewaysScroll, expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { ExportPage } from './ExportPage';

const meta = {
  title: 'Admin/Screens/Export',
  // English: the play functions read its words; the Swedish screen is a story of its own.
  globals: { locale: 'en' },
  component: ExportPage,
  parameters: { route: '/admin/export' },
  render: () => <AdminApp />,
} satisfies Meta<typeof ExportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** A content file as the export makes it (its bytes go to the server as they are). */
const contentFile = () =>
  new File(
    [JSON.stringify({ format: 'agency-site-content', version: 1 })],
    'novaweb-staging-content-2026-12-06.json',
    {
      type: 'application/json',
    },
  );

/** Chooses the file as the file picker hands it over; answers the import's region. */
async function choose(
  { canvas, userEvent }: Context,
  label = 'Choose a content file',
  region = 'Import content',
) {
  await userEvent.upload(await canvas.findByLabelText(label), contentFile());
  return within(await canvas.findByRole('region', { name: region }));
}

/** Nothing chosen yet: the download, and the drop zone with its button. */
export const Start: Story = {
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('link', { name: 'Download the content' });
    await expect(download).toHaveAttribute('href', '/api/admin/export');
    await expect(download).toHaveAttribute('download');
    await expect(canvas.getByRole('button', { name: 'Choose a content file' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'Export' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A file chosen is checked at once: what it would add and change, part by part, and nothing imported yet. */
export const Checked: Story = {
  play: async (context) => {
    const region = await choose(context);
    const table = await region.findByRole('table', { name: 'What the import does, by part' });
    await expect(
      region.getByText(
        /novaweb-staging-content-2026-12-06\.json is from Novaweb \(staging\), made 6 Dec 2026/,
      ),
    ).toBeVisible();
    await expect(
      region.getByText(/adds 7 and changes 2 of its items; nothing has changed yet/),
    ).toBeVisible();
    const posts = within(table).getByRole('row', { name: /Posts/ });
    await expect(posts).toHaveTextContent(/Posts\s*2\s*1\s*14/);
    // A part with nothing in the file is left out; one with only unchanged items stays.
    await expect(within(table).getByRole('row', { name: /Portfolio/ })).toHaveTextContent(/0\s*0\s*6/);
    await context.userEvent.click(region.getByText('Added or changed (9)'));
    await expect(region.getByText('Added · Posts · lokal-seo-for-frisorer-i-goteborg')).toBeVisible();
    await expect(region.getByText('Changed · Shared parts · prices')).toBeVisible();
    await expect(transferCalls).toEqual({ checks: 1, imports: 0 });
    await expect(region.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** Imported with a press after the check: said on the screen and in a toast. */
export const Imported: Story = {
  play: async (context) => {
    const region = await choose(context);
    await context.userEvent.click(await region.findByRole('button', { name: 'Import' }));
    await expectToast(context.canvas, 'Imported: 7 added, 2 changed');
    await expect(
      await region.findByText(
        'Imported from Novaweb (staging). Added: 7, changed: 2. The site shows them now.',
      ),
    ).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Import' })).toBeNull();
    await expect(transferCalls).toEqual({ checks: 1, imports: 1 });
  },
};

/** The same file again: nothing to import, and no button to do it. */
export const NothingToDo: Story = {
  beforeEach: () => resetTransferMocks('nothing'),
  play: async (context) => {
    const region = await choose(context);
    await expect(
      await region.findByText(/This site holds all of it already: there is nothing to import\./),
    ).toBeVisible();
    await expect(region.queryByRole('button', { name: 'Import' })).toBeNull();
  },
};

/** A file with faults: every one named, by part, item and field, and nothing can be imported. */
export const Refused: Story = {
  beforeEach: () => resetTransferMocks('refused'),
  play: async (context) => {
    const region = await choose(context);
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent('This file cannot be imported, and nothing was changed:');
    await expect(alert).toHaveTextContent('Posts · utkast-utan-titel · titleSv: Title is required');
    await expect(alert).toHaveTextContent(
      'Pages · /kampanj/julerbjudande · media: Names picture 41, which the file does not hold',
    );
    await expect(alert).toHaveTextContent('Redirects · jul · from: Start with /');
    await expect(region.queryByRole('button', { name: 'Import' })).toBeNull();
  },
};

/** The server does not answer: said, with a retry that checks the same file again. */
export const ServerDown: Story = {
  beforeEach: () => resetTransferMocks('down'),
  play: async (context) => {
    const region = await choose(context);
    await expect(
      await region.findByText('The database is not answering. Try again in a moment.'),
    ).toBeVisible();
    resetTransferMocks('report');
    await context.userEvent.click(region.getByRole('button', { name: 'Try again' }));
    await expect(await region.findByRole('table')).toBeVisible();
    await expect(transferCalls.checks).toBe(1);
  },
};

/** A file that is not a content file (a picture): said at once, nothing sent. */
export const NotAContentFile: Story = {
  play: async ({ canvas }) => {
    // As a drop hands it over: the picker's own filter is not asked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        await canvas.findByLabelText('Choose a content file'),
        new File(['not json'], 'logo.png', { type: 'image/png' }),
      );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'logo.png is not a content file: choose the .json file that Export downloads.',
    );
    await expect(transferCalls.checks).toBe(0);
  },
};

/** In Swedish on a phone: the report's rows as cards, nothing wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async (context) => {
    const region = await choose(context, 'Välj en innehållsfil', 'Importera innehåll');
    const table = await region.findByRole('table', { name: 'Vad importen gör, del för del' });
    await expect(within(table).getByRole('row', { name: /Inlägg/ })).toHaveTextContent(/Inlägg\s*2\s*1\s*14/);
    await expect(region.getByText(/En import lägger till 7 och ändrar 2 av filens poster/)).toBeVisible();
    await expect(region.getByRole('button', { name: 'Importera' })).toBeVisible();
    await waitFor(() => expectNoSidewaysScroll(context.canvasElement));
  },
};

/** A refusal in Swedish: the server's reasons said in Swedish. */
export const RefusedInSwedish: Story = {
  globals: { locale: 'sv' },
  beforeEach: () => resetTransferMocks('refused'),
  play: async (context) => {
    const region = await choose(context, 'Välj en innehållsfil', 'Importera innehåll');
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent('Filen kan inte importeras, och inget har ändrats:');
    await expect(alert).toHaveTextContent(
      'Sidor · /kampanj/julerbjudande · media: Pekar på bild 41, som inte finns i filen',
    );
  },
};
