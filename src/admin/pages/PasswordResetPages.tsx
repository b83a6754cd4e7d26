import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { passwordResetForm, passwordResetRequestSchema } from '../../../shared/adminSchemas';
import { Button } from '../../components/Button/Button';
import { adminSave, ValidationError } from '../api';
import { Field } from '../components/ui';
import { AdminLanguage, useAdminI18n } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';
import { useLinkFragment } from './linkFragment';
import { AuthPage, Card } from './LoginPage';

/** The document title and no-index of a page outside the admin (sign-in, reset, invitation). */
export function AuthHead({ title }: { title: string }) {
  const { t } = useAdminI18n();
  return (
    <>
      <title>{t('layout.documentTitle', { title })}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/**
 * A forgotten password: the address gets a link if an account has it. The answer is the same either way (the
 * server's too), so the page cannot tell anyone which addresses have accounts.
 */
export function ForgotPasswordPage() {
  const { t } = useAdminI18n();
  const form = useAdminForm(passwordResetRequestSchema, { email: '' });
  const request = useMutation({
    mutationFn: (asked: z.input<typeof passwordResetRequestSchema>) =>
      adminSave<{ ok: true }>('/api/auth/password-reset', 'POST', asked),
    onError: form.refused,
  });
  return (
    <AuthPage>
      <AuthHead title={t('reset.forgotTitle')} />
      {request.isSuccess ? (
        <Card as="div">
          <h1>{t('reset.checkMail')}</h1>
          <p role="status">{t('reset.sent', { email: request.variables.email })}</p>
          <Link to="/admin/login">{t('reset.backToSignIn')}</Link>
        </Card>
      ) : (
        <Card
          onSubmit={form.submit((asked) => request.mutate(asked))}
          aria-busy={request.isPending}
          noValidate
        >
          <h1>{t('reset.forgotTitle')}</h1>
          <p>{t('reset.forgotIntro')}</p>
          <Field>
            <label htmlFor="forgot-email">{t('login.email')}</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="username"
              required
              {...form.register('email')}
              {...form.ariaOf('email', 'forgot-email')}
            />
            {form.errorAt('email', 'forgot-email')}
          </Field>
          {form.formError()}
          <Button type="submit" busy={request.isPending} block>
            {request.isPending ? t('reply.sending') : t('reset.sendLink')}
          </Button>
          <Link to="/admin/login">{t('reset.backToSignIn')}</Link>
        </Card>
      )}
    </AuthPage>
  );
}

/** The link's page: it speaks the e-mail's language (linkFragment.ts). */
export function ResetPasswordPage() {
  const { token, lang } = useLinkFragment();
  return (
    <AdminLanguage lang={lang}>
      <ResetPasswordForm token={token} />
    </AdminLanguage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t, message } = useAdminI18n();
  const form = useAdminForm(passwordResetForm, { token, newPassword: '', repeatPassword: '' });
  const [failure, setFailure] = useState('');
  const reset = useMutation({
    mutationFn: ({ newPassword }: z.input<typeof passwordResetForm>) =>
      adminSave<{ ok: true }>('/api/auth/password-reset/confirm', 'POST', { token, newPassword }),
    // A link that no longer works is its own page; a refused password stays at its field.
    onError: (cause) => (cause instanceof ValidationError ? form.refused(cause) : setFailure(cause.message)),
  });

  if (!token || failure) {
    return (
      <AuthPage>
        <AuthHead title={t('reset.chooseTitle')} />
        <Card as="div">
          <h1>{t('reset.brokenTitle')}</h1>
          <p role="alert">{failure ? message(failure) : t('reset.incomplete')}</p>
          <Link to="/admin/forgot-password">{t('reset.askAgain')}</Link>
        </Card>
      </AuthPage>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthPage>
        <AuthHead title={t('reset.chooseTitle')} />
        <Card as="div">
          <h1>{t('reset.changedTitle')}</h1>
          <p role="status">{t('reset.changed')}</p>
          <Link to="/admin/login">{t('login.signIn')}</Link>
        </Card>
      </AuthPage>
    );
  }
  const field = (name: 'newPassword' | 'repeatPassword', label: string) => (
    <Field>
      <label htmlFor={`reset-${name}`}>{label}</label>
      <input
        id={`reset-${name}`}
        type="password"
        autoComplete="new-password"
        required
        {...form.register(name)}
        {...form.ariaOf(name, `reset-${name}`)}
      />
      {form.errorAt(name, `reset-${name}`)}
    </Field>
  );
  return (
    <AuthPage>
      <AuthHead title={t('reset.chooseTitle')} />
      <Card onSubmit={form.submit((chosen) => reset.mutate(chosen))} aria-busy={reset.isPending} noValidate>
        <h1>{t('reset.chooseTitle')}</h1>
        {field('newPassword', t('reset.newPassword'))}
        {field('repeatPassword', t('reset.repeat'))}
        <Button type="submit" busy={reset.isPending} block>
          {reset.isPending ? t('common.saving') : t('reset.set')}
        </Button>
      </Card>
    </AuthPage>
  );
}
