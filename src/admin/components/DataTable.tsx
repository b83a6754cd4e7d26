import {
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { RefusedRows } from '../bulk';
import { useAdminI18n } from '../i18n/adminI18n';
import { Pager } from './Pager';
import { fontWeight, media } from '../../styles/theme';
import { Table } from './ui';

/** A page of a list as the server (or a list read whole and paged here) gives it. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list's column: its name, what each row shows in it, how it wraps, and the sorts its header switches. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * `words` (the default) wraps between words, or at an address's `@` and `/`; `oneLine` keeps a date or a figure
   * whole ("2026-11-20", not "2026-" and "11-20"); `text` is a long text (a message) in a measure of its own;
   * `address` a web address, never narrower than a usual part of one, a part longer than the column broken rather
   * than widen the table past the screen (with `Breakable` to wrap after its slashes); `label` a status or a word
   * and a date ("Published 12 Mar"), wrapped between its words and never inside one ("Publish-ed").
   */
  layout?: 'words' | 'oneLine' | 'text' | 'address' | 'label';
  /**
   * The list's sorts the header switches between, the first on the first press: each with the way it runs
   * (`newest` is a date's descending, `name` ascending), which the header tells a screen reader and shows.
   */
  sorts?: readonly ColumnSort[];
}

export interface ColumnSort {
  sort: string;
  direction: 'ascending' | 'descending';
}

/** The state of the list's query: what the load, error and retry show. */
interface QueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
}

export interface DataTableProps<Row extends RowData> {
  /** The table's name for a screen reader ("Leads"). */
  label: string;
  /** The list's query; without one the page is a list the caller holds whole (a part's story). */
  query?: QueryState;
  /** The page to show; undefined until the first answer. */
  page: ListPage<Row> | undefined;
  columns: readonly DataColumn<Row>[];
  rowId: (row: Row) => string;
  /** What a row is called in its checkbox's name ("Choose Maria Lindberg"). */
  rowName: (row: Row) => string;
  texts: {
    /** Said to a screen reader while the first page loads. */
    loading?: string;
    failed: string;
    none: string;
    /** The pager's name ("Lead pages"). */
    pages: string;
    /** "12 leads"; none said when absent. */
    count?: (total: number) => string;
  };
  sort?: string;
  onSort?: (sort: string) => void;
  /** Another page asked for; without it the page is all there is (no pager). */
  onPage?: (page: number) => void;
  /** Bulk actions: with them each row has a checkbox, and the actions show for the rows chosen. */
  bulk?: (chosen: Row[], clear: () => void) => ReactNode;
}

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  > strong {
    margin-right: auto;
  }
`;

const Cell = styled.td<{ $layout: NonNullable<DataColumn<unknown>['layout']> }>`
  overflow-wrap: ${({ $layout }) => ($layout === 'text' ? 'anywhere' : 'break-word')};
  ${({ $layout }) => ($layout === 'oneLine' ? 'white-space: nowrap;' : '')}
  ${({ $layout }) => ($layout === 'text' ? 'max-width: 22rem; white-space: pre-wrap;' : '')}
  /* A long text may break anywhere (a pasted link), so the table would squeeze its column until ordinary words
     broke ("meddeland-e" at 1280 px): on a wide screen it keeps room for them. */
  ${({ $layout }) => ($layout === 'text' ? `${media.wide} { min-width: 12rem; }` : '')}
  ${({ $layout }) => ($layout === 'address' ? 'min-width: 10rem; overflow-wrap: anywhere;' : '')}
  ${({ $layout }) => ($layout === 'label' ? 'min-width: 7em; overflow-wrap: normal;' : '')}
`;

/**
 * On a phone the rows are cards (ui.ts \`Table\`) and the header row is no row of names: it becomes a bar of what
 * it can do, the page's checkbox and the sort buttons, shown and in reach (a hidden header's controls would take
 * the focus out of sight). The column names stay on each card.
 */
const ListTable = styled(Table)`
  ${media.mobile} {
    thead {
      position: static;
      display: block;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
      padding: 0 0 ${({ theme }) => theme.space[2]};
    }
    thead th {
      padding: 0;
      border: 0;
    }
    thead th:not(:has(button, input)) {
      display: none;
    }
  }
`;

/** The page's checkbox: its words shown on a phone (the header bar), said only to a screen reader above it. */
const ChooseAll = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  ${media.mobile} {
    span {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      white-space: normal;
    }
  }
`;

const ChooseCell = styled.td`
  width: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** A row a bulk action was refused for: tinted, and said beside its checkbox. */
const Row = styled.tr<{ $refused: boolean }>`
  ${({ theme, $refused }) => ($refused ? `background: ${theme.color.dangerSoft};` : '')}
