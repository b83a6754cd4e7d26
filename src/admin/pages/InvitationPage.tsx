import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { invitationAcceptForm as acceptForm } from '../../../shared/adminSchemas';
import type { InvitationView } from '../../../shared/invitations';
import { Button } from '../../components/Button/Button';
import { Skeleton } from '../../components/LoadState/LoadState';
import { adminSave, ValidationError } from '../api';
import { Field } from '../components/ui';
import { AdminLanguage, useAdminI18n } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';
import { useLinkFragment } from './linkFragment';
import { AuthPage, Card } from './LoginPage';
import { AuthHead } from './PasswordResetPages';

/**
 * An invitation's link: whom it is for and as what, then the invitee's own name and password. It speaks the
 * language the Admin chose for the invitation (the link says which). A spent link (used, revoked, past its seven
 * days) says so and whom to ask.
 */
export function InvitationPage() {
  const { token, lang } = useLinkFragment();
  return (
    <AdminLanguage lang={lang}>
      <Invitation token={token} />
    </AdminLanguage>
  );
}

function Spent({ reason }: { reason: string }) {
  const { t } = useAdminI18n();
  return (
    <Card as="div">
      <h1>{t('invite.spentTitle')}</h1>
      <p role="alert">{reason}</p>
      <Link to="/admin/login">{t('reset.backToSignIn')}</Link>
    </Card>
  );
}

function Invitation({ token }: { token: string }) {
  const { t, message } = useAdminI18n();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => adminSave<InvitationView>('/api/auth/invitation', 'POST', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  return (
    <AuthPage>
      <AuthHead title={t('invite.title')} />
      {token === '' ? (
        <Spent reason={t('invite.incomplete')} />
      ) : invitation.isPending ? (
        <Card as="div" aria-busy="true">
          <p className="visually-hidden">{t('invite.loading')}</p>
          <Skeleton $height="12rem" aria-hidden="true" />
        </Card>
      ) : invitation.isError ? (
        <Spent reason={message(invitation.error.message)} />
      ) : (
        <AcceptForm token={token} invitation={invitation.data} />
      )}
    </AuthPage>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { t, message } = useAdminI18n();
  const form = useAdminForm(acceptForm, { token, name: invitation.name, password: '', repeat: '' });
  const [failure, setFailure] = useState('');
  const accept = useMutation({
    mutationFn: ({ name, password }: z.input<typeof acceptForm>) =>
      adminSave<{ email: string }>('/api/auth/invitation/accept', 'POST', { token, name, password }),
    // A link that no longer works is its own page; a refused name or password stays at its field.
    onError: (cause) => (cause instanceof ValidationError ? form.refused(cause) : setFailure(cause.message)),
  });

  if (failure) return <Spent reason={message(failure)} />;
  if (accept.isSuccess) {
    return (
      <Card as="div">
        <h1>{t('invite.readyTitle')}</h1>
        <p role="status">{t('invite.ready', { email: accept.data.email })}</p>
        <Link to="/admin/login">{t('login.signIn')}</Link>
      </Card>
    );
  }
  const field = (
    name: 'name' | 'password' | 'repeat',
    label: string,
    type: 'text' | 'password',
    autoComplete: string,
  ) => (
    <Field>
      <label htmlFor={`invite-${name}`}>{label}</label>
      <input
        id={`invite-${name}`}
        type={type}
        autoComplete={autoComplete}
        required
        {...form.register(name)}
        {...form.ariaOf(name, `invite-${name}`)}
      />
      {form.errorAt(name, `invite-${name}`)}
    </Field>
  );
  return (
    <Card onSubmit={form.submit((values) => accept.mutate(values))} aria-busy={accept.isPending} noValidate>
      <h1>{t('invite.title')}</h1>
      <p>
        {t(invitation.role === 'Admin' ? 'invite.introAdmin' : 'invite.introEditor', {
          email: invitation.email,
        })}
      </p>
      {/* The address is the sign-in name: a password manager saves the new password with it. */}
      <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
      {field('name', t('invite.name'), 'text', 'name')}
      {field('password', t('invite.password'), 'password', 'new-password')}
      {field('repeat', t('invite.repeat'), 'password', 'new-password')}
      <Button type="submit" busy={accept.isPending} block>
        {accept.isPending ? t('common.saving') : t('invite.accept')}
      </Button>
    </Card>
  );
}
