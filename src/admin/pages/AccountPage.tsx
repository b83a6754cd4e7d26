import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, passwordChangeSchema } from '../../../shared/adminSchemas';
import { Button } from '../../components/Button/Button';
import { adminSave, sessionQuery, ValidationError } from '../api';
import { DueMailPanel } from '../components/account/DueMailPanel';
import { LanguagePanel } from '../components/account/LanguagePanel';
import { PasskeysPanel } from '../components/account/PasskeysPanel';
import { SessionsPanel } from '../components/account/SessionsPanel';
import { TwoFactorPanel } from '../components/account/TwoFactorPanel';
import { Actions, Field, FieldError, Panel } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { useFormFields } from '../useFormFields';

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
  const { t, message } = useAdminI18n();
  const session = useQuery(sessionQuery);
  const { values, setValues, errors, setErrors, change } = useFormFields(empty);
  const [done, setDone] = useState('');
  const save = useMutation({
    mutationFn: () =>
      adminSave<{ ok: true; otherSessionsEnded: number }>('/api/admin/account/password', 'POST', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    onSuccess: ({ otherSessionsEnded }) => {
      setValues(empty);
      const note =
        otherSessionsEnded === 0
          ? t('account.nowhereElse')
          : t(otherSessionsEnded === 1 ? 'account.endedOthers.one' : 'account.endedOthers.other', {
              count: otherSessionsEnded,
            });
      setDone(t('account.passwordChangedNote', { note }));
      toast.success(t('account.passwordChanged'));
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else toast.error(message(error.message));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const parsed = passwordChangeSchema.safeParse(values);
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.repeatPassword !== values.newPassword && !fields.newPassword)
      fields.repeatPassword = t('account.passwordsDiffer');
    if (Object.keys(fields).length > 0) return setErrors(fields);
    setErrors({});
    save.mutate();
  };
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
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem' }}>
          {(Object.keys(empty) as PasswordField[]).map((key) => (
            <Field key={key}>
              <label htmlFor={`account-${key}`}>{t(labels[key])}</label>
              <input
                id={`account-${key}`}
                type="password"
                autoComplete={key === 'currentPassword' ? 'current-password' : 'new-password'}
                value={values[key]}
                onChange={(event) => change(key, event.target.value)}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `account-${key}-error` : undefined}
              />
              {errors[key] ? (
                <FieldError id={`account-${key}-error`}>{message(errors[key])}</FieldError>
              ) : null}
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
