import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  nothingToDoReportFixture,
  refusedImportFixture,
  stagingReportFixture,
} from '../../../../mocks/handlers';
import { ImportProblems, ImportReportView } from './ImportReportView';

/** What an import of a content file does, part by part (Admin → Export shows it after a check and after an import). */
const meta = {
  title: 'Admin/Parts/Import report',
  // English: the play functions read its words; the Swedish report is a story of its own.
  globals: { locale: 'en' },
  component: ImportReportView,
  args: { report: { ...stagingReportFixture, applied: false } },
  render: (args) => (
    <div style={{ padding: '1rem', maxWidth: '56rem' }}>
      <ImportReportView {...args} />
    </div>
  ),
} satisfies Meta<typeof ImportReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A staging site going live: each part's counts, the parts with nothing in the file left out, the items by name. */
export const Report: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'What the import does, by part' });
    await expect(within(table).getByRole('row', { name: /Posts/ })).toHaveTextContent(/Posts\s*2\s*1\s*14/);
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await userEvent.click(canvas.getByText('Added or changed (9)'));
    await expect(canvas.getByText('Added · Pages · /kampanj/julerbjudande')).toBeVisible();
  },
};

/** The same file again: every item unchanged, and no list of changes. */
export const NothingToDo: Story = {
  args: { report: { ...nothingToDoReportFixture, applied: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('row', { name: /Posts/ })).toHaveTextContent(/Posts\s*0\s*0\s*17/);
    await expect(canvas.queryByText(/Added or changed/)).toBeNull();
  },
};

/** Long addresses and file names on a phone: they wrap, nothing is wider than the screen. */
export const LongNamesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    report: {
      ...stagingReportFixture,
      applied: true,
      items: [
        {
          section: 'pages',
          name: '/kampanj/julerbjudande-for-frisorsalonger-och-skonhetssalonger-i-storgoteborg-2026',
          outcome: 'added',
        },
        {
          section: 'media',
          name: 'frisorsalong-fore-och-efter-ombyggnaden-hosten-2026-slutversion.png',
          outcome: 'added',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByText('Added or changed (2)'));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Swedish. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Vad importen gör, del för del' });
    await expect(within(table).getByRole('row', { name: /Inlägg/ })).toHaveTextContent(/Inlägg\s*2\s*1\s*14/);
  },
};

/** A refused file: every problem by part, item and field, the server's reasons in the staff member's language. */
export const Refused: Story = {
  render: () => (
    <div style={{ padding: '1rem', maxWidth: '56rem' }}>
      <ImportProblems problems={refusedImportFixture} />
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Posts · utkast-utan-titel · titleSv: Title is required');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A refused file in Swedish. */
export const RefusedInSwedish: Story = {
  ...Refused,
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sidor · /kampanj/julerbjudande · media: Pekar på bild 41, som inte finns i filen',
    );
  },
};