`;

const RefusedMark = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.semibold};
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const features = tableFeatures({ rowSelectionFeature });

/**
 * The one table of every admin list (issue #41), on TanStack Table: its rows' cells, a header that sorts (on the
 * server: the list says which sorts a column has), a checkbox per row and one for the page (Shift chooses a range)
 * with the bulk actions for the rows chosen, the count, the pages, and the list's load, error and empty states.
 * On a phone each row is a card (ui.ts `Table`). A choice is of rows on the page shown: another page, filter or
 * sort shows none of the earlier choice.
 */
export function DataTable<Row extends RowData>({
  label,
  query,
  page,
  columns,
  rowId,
  rowName,
  texts,
  sort,
  onSort,
  onPage,
  bulk,
}: DataTableProps<Row>) {
  const { t, count, retryLabels } = useAdminI18n();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const rows = page?.items;
  const data = useMemo(() => rows ?? [], [rows]);
  // Only rows on this page are chosen (ids of rows gone from it drop out).
  const rowSelection = useMemo(() => {
    const shown: RowSelectionState = {};
    for (const row of data) if (selection[rowId(row)]) shown[rowId(row)] = true;
    return shown;
  }, [data, selection, rowId]);
  const tableColumns = useMemo<ColumnDef<typeof features, Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: (row) => row })),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row) => rowId(row),
    enableRowSelection: bulk !== undefined,
    state: { rowSelection },
    onRowSelectionChange: (updater) =>
      setSelection((current) => (typeof updater === 'function' ? updater(current) : updater)),
  });
  /** The rows the last bulk action was refused for (shown while they stay chosen). */
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const markRefused = useCallback((ids: string[]) => setRefused(new Set(ids)), []);
  const clear = () => {
    setSelection({});
    setRefused(new Set());
  };
  const markId = useId();

  if (query && isFirstLoad(query))
    return (
      <div aria-busy="true">
        {texts.loading ? <p className="visually-hidden">{texts.loading}</p> : null}
        <Skeleton $height="12rem" aria-hidden="true" />
      </div>
    );
  if (query && (query.isError || !page))
    return (
      <ErrorNotice {...retryProps(query)} labels={retryLabels}>
        {texts.failed}
      </ErrorNotice>
    );

  if (!page) return null;

  const chosen = table.getSelectedRowModel().rows.map((row) => row.original);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const chooseLabel = t('table.choose');

  return (
    <>
      {/* An empty list's notice says so; the count is for a list with rows. */}
      {texts.count && page.total > 0 ? <Count aria-live="polite">{texts.count(page.total)}</Count> : null}
      {bulk && chosen.length > 0 ? (
        <BulkBar role="group" aria-label={t('table.chosenActions')}>
          <strong aria-live="polite">{t('table.chosen', { count: count(chosen.length) })}</strong>
          <RefusedRows.Provider value={markRefused}>{bulk(chosen, clear)}</RefusedRows.Provider>
          <Button size="sm" variant="ghost" onClick={clear}>
            {t('table.clearChoice')}
          </Button>
        </BulkBar>
      ) : null}
      {page.total === 0 || data.length === 0 ? (
        <EmptyNotice>{texts.none}</EmptyNotice>
      ) : (
        <ListTable aria-label={label}>
          <thead>
            <tr>
              {bulk ? (
                <th scope="col">
                  <ChooseAll>
                    <input
                      type="checkbox"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(box) => {
                        // Some but not all: TanStack's "some" is true when all are chosen too.
                        if (box)
                          box.indeterminate =
                            table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
                      }}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                    <span>{t('table.chooseAll')}</span>
                  </ChooseAll>
                </th>
              ) : null}
              {columns.map((column) => {
                const sorts = column.sorts;
                const at = sorts ? sorts.findIndex((option) => option.sort === sort) : -1;
                if (!sorts || !onSort)
                  return (
                    <th key={column.id} scope="col">
                      {column.header}
                    </th>
                  );
                const direction = sorts[at]?.direction;
                const Icon = !direction ? ArrowUpDown : direction === 'descending' ? ArrowDown : ArrowUp;
                return (
                  <th key={column.id} scope="col" aria-sort={direction}>
                    <SortButton type="button" onClick={() => onSort(sorts[(at + 1) % sorts.length]!.sort)}>
                      {column.header}
                      <Icon size={14} aria-hidden="true" />
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const stopped = row.getIsSelected() && refused.has(row.id);
              return (
                <Row key={row.id} $refused={stopped}>
                  {bulk ? (
                    <ChooseCell data-label={chooseLabel}>
                      <input
                        type="checkbox"
                        aria-label={t('table.chooseRow', { name: rowName(row.original) })}
                        aria-describedby={stopped ? `${markId}-${row.id}` : undefined}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                      {stopped ? (
                        <RefusedMark id={`${markId}-${row.id}`}>{t('table.refused')}</RefusedMark>
                      ) : null}
                    </ChooseCell>
                  ) : null}
                  {row.getAllCells().map((cell) => {
                    const column = byId.get(cell.column.id)!;
                    return (
                      <Cell key={cell.id} data-label={column.header} $layout={column.layout ?? 'words'}>
                        {column.cell(row.original)}
                      </Cell>
                    );
                  })}
                </Row>
              );
            })}
          </tbody>
        </ListTable>
      )}
      {onPage ? (
        <Pager
          label={texts.pages}
          page={page.page}
          total={page.total}
          pageSize={page.pageSize}
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
