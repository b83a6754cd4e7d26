import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Breakable } from './Breakable';
import { DataTable, type DataColumn, type ListPage } from './DataTable';

/** A row of the stories' list: a client of the agency, as a list of projects might show one. */
interface Client {
  id: string;
  name: string;
  site: string;
  status: string;
  since: string;
}

const clients: Client[] = [
  { id: 'c1', name: 'Rörfix i Borås', site: 'rorfix.se', status: 'Published', since: '2026-02-11' },
  { id: 'c2', name: 'Salong Sax', site: 'salongsax.se/boka', status: 'Draft', since: '2026-03-02' },
  { id: 'c3', name: 'Trattoria Lucia', site: 'trattorialucia.se', status: 'Published', since: '2025-11-20' },
];

const longClient: Client = {
  id: 'c4',
  name: 'Bygg- och fastighetsförvaltningsaktiebolaget Norrlandskusten i Sundsvall',
  site: 'bygg-och-fastighetsforvaltning-norrlandskusten.se/tjanster/renovering-av-flerbostadshus',
  status: 'Published',
  since: '2026-01-05',
};

const words = {
  en: {
    label: 'Clients',
    name: 'Client',
    site: 'Site',
    status: 'Status',
    since: 'Since',
    failed: 'The clients could not be loaded.',
    none: 'No clients yet.',
    pages: 'Client pages',
    count: (total: number) => `${total} clients`,
    hide: 'Hide',
  },
  sv: {
    label: 'Kunder',
    name: 'Kund',
    site: 'Webbplats',
    status: 'Status',
    since: 'Sedan',
    failed: 'Kunderna kunde inte läsas in.',
    none: 'Inga kunder ännu.',
    pages: 'Kundsidor',
    count: (total: number) => `${total} kunder`,
    hide: 'Dölj',
  },
};

interface ListArgs {
  lang: 'sv' | 'en';
  rows: Client[];
  total?: number;
  state: 'ready' | 'loading' | 'error';
  withBulk: boolean;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  onHide: (ids: string[]) => void;
  onRetry: () => Promise<unknown>;
}

/** The table as a list screen holds it: the sort and the page in the list's state (the address, on a screen). */
function ClientList({ lang, rows, total, state, withBulk, onSort, onPage, onHide, onRetry }: ListArgs) {
  const text = words[lang];
  const [sort, setSort] = useState('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const columns: DataColumn<Client>[] = [
    {
      id: 'name',
      header: text.name,
      cell: (row) => row.name,
      sorts: [{ sort: 'name', direction: 'ascending' }],
    },
    // An address wraps after its slashes, as the lists' addresses do.
    { id: 'site', header: text.site, cell: (row) => <Breakable text={row.site} />, layout: 'address' },
    { id: 'status', header: text.status, cell: (row) => row.status, layout: 'label' },
    {
      id: 'since',
      header: text.since,
      cell: (row) => row.since,
      layout: 'oneLine',
      sorts: [
        { sort: 'newest', direction: 'descending' },
        { sort: 'oldest', direction: 'ascending' },
      ],
    },
  ];
  const page: ListPage<Client> | undefined =
    state === 'ready'
      ? { items: rows, total: total ?? rows.length, page: pageNumber, pageSize: 3 }
      : undefined;
  return (
    <DataTable
      label={text.label}
      query={{
        isPending: state === 'loading',
        isError: state === 'error',
        isFetching: false,
        errorUpdateCount: state === 'error' ? 1 : 0,
        refetch: onRetry,
      }}
      page={page}
      columns={columns}
      rowId={(row) => row.id}
      rowName={(row) => row.name}
      texts={{
        loading: text.label,
        failed: text.failed,
        none: text.none,
        pages: text.pages,
        count: text.count,
      }}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        onSort(next);
      }}
      onPage={(next) => {
        setPageNumber(next);
        onPage(next);
      }}
      bulk={
        withBulk
          ? (chosen, clear) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onHide(chosen.map((row) => row.id));
                  clear();
                }}
              >
                {text.hide}
              </Button>
            )
          : undefined
      }
    />
  );
}

