import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/Badge/Badge';
import { DataTable, type DataColumn } from '../components/DataTable';
import { RowAction } from '../components/RowAction';
import { wholeList } from '../listPage';
import { adminFetch, sessionQuery, usersQuery, type AdminUser } from '../api';
import { SecurityPanel } from '../components/account/SecurityPanel';
import { Breakable } from '../components/Breakable';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { Actions, Panel } from '../components/ui';
import { EditUser } from '../components/users/EditUser';
import { InvitationsPanel } from '../components/users/Invitations';
import { useAdminI18n } from '../i18n/adminI18n';

/** Asks before an account goes: it is deleted for good, and its sessions end. */
function DeleteUser({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => adminFetch<void>(`/api/admin/users/${user.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('users.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  return (
    <Confirm
      action={t('common.delete')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onDone}
    >
      <p style={{ overflowWrap: 'anywhere' }}>
        {t('users.deleteQuestion', { name: user.name, email: user.email })}
      </p>
    </Confirm>
  );
}

/**
 * Users (Admins only): the staff with their roles and two-factor sign-in, edited (name, role) and deleted after a
 * question; the two main admin accounts stay. New staff come by invitation (InvitationsPanel).
 */
export function UsersPage() {
  const { t, message } = useAdminI18n();
  const users = useQuery(usersQuery);
  const session = useQuery(sessionQuery);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const columns: DataColumn<AdminUser>[] = [
    { id: 'name', header: t('users.name'), cell: (user) => user.name },
    { id: 'email', header: t('users.email'), cell: (user) => <Breakable text={user.email} /> },
    {
      id: 'role',
      header: t('users.role'),
      cell: (user) => (
        <Badge $tone={user.role === 'Admin' ? 'accent' : 'neutral'}>
          {t(user.role === 'Admin' ? 'users.role.admin' : 'users.role.editor')}
        </Badge>
      ),
    },
    {
      id: 'twoFactor',
      header: t('users.twoFactor'),
      cell: (user) =>
        user.twoFactor ? (
          <Badge $tone="success">{t('users.on')}</Badge>
        ) : (
          <Badge $tone="neutral">{t('users.off')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (user) => (
        <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
          <RowAction
            label={t('users.editNamed', { email: user.email })}
            icon={Pencil}
            onClick={() => setEditing(user)}
          />
          <RowAction
            label={t('users.deleteNamed', { email: user.email })}
            icon={Trash2}
            onClick={() => {
              if (user.protected) toast.error(message('Cannot delete main admin accounts'));
              else setDeleting(user);
            }}
          />
        </Actions>
      ),
    },
  ];

  return (
    <>
      <Panel aria-labelledby="users-title">
        <h2 id="users-title">{t('users.staff')}</h2>
        <DataTable
          label={t('users.staff')}
          query={users}
          page={users.data ? wholeList(users.data) : undefined}
          columns={columns}
          rowId={userId}
          rowName={(user) => user.name}
          texts={{ failed: t('users.failed'), none: t('users.none'), pages: t('users.staff') }}
        />
      </Panel>
      <InvitationsPanel />
      <SecurityPanel />
      <Dialog open={editing !== null} title={t('users.edit')} onClose={() => setEditing(null)}>
        {editing ? (
          <EditUser
            user={editing}
            isSelf={editing.id === session.data?.user.id}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} title={t('users.deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting ? <DeleteUser user={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </>
  );
}

const userId = (user: AdminUser) => String(user.id);
