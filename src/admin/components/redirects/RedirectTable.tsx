import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Redirect } from '../../../../shared/redirects';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Breakable } from '../Breakable';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions, Table } from '../ui';
import { redirectStatusKeys } from './RedirectForm';

/**
 * An address in a cell, wrapped after its slashes and query signs (`Breakable`). The column is never narrower
 * than a usual part of an address, so those stay whole; a part longer than the column (a made-up address of
 * sixty letters) breaks rather than widen the table past the screen.
 */
const Cell = styled.td`
  min-width: 10rem;
  overflow-wrap: anywhere;
`;

export function AddressCell({ address, label }: { address: string; label: string }) {
  return (
    <Cell data-label={label}>
      <Breakable text={address} />
    </Cell>
  );
}

const Changed = styled.td`
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface RedirectTableProps {
  items: Redirect[];
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}

/** The redirects: from, to, kind, the last change and by whom (or that a page's move made it), edit and delete. */
export function RedirectTable({ items, onEdit, onDelete }: RedirectTableProps) {
  const { t, dateTime } = useAdminI18n();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('redirect.from')}</th>
          <th scope="col">{t('redirect.to')}</th>
          <th scope="col">{t('redirect.kind')}</th>
          <th scope="col">{t('redirect.changed')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((redirect) => (
          <tr key={redirect.id}>
            <AddressCell label={t('redirect.from')} address={redirect.from} />
            <AddressCell label={t('redirect.to')} address={redirect.to} />
            <td data-label={t('redirect.kind')}>
              <Badge $tone={redirect.status === 301 ? 'accent' : 'neutral'}>
                {t(redirectStatusKeys[redirect.status])}
              </Badge>
            </td>
            <Changed data-label={t('redirect.changed')}>
              {dateTime.format(new Date(redirect.updatedAt))}
              <small>
                {redirect.source === 'slug'
                  ? t('redirect.bySlug')
                  : redirect.updatedBy
                    ? t('redirect.by', { name: redirect.updatedBy })
                    : t('redirect.byFormer')}
              </small>
            </Changed>
            <td>
              <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('redirect.editNamed', { from: redirect.from })}
                  title={t('redirect.editNamed', { from: redirect.from })}
                  onClick={() => onEdit(redirect)}
                >
                  <Pencil size={14} aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('redirect.deleteNamed', { from: redirect.from })}
                  title={t('redirect.deleteNamed', { from: redirect.from })}
                  onClick={() => onDelete(redirect)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </Button>
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
