import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Redirect } from '../../../../shared/redirects';
import { Badge } from '../../../components/Badge/Badge';
import { Breakable } from '../Breakable';
import { DataTable, type DataColumn, type DataTableProps } from '../DataTable';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions } from '../ui';
import { redirectStatusKeys } from './RedirectForm';
import { RowAction } from '../RowAction';

const Changed = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

type RedirectTableProps = Pick<DataTableProps<Redirect>, 'page' | 'query' | 'onPage'> & {
  /** What an empty list says (none yet, or none found for a search). */
  none: string;
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
};

/**
 * The redirects in the one table: from, to, kind, the last change and by whom (or that a page's move made it),
 * edit and delete; the count, the pages, and the list's load, error and empty states.
 */
export function RedirectTable({ page, query, onPage, none, onEdit, onDelete }: RedirectTableProps) {
  const { t, count, dateTime } = useAdminI18n();
  const columns: DataColumn<Redirect>[] = [
    {
      id: 'from',
      header: t('redirect.from'),
      layout: 'address',
      cell: (redirect) => <Breakable text={redirect.from} />,
    },
    {
      id: 'to',
      header: t('redirect.to'),
      layout: 'address',
      cell: (redirect) => <Breakable text={redirect.to} />,
    },
    {
      id: 'kind',
      header: t('redirect.kind'),
      cell: (redirect) => (
        <Badge $tone={redirect.status === 301 ? 'accent' : 'neutral'}>
          {t(redirectStatusKeys[redirect.status])}
        </Badge>
      ),
    },
    {
      id: 'changed',
      header: t('redirect.changed'),
      cell: (redirect) => (
        <>
          {dateTime.format(new Date(redirect.updatedAt))}
          <Changed>
            {redirect.source === 'slug'
              ? t('redirect.bySlug')
              : redirect.updatedBy
                ? t('redirect.by', { name: redirect.updatedBy })
                : t('redirect.byFormer')}
          </Changed>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (redirect) => (
        <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
          <RowAction
            label={t('redirect.editNamed', { from: redirect.from })}
            icon={Pencil}
            onClick={() => onEdit(redirect)}
          />
          <RowAction
            label={t('redirect.deleteNamed', { from: redirect.from })}
            icon={Trash2}
            onClick={() => onDelete(redirect)}
          />
        </Actions>
      ),
    },
  ];
  return (
    <DataTable
      label={t('redirects.title')}
      query={query}
      page={page}
      columns={columns}
      rowId={redirectId}
      rowName={(redirect) => redirect.from}
      texts={{
        loading: t('redirects.loading'),
        failed: t('redirects.failed'),
        none,
        pages: t('redirects.pager'),
        count: (total) =>
          t(total === 1 ? 'redirects.count.one' : 'redirects.count.other', { count: count(total) }),
      }}
      onPage={onPage}
    />
  );
}

const redirectId = (redirect: Redirect) => String(redirect.id);
