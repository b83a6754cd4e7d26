import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { adminFetch, sessionQuery, usersQuery, type AdminUser } from '../api';
import { SecurityPanel } from '../components/account/SecurityPanel';
import { Breakable } from '../components/Breakable';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { Actions, Panel, Table } from '../components/ui';
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
  const { t, message, retryLabels } = useAdminI18n();
  const users = useQuery(usersQuery);
  const session = useQuery(sessionQuery);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  return (
    <>
      <Panel aria-labelledby="users-title">
        <h2 id="users-title">{t('users.staff')}</h2>
        {isFirstLoad(users) ? (
          <Skeleton $height="8rem" aria-hidden="true" />
        ) : users.isError || users.isPending ? (
          <ErrorNotice {...retryProps(users)} labels={retryLabels}>
            {t('users.failed')}
          </ErrorNotice>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.twoFactor')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td data-label={t('users.name')}>{user.name}</td>
                  <td data-label={t('users.email')} style={{ overflowWrap: 'break-word' }}>
                    <Breakable text={user.email} />
                  </td>
                  <td data-label={t('users.role')}>
                    <Badge $tone={user.role === 'Admin' ? 'accent' : 'neutral'}>
                      {t(user.role === 'Admin' ? 'users.role.admin' : 'users.role.editor')}
                    </Badge>
                  </td>
                  <td data-label={t('users.twoFactor')}>
                    {user.twoFactor ? (
                      <Badge $tone="success">{t('users.on')}</Badge>
                    ) : (
                      <Badge $tone="neutral">{t('users.off')}</Badge>
                    )}
                  </td>
                  <td data-label={t('common.actions')}>
                    <Actions style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('users.editNamed', { email: user.email })}
                        title={t('users.editNamed', { email: user.email })}
                        onClick={() => setEditing(user)}
                      >
                        <Pencil size={14} aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('users.deleteNamed', { email: user.email })}
                        title={t('users.deleteNamed', { email: user.email })}
                        onClick={() => {
                          if (user.protected) toast.error(message('Cannot delete main admin accounts'));
                          else setDeleting(user);
                        }}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
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
