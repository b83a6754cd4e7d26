import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { redirectInputSchema, type RedirectInput } from '../../../../shared/adminSchemas';
import type { Redirect, RedirectStatus } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { saveRedirect } from '../../redirects';
import { useAdminForm } from '../../useAdminForm';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Actions, Field } from '../ui';

/** Each kind of redirect in words. */
export const redirectStatusKeys: Record<RedirectStatus, AdminMessageKey> = {
  301: 'redirect.status.301',
  302: 'redirect.status.302',
};

interface RedirectFormProps {
  /** The redirect being changed; null for a new one. */
  redirect: Redirect | null;
  /** A new redirect's old address, when it is given (a missing page's "Redirect this"). */
  initialFrom?: string;
  onDone: () => void;
}

/** Adds or changes a redirect: checked here as the server checks it, and the server's refusals shown at the fields. */
export function RedirectForm({ redirect, initialFrom = '', onDone }: RedirectFormProps) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(redirectInputSchema, {
    from: redirect?.from ?? initialFrom,
    to: redirect?.to ?? '',
    status: redirect?.status ?? 301,
  });
  const save = useMutation({
    mutationFn: (values: RedirectInput) => saveRedirect(redirect?.id ?? null, values),
    onSuccess: (saved) => {
      toast.success(t(redirect ? 'redirect.saved' : 'redirect.added', { from: saved.from }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'redirects'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'not-found'] });
      onDone();
    },
    onError: form.refused,
  });

  return (
    <form
      noValidate
      onSubmit={form.submit((values) => save.mutate(values))}
      style={{ display: 'grid', gap: '1rem' }}
    >
      <Field>
        <label htmlFor="redirect-from">{t('redirect.oldAddress')}</label>
        <input
          id="redirect-from"
          autoComplete="off"
          spellCheck={false}
          {...form.register('from')}
          {...form.ariaOf('from', 'redirect-from', { hint: true })}
        />
        <small id="redirect-from-hint">{t('redirect.oldHint')}</small>
        {form.errorAt('from', 'redirect-from')}
      </Field>
      <Field>
        <label htmlFor="redirect-to">{t('redirect.newAddress')}</label>
        <input
          id="redirect-to"
          autoComplete="off"
          spellCheck={false}
          {...form.register('to')}
          {...form.ariaOf('to', 'redirect-to', { hint: true })}
        />
        <small id="redirect-to-hint">{t('redirect.newHint')}</small>
        {form.errorAt('to', 'redirect-to')}
      </Field>
      <Field>
        <label htmlFor="redirect-status">{t('redirect.kind')}</label>
        <select
          id="redirect-status"
          {...form.register('status', { valueAsNumber: true })}
          {...form.ariaOf('status', 'redirect-status', { hint: true })}
        >
          <option value={301}>{t(redirectStatusKeys[301])}</option>
          <option value={302}>{t(redirectStatusKeys[302])}</option>
        </select>
        <small id="redirect-status-hint">{t('redirect.kindHint')}</small>
        {form.errorAt('status', 'redirect-status')}
      </Field>
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('common.saving') : redirect ? t('redirect.save') : t('redirects.add')}
        </Button>
      </Actions>
    </form>
  );
}