/**
 * The one table of every admin list (issue #41): the list's columns with their layouts, headers that sort, a
 * checkbox per row and for the page with the list's actions for the chosen, the count, the pages, and the load,
 * error and empty states. The screens' stories show it with their own data; these show each state on its own.
 */
const meta = {
  title: 'Admin/Parts/Data table',
  globals: { locale: 'en' },
  component: ClientList,
  parameters: { layout: 'padded' },
  args: {
    lang: 'en',
    rows: clients,
    state: 'ready',
    withBulk: true,
    onSort: fn(),
    onPage: fn(),
    onHide: fn(),
    onRetry: fn(async () => undefined),
  },
} satisfies Meta<typeof ClientList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of rows: the count, each column's header, a date kept on one line. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Clients' }));
    await expect(canvas.getByText('3 clients')).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByRole('columnheader', { name: /Since/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.queryByRole('group', { name: 'Actions for the chosen' })).toBeNull();
  },
};

/** A header sorts: the first press takes its first sort, the next the other way; aria-sort says which. */
export const SortedByHeader: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Since' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('oldest');
    await expect(canvas.getByRole('columnheader', { name: /Since/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('name');
    await expect(canvas.getByRole('columnheader', { name: /Client/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Since/ })).not.toHaveAttribute('aria-sort');
  },
};

/**
 * Rows chosen: the page's checkbox is partly checked while some are, checked when all are; the bar says how many
 * and holds the list's actions, which get the rows chosen; done, the choice is cleared.
 */
export const Chosen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Choose all on this page' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Salong Sax' }));
    await expect(all).toHaveProperty('indeterminate', true);
    const bar = within(canvas.getByRole('group', { name: 'Actions for the chosen' }));
    await expect(bar.getByText('Chosen: 1')).toBeVisible();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', false);
    await expect(bar.getByText('Chosen: 3')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledWith(['c1', 'c2', 'c3']);
    await expect(canvas.queryByRole('group', { name: 'Actions for the chosen' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Choose Salong Sax' })).not.toBeChecked();
    // Chosen again, the bar is back (and the picture shows a row chosen).
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Trattoria Lucia' }));
    await expect(canvas.getByText('Chosen: 1')).toBeVisible();
  },
};

/** Another page asked for: the pager says where the list is; the choice on the page before is gone. */
export const Paged: Story = {
  args: { total: 7 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose Rörfix i Borås' }));
    const pager = canvas.getByRole('navigation', { name: 'Client pages' });
    await expect(pager).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(pager).toHaveTextContent('Page 2 of 3');
  },
};

/** A list without bulk actions has no checkboxes. */
export const WithoutBulkActions: Story = {
  args: { withBulk: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Clients' })).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toEqual([]);
  },
};

/** The first page on its way: a placeholder, said to a screen reader. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Clients')).toHaveClass('visually-hidden');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list could not be read: said, with a way to try again. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The clients could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

/** Nothing in the list: its notice, and no count of 0. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No clients yet.')).toBeVisible();
    await expect(canvas.queryByText(/0 clients/)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A long name and a long address on a phone: each row a card, nothing wider than the screen, no word broken. */
export const LongContentOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: { rows: [longClient, ...clients] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Choose all on this page' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
    );
    // On a card each value comes after its column's name.
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-label', 'Status');
  },
};

/** In Swedish on a phone: the table's own words (choose, chosen, clear, pages) in Swedish. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: { lang: 'sv', total: 7 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Välj Salong Sax' }));
    await expect(canvas.getByRole('group', { name: 'Åtgärder för de valda' })).toBeVisible();
    await expect(canvas.getByText('Valda: 1')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Kundsidor' })).toHaveTextContent('Sida 1 av 3');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
