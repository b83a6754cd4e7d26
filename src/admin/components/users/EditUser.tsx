import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { reauthenticationSchema, userUpdateSchema, type UserUpdate } from '../../../../shared/adminSchemas';
import { Button } from '../../../components/Button/Button';
import { adminSave, type AdminUser } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field } from '../ui';

/**
 * Another member's two-factor sign-in off, when they lost their phone and their recovery codes. The Admin
 * proves it is them, now: their password and a code from their own authenticator app (the server refuses it
 * otherwise, and mails the member when it is done).
 */
function TurnOffTwoFactor({ user }: { user: AdminUser }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const form = useAdminForm(reauthenticationSchema, { password: '', code: '' });
  const turnOff = useMutation({
    mutationFn: (proof: z.input<typeof reauthenticationSchema>) =>
      adminSave<void>(`/api/admin/users/${user.id}/two-factor`, 'DELETE', proof),
    onSuccess: () => {
      setDone(true);
      toast.success(t('twoFactorOff.toast', { email: user.email }));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: form.refused,
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
              {...form.register('password')}
              {...form.ariaOf('password', 'turn-off-password')}
            />
            {form.errorAt('password', 'turn-off-password')}
          </Field>
          <Field>
            <label htmlFor="turn-off-code">{t('twoFactorOff.code')}</label>
            <input
              id="turn-off-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              {...form.register('code')}
              {...form.ariaOf('code', 'turn-off-code')}
            />
            {form.errorAt('code', 'turn-off-code')}
          </Field>
        </>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button
          size="sm"
          variant="secondary"
          busy={turnOff.isPending}
          aria-describedby="edit-user-two-factor-note"
          onClick={asking ? form.submit((proof) => turnOff.mutate(proof)) : () => setAsking(true)}
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
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(userUpdateSchema, { name: user.name, role: user.role });
  const save = useMutation({
    mutationFn: (update: UserUpdate) => adminSave<AdminUser>(`/api/admin/users/${user.id}`, 'PUT', update),
    onSuccess: () => {
      toast.success(t('users.updated'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: form.refused,
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
      onSubmit={form.submit((update) => save.mutate(update))}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <p>{user.email}</p>
      <Field>
        <label htmlFor="edit-user-name">{t('users.nameRequired')}</label>
        <input id="edit-user-name" {...form.register('name')} {...form.ariaOf('name', 'edit-user-name')} />
        {form.errorAt('name', 'edit-user-name')}
      </Field>
      <Field>
        <label htmlFor="edit-user-role">{t('users.role')}</label>
        <select
          id="edit-user-role"
          // Disabled in the page only: the role is still sent, unchanged (the server refuses a change of it).
          disabled={roleFixed}
          {...form.register('role')}
          {...form.ariaOf('role', 'edit-user-role', { hint: true })}
        >
          <option value="Editor">{t('users.role.editor')}</option>
          <option value="Admin">{t('users.role.admin')}</option>
        </select>
        <small id="edit-user-role-hint">
          {user.protected
            ? t('users.roleNote.protected')
            : isSelf
              ? t('users.roleNote.self')
              : t('users.roleNote.other')}
        </small>
        {form.errorAt('role', 'edit-user-role')}
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
