import { CornerUpRight, X } from 'lucide-react';
import type { MissingPage } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions, Table } from '../ui';
import { AddressCell } from './RedirectTable';

interface MissingPagesTableProps {
  items: MissingPage[];
  /** Opens the add dialog with this path as the old address. */
  onRedirect: (path: string) => void;
  onDismiss: (path: string) => void;
  /** The path being dismissed right now. */
  dismissing: string | null;
}

/** Page addresses that answered 404, most requested first, each one click from a redirect. */
export function MissingPagesTable({ items, onRedirect, onDismiss, dismissing }: MissingPagesTableProps) {
  const { t, count, dateTime } = useAdminI18n();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('missing.address')}</th>
          <th scope="col">{t('missing.requests')}</th>
          <th scope="col">{t('missing.lastRequested')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((missing) => (
          <tr key={missing.path}>
            <AddressCell label={t('missing.address')} address={missing.path} />
            <td data-label={t('missing.requests')}>{count(missing.hits)}</td>
            <td data-label={t('missing.lastRequested')}>{dateTime.format(new Date(missing.lastSeen))}</td>
            <td>
              <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
                <Button
                  size="sm"
                  aria-label={t('missing.redirectThisNamed', { path: missing.path })}
                  onClick={() => onRedirect(missing.path)}
                >
                  <CornerUpRight size={14} aria-hidden="true" />
                  {t('missing.redirectThis')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('missing.dismissNamed', { path: missing.path })}
                  title={t('missing.dismissNamed', { path: missing.path })}
                  busy={dismissing === missing.path}
                  onClick={() => onDismiss(missing.path)}
                >
                  <X size={14} aria-hidden="true" />
                </Button>
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
