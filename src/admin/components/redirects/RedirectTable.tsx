import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { Redirect } from '../../../../shared/redirects';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Breakable } from '../Breakable';
import { Actions, Table, adminDateTime } from '../ui';
import { statusLabels } from './RedirectForm';

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
            <AddressCell label="From" address={redirect.from} />
            <AddressCell label="To" address={redirect.to} />
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
