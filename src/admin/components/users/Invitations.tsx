import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { invitationInputSchema, type InvitationInput } from '../../../../shared/adminSchemas';
import type { Invitation } from '../../../../shared/invitations';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../../components/LoadState/LoadState';
import { adminFetch, adminSave, invitationsQuery } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { Breakable } from '../Breakable';
import { Confirm } from '../Confirm';
import { Dialog } from '../Dialog';
import { Actions, Field, Panel, Table } from '../ui';

/** The open invitations: to whom, as what, in which language, when sent and until when; resend or revoke each. */
function InvitationList({ onRevoke }: { onRevoke: (invitation: Invitation) => void }) {
  const { t, dateTime, message, retryLabels } = useAdminI18n();
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery);
  const resend = useMutation({
    mutationFn: (invitation: Invitation) =>
      adminSave<void>(`/api/admin/invitations/${invitation.id}/resend`, 'POST', {}),
    onSuccess: (_answer, invitation) => {
      toast.success(t('invites.resent', { email: invitation.email }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
    },
    onError: (error) => toast.error(message(error.message)),
  });
  if (isFirstLoad(invitations)) return <Skeleton $height="6rem" aria-hidden="true" />;
  if (invitations.isError || invitations.isPending)
    return (
      <ErrorNotice {...retryProps(invitations)} labels={retryLabels}>
        {t('invites.failed')}
      </ErrorNotice>
    );
  if (invitations.data.length === 0) return <EmptyNotice>{t('invites.none')}</EmptyNotice>;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('users.email')}</th>
          <th scope="col">{t('users.role')}</th>
          <th scope="col">{t('invites.language')}</th>
          <th scope="col">{t('invites.sent')}</th>
          <th scope="col">{t('invites.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.data.map((invitation) => (
          <tr key={invitation.id}>
            <td data-label={t('users.email')} style={{ overflowWrap: 'break-word' }}>
              <Breakable text={invitation.email} />
              {invitation.name ? <small style={{ display: 'block' }}>{invitation.name}</small> : null}
            </td>
            <td data-label={t('users.role')}>
              {t(invitation.role === 'Admin' ? 'users.role.admin' : 'users.role.editor')}
            </td>
            <td data-label={t('invites.language')}>{t(`language.${invitation.lang}`)}</td>
            <td data-label={t('invites.sent')}>
              <span style={{ whiteSpace: 'nowrap' }}>{dateTime.format(new Date(invitation.sentAt))}</span>
              <small style={{ display: 'block' }}>
                {invitation.invitedBy
                  ? t('invites.by', { name: invitation.invitedBy })
                  : t('invites.byFormer')}
              </small>
            </td>
            <td data-label={t('invites.status')}>
              {invitation.expired ? (
                <Badge $tone="neutral">{t('invites.expired')}</Badge>
              ) : (
                t('invites.validUntil', { at: dateTime.format(new Date(invitation.expiresAt)) })
              )}
            </td>
            <td>
              <Actions style={{ justifyContent: 'flex-start' }}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('invites.resendNamed', { email: invitation.email })}
                  busy={resend.isPending && resend.variables?.id === invitation.id}
                  onClick={() => resend.mutate(invitation)}
                >
                  <Send size={14} aria-hidden="true" />
                  {t('invites.resend')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('invites.revokeNamed', { email: invitation.email })}
                  onClick={() => onRevoke(invitation)}
                >
                  <X size={14} aria-hidden="true" />
                  {t('invites.revoke')}
                </Button>
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Asks before an invitation ends; the link in its mail stops working. */
function RevokeInvitation({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => adminFetch<void>(`/api/admin/invitations/${invitation.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('invites.revoked', { email: invitation.email }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
      onDone();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  return (
    <Confirm
      action={t('invites.revoke')}
      busy={revoke.isPending}
      onConfirm={() => revoke.mutate()}
      onCancel={onDone}
    >
      <p style={{ overflowWrap: 'anywhere' }}>{t('invites.revokeQuestion', { email: invitation.email })}</p>
    </Confirm>
  );
}

/** An Admin invites by address, role and language (the Admin's own, unless chosen); refusals at their fields. */
function InviteForm() {
  const { t, lang } = useAdminI18n();
  const queryClient = useQueryClient();
  const empty: InvitationInput = { email: '', name: '', role: 'Editor', lang };
  const form = useAdminForm(invitationInputSchema, empty);
  const send = useMutation({
    mutationFn: (invitation: InvitationInput) =>
      adminSave<Invitation>('/api/admin/invitations', 'POST', invitation),
    onSuccess: (invitation) => {
      toast.success(t('invites.sentToast', { email: invitation.email }));
      form.reset(empty);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
    },
    onError: form.refused,
  });
  return (
    <form
      onSubmit={form.submit((invitation) => send.mutate(invitation))}
      noValidate
      style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}
    >
      <h3>{t('invites.newTitle')}</h3>
      <Field>
        <label htmlFor="invite-email">{t('invites.emailLabel')}</label>
        <input
          id="invite-email"
          type="email"
          autoComplete="off"
          {...form.register('email')}
          {...form.ariaOf('email', 'invite-email')}
        />
        {form.errorAt('email', 'invite-email')}
      </Field>
      <Field>
        <label htmlFor="invite-name">{t('invites.nameLabel')}</label>
        <input
          id="invite-name"
          autoComplete="off"
          {...form.register('name')}
          {...form.ariaOf('name', 'invite-name')}
        />
        {form.errorAt('name', 'invite-name')}
      </Field>
      <Field>
        <label htmlFor="invite-role">{t('invites.roleLabel')}</label>
        <select
          id="invite-role"
          {...form.register('role')}
          {...form.ariaOf('role', 'invite-role', { hint: true })}
        >
          <option value="Editor">{t('users.role.editor')}</option>
          <option value="Admin">{t('users.role.admin')}</option>
        </select>
        <small id="invite-role-hint">{t('users.roleNote.other')}</small>
        {form.errorAt('role', 'invite-role')}
      </Field>
      <Field>
        <label htmlFor="invite-lang">{t('invites.langLabel')}</label>
        <select id="invite-lang" {...form.register('lang')} {...form.ariaOf('lang', 'invite-lang')}>
          <option value="sv">{t('language.sv')}</option>
          <option value="en">{t('language.en')}</option>
        </select>
        {form.errorAt('lang', 'invite-lang')}
      </Field>
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button type="submit" busy={send.isPending}>
          <Send size={16} aria-hidden="true" />
          {send.isPending ? t('invites.sending') : t('invites.send')}
        </Button>
      </Actions>
    </form>
  );
}

/** The Users screen's invitations: the open ones, and the form that sends a new one. */
export function InvitationsPanel() {
  const { t } = useAdminI18n();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  return (
    <Panel aria-labelledby="invitations-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="invitations-title">{t('invites.title')}</h2>
      <p style={{ maxWidth: '48rem', marginBottom: '1rem' }}>{t('invites.intro')}</p>
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <InvitationList onRevoke={setRevoking} />
        <InviteForm />
      </div>
      <Dialog open={revoking !== null} title={t('invites.revokeTitle')} onClose={() => setRevoking(null)}>
        {revoking ? <RevokeInvitation invitation={revoking} onDone={() => setRevoking(null)} /> : null}
      </Dialog>
    </Panel>
  );
}
