import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { fieldErrors, userUpdateSchema } from '../../../../shared/adminSchemas';
import { Button } from '../../../components/Button/Button';
import { adminSave, ValidationError, type AdminUser } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useFormFields } from '../../useFormFields';
import { Actions, Field, FieldError } from '../ui';

/**
 * Another member's two-factor sign-in off, when they lost their phone and their recovery codes. The Admin
 * proves it is them, now: their password and a code from their own authenticator app (the server refuses it
 * otherwise, and mails the member when it is done).
 */
function TurnOffTwoFactor({ user }: { user: AdminUser }) {
  const { t, message: say } = useAdminI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState('');
  const { values, errors, setErrors, change } = useFormFields({ password: '', code: '' });
  const turnOff = useMutation({
    mutationFn: () =>
      adminSave<void>(`/api/admin/users/${user.id}/two-factor`, 'DELETE', {
        password: values.password,
        code: values.code,
      }),
    onSuccess: () => {
      setDone(true);
      toast.success(t('twoFactorOff.toast', { email: user.email }));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else setMessage(error.message);
    },
  });
  if (done) return <p role="status">{t('twoFactorOff.done')}</p>;
  return (
    <Field role="group" aria-labelledby="edit-user-two-factor">
      <span id="edit-user-two-factor">{t('twoFactorOff.on')}</span>
      <small id="edit-user-two-factor-note">{t('twoFactorOff.note')}</small>
      {asking ? (
        <>
          <Field>
            <label htmlFor="turn-off-password">{t('twoFactorOff.password')}</label>
            <input
              id="turn-off-password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'turn-off-password-error' : undefined}
            />
            {errors.password ? (
              <FieldError id="turn-off-password-error">{say(errors.password)}</FieldError>
            ) : null}
          </Field>
          <Field>
            <label htmlFor="turn-off-code">{t('twoFactorOff.code')}</label>
            <input
              id="turn-off-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              onChange={(event) => change('code', event.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'turn-off-code-error' : undefined}
            />
            {errors.code ? <FieldError id="turn-off-code-error">{say(errors.code)}</FieldError> : null}
          </Field>
          {message ? <p role="alert">{say(message)}</p> : null}
        </>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button
          size="sm"
          variant="secondary"
          busy={turnOff.isPending}
          aria-describedby="edit-user-two-factor-note"
          onClick={() => {
            if (!asking) return setAsking(true);
            setErrors({});
            setMessage('');
            turnOff.mutate();
          }}
        >
          {turnOff.isPending
            ? t('twoFactorOff.turningOff')
            : asking
              ? t('twoFactorOff.confirm')
              : t('twoFactorOff.start')}
        </Button>
      </Actions>
    </Field>
  );
}

/** An Admin's change to a user: the name and the role (the main admin accounts are their owners' alone). */
export function EditUser({ user, isSelf, onDone }: { user: AdminUser; isSelf: boolean; onDone: () => void }) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, change } = useFormFields({ name: user.name, role: user.role });
  const save = useMutation({
    mutationFn: () => adminSave<AdminUser>(`/api/admin/users/${user.id}`, 'PUT', values),
    onSuccess: () => {
      toast.success(t('users.updated'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else toast.error(message(error.message));
    },
  });
  const roleFixed = user.protected || isSelf;
  if (user.protected && !isSelf) {
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <p>{user.email}</p>
        <p>{t('users.mainAccount')}</p>
        <Actions>
          <Button variant="secondary" onClick={onDone}>
            {t('common.close')}
          </Button>
        </Actions>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = userUpdateSchema.safeParse(values);
        if (!parsed.success) return setErrors(fieldErrors(parsed.error));
        save.mutate();
      }}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <p>{user.email}</p>
      <Field>
        <label htmlFor="edit-user-name">{t('users.nameRequired')}</label>
        <input
          id="edit-user-name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'edit-user-name-error' : undefined}
        />
        {errors.name ? <FieldError id="edit-user-name-error">{message(errors.name)}</FieldError> : null}
      </Field>
      <Field>
        <label htmlFor="edit-user-role">{t('users.role')}</label>
        <select
          id="edit-user-role"
          value={values.role}
          disabled={roleFixed}
          aria-describedby="edit-user-role-note"
          onChange={(event) => change('role', event.target.value as AdminUser['role'])}
        >
          <option value="Editor">{t('users.role.editor')}</option>
          <option value="Admin">{t('users.role.admin')}</option>
        </select>
        <small id="edit-user-role-note">
          {user.protected
            ? t('users.roleNote.protected')
            : isSelf
              ? t('users.roleNote.self')
              : t('users.roleNote.other')}
        </small>
        {errors.role ? <FieldError>{message(errors.role)}</FieldError> : null}
      </Field>
      {user.twoFactor && !isSelf ? <TurnOffTwoFactor user={user} /> : null}
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </Actions>
    </form>
  );
}
