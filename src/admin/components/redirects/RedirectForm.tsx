import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, redirectInputSchema } from '../../../../shared/adminSchemas';
import type { Redirect, RedirectStatus } from '../../../../shared/redirects';
import { Button } from '../../../components/Button/Button';
import { ValidationError } from '../../api';
import { saveRedirect } from '../../redirects';
import { useFormFields } from '../../useFormFields';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Actions, Field, FieldError } from '../ui';

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
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, change } = useFormFields<{
    from: string;
    to: string;
    status: RedirectStatus;
  }>({
    from: redirect?.from ?? initialFrom,
    to: redirect?.to ?? '',
    status: redirect?.status ?? 301,
  });
  const save = useMutation({
    mutationFn: () => saveRedirect(redirect?.id ?? null, values),
    onSuccess: (saved) => {
      toast.success(t(redirect ? 'redirect.saved' : 'redirect.added', { from: saved.from }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'redirects'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'not-found'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else toast.error(message(error.message));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = redirectInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate();
  };

  const describedBy = (field: 'from' | 'to' | 'status', hint: boolean) =>
    [hint ? `redirect-${field}-hint` : '', errors[field] ? `redirect-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: '1rem' }}>
      <Field>
        <label htmlFor="redirect-from">{t('redirect.oldAddress')}</label>
        <input
          id="redirect-from"
          value={values.from}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change('from', event.target.value)}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={describedBy('from', true)}
        />
        <small id="redirect-from-hint">{t('redirect.oldHint')}</small>
        {errors.from ? <FieldError id="redirect-from-error">{message(errors.from)}</FieldError> : null}
      </Field>
      <Field>
        <label htmlFor="redirect-to">{t('redirect.newAddress')}</label>
        <input
          id="redirect-to"
          value={values.to}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change('to', event.target.value)}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={describedBy('to', true)}
        />
        <small id="redirect-to-hint">{t('redirect.newHint')}</small>
        {errors.to ? <FieldError id="redirect-to-error">{message(errors.to)}</FieldError> : null}
      </Field>
      <Field>
        <label htmlFor="redirect-status">{t('redirect.kind')}</label>
        <select
          id="redirect-status"
          value={values.status}
          onChange={(event) => change('status', Number(event.target.value) as RedirectStatus)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={describedBy('status', true)}
        >
          <option value={301}>{t(redirectStatusKeys[301])}</option>
          <option value={302}>{t(redirectStatusKeys[302])}</option>
        </select>
        <small id="redirect-status-hint">{t('redirect.kindHint')}</small>
        {errors.status ? <FieldError id="redirect-status-error">{message(errors.status)}</FieldError> : null}
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
