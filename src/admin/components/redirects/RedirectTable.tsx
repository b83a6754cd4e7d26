import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Redirect } from '../../../../shared/redirects';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Actions, Table, adminDateTime } from '../ui';
import { statusLabels } from './RedirectForm';

/** An address in a cell: long ones wrap anywhere rather than widen the table. */
export const AddressCell = styled.td`
  overflow-wrap: anywhere;
`;

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
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Kind</th>
          <th scope="col">Changed</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((redirect) => (
          <tr key={redirect.id}>
            <AddressCell data-label="From">{redirect.from}</AddressCell>
            <AddressCell data-label="To">{redirect.to}</AddressCell>
            <td data-label="Kind">
              <Badge $tone={redirect.status === 301 ? 'accent' : 'neutral'}>
                {statusLabels[redirect.status]}
              </Badge>
            </td>
            <Changed data-label="Changed">
              {adminDateTime.format(new Date(redirect.updatedAt))}
              <small>
                {redirect.source === 'slug'
                  ? 'When its page moved'
                  : redirect.updatedBy
                    ? `By ${redirect.updatedBy}`
                    : 'By a former user'}
              </small>
            </Changed>
            <td>
              <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit the redirect from ${redirect.from}`}
                  onClick={() => onEdit(redirect)}
                >
                  <Pencil size={14} aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Delete the redirect from ${redirect.from}`}
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
