import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { passwordChangeForm } from '../../../shared/adminSchemas';
import { Button } from '../../components/Button/Button';
import { adminSave, sessionQuery } from '../api';
import { DueMailPanel } from '../components/account/DueMailPanel';
import { LanguagePanel } from '../components/account/LanguagePanel';
import { PasskeysPanel } from '../components/account/PasskeysPanel';
import { SessionsPanel } from '../components/account/SessionsPanel';
import { TwoFactorPanel } from '../components/account/TwoFactorPanel';
import { Actions, Field, Panel } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';

const empty = { currentPassword: '', newPassword: '', repeatPassword: '' };
type PasswordField = keyof typeof empty;

const labels: Record<PasswordField, AdminMessageKey> = {
  currentPassword: 'account.currentPassword',
  newPassword: 'reset.newPassword',
  repeatPassword: 'reset.repeat',
};

/**
 * My account (every staff member): who is signed in; a new password, proven by the current one (every other
 * session of the account ends with it); two-factor sign-in; passkeys; the sessions the account is signed in
 * with.
 */
export function AccountPage() {
  const { t } = useAdminI18n();
  const session = useQuery(sessionQuery);
  const form = useAdminForm(passwordChangeForm, empty);
  const [done, setDone] = useState('');
  const save = useMutation({
    mutationFn: ({ currentPassword, newPassword }: z.input<typeof passwordChangeForm>) =>
      adminSave<{ ok: true; otherSessionsEnded: number }>('/api/admin/account/password', 'POST', {
        currentPassword,
        newPassword,
      }),
    onSuccess: ({ otherSessionsEnded }) => {
      form.reset(empty);
      const note =
        otherSessionsEnded === 0
          ? t('account.nowhereElse')
          : t(otherSessionsEnded === 1 ? 'account.endedOthers.one' : 'account.endedOthers.other', {
              count: otherSessionsEnded,
            });
      setDone(t('account.passwordChangedNote', { note }));
      toast.success(t('account.passwordChanged'));
    },
    onError: form.refused,
  });
  const user = session.data?.user;
  const setupFirst = session.data?.twoFactorSetupRequired === true;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', maxWidth: '44rem' }}>
      {/* While the settings require it and it is off, setting it up comes first. */}
      {setupFirst ? <TwoFactorPanel /> : null}
      <Panel aria-labelledby="account-title">
        <h2 id="account-title">{t('account.signedInAs')}</h2>
        {user ? (
          <p>
            <strong>{user.name}</strong> ({user.email}),{' '}
            {t(user.role === 'Admin' ? 'role.admin' : 'role.editor')}
          </p>
        ) : null}
      </Panel>
      <Panel aria-labelledby="password-title">
        <h2 id="password-title">{t('account.changePassword')}</h2>
        <form
          onSubmit={form.submit((change) => save.mutate(change))}
          noValidate
          style={{ display: 'grid', gap: '1rem' }}
        >
          {(Object.keys(empty) as PasswordField[]).map((key) => (
            <Field key={key}>
              <label htmlFor={`account-${key}`}>{t(labels[key])}</label>
              <input
                id={`account-${key}`}
                type="password"
                autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
                {...form.register(key)}
                {...form.ariaOf(key, `account-${key}`)}
              />
              {form.errorAt(key, `account-${key}`)}
            </Field>
          ))}
          {done ? <p role="status">{done}</p> : null}
          <Actions>
            <Button type="submit" busy={save.isPending}>
              <KeyRound size={16} aria-hidden="true" />
              {save.isPending ? t('account.changing') : t('account.changePassword')}
            </Button>
          </Actions>
        </form>
      </Panel>
      <LanguagePanel />
      <DueMailPanel />
      {setupFirst ? null : <TwoFactorPanel />}
      <PasskeysPanel />
      <SessionsPanel />
    </div>
  );
}
