import { CornerUpRight, X } from 'lucide-react';
import type { MissingPage } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { Actions, Table, adminDateTime } from '../ui';
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
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Requests</th>
          <th scope="col">Last requested</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((missing) => (
          <tr key={missing.path}>
            <AddressCell label="Address" address={missing.path} />
            <td data-label="Requests">{missing.hits.toLocaleString('en-GB')}</td>
            <td data-label="Last requested">{adminDateTime.format(new Date(missing.lastSeen))}</td>
            <td>
              <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
                <Button
                  size="sm"
                  aria-label={`Redirect this: ${missing.path}`}
                  onClick={() => onRedirect(missing.path)}
                >
                  <CornerUpRight size={14} aria-hidden="true" />
                  Redirect this
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Dismiss ${missing.path}`}
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
