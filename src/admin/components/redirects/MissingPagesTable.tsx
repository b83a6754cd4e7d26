import { CornerUpRight, X } from 'lucide-react';
import type { MissingPage } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { Breakable } from '../Breakable';
import { DataTable, type DataColumn, type DataTableProps } from '../DataTable';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions } from '../ui';
import { RowAction } from '../RowAction';

type MissingPagesTableProps = Pick<DataTableProps<MissingPage>, 'page' | 'query' | 'onPage'> & {
  /** Opens the add dialog with this path as the old address. */
  onRedirect: (path: string) => void;
  onDismiss: (path: string) => void;
  /** The path being dismissed right now. */
  dismissing: string | null;
};

/** Page addresses that answered 404, most requested first, each one click from a redirect (the one table). */
export function MissingPagesTable({
  page,
  query,
  onPage,
  onRedirect,
  onDismiss,
  dismissing,
}: MissingPagesTableProps) {
  const { t, count, dateTime } = useAdminI18n();
  const columns: DataColumn<MissingPage>[] = [
    {
      id: 'address',
      header: t('missing.address'),
      layout: 'address',
      cell: (missing) => <Breakable text={missing.path} />,
    },
    {
      id: 'requests',
      header: t('missing.requests'),
      layout: 'oneLine',
      cell: (missing) => count(missing.hits),
    },
    {
      id: 'last',
      header: t('missing.lastRequested'),
      cell: (missing) => dateTime.format(new Date(missing.lastSeen)),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (missing) => (
        <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
          <Button
            size="sm"
            aria-label={t('missing.redirectThisNamed', { path: missing.path })}
            onClick={() => onRedirect(missing.path)}
          >
            <CornerUpRight size={14} aria-hidden="true" />
            {t('missing.redirectThis')}
          </Button>
          <RowAction
            label={t('missing.dismissNamed', { path: missing.path })}
            icon={X}
            busy={dismissing === missing.path}
            onClick={() => onDismiss(missing.path)}
          />
        </Actions>
      ),
    },
  ];
  return (
    <DataTable
      label={t('missing.title')}
      query={query}
      page={page}
      columns={columns}
      rowId={missingPath}
      rowName={missingPath}
      texts={{
        loading: t('missing.loading'),
        failed: t('missing.failed'),
        none: t('missing.none'),
        pages: t('missing.pager'),
      }}
      onPage={onPage}
    />
  );
}

const missingPath = (missing: MissingPage) => missing.path;
