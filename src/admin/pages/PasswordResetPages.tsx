import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { fieldErrors, passwordResetSchema } from '../../../shared/adminSchemas';
import { Button } from '../../components/Button/Button';
import { adminSave, ValidationError } from '../api';
import { Field, FieldError } from '../components/ui';
import { AdminLanguage, useAdminI18n } from '../i18n/adminI18n';
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
  const { t, message } = useAdminI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const request = useMutation({
    mutationFn: () => adminSave<{ ok: true }>('/api/auth/password-reset', 'POST', { email }),
    onError: (cause) =>
      setError(
        message(cause instanceof ValidationError ? (cause.fields.email ?? cause.message) : cause.message),
      ),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    request.mutate();
  };
  return (
    <AuthPage>
      <AuthHead title={t('reset.forgotTitle')} />
      {request.isSuccess ? (
        <Card as="div">
          <h1>{t('reset.checkMail')}</h1>
          <p role="status">{t('reset.sent', { email })}</p>
          <Link to="/admin/login">{t('reset.backToSignIn')}</Link>
        </Card>
      ) : (
        <Card onSubmit={onSubmit} aria-busy={request.isPending} noValidate>
          <h1>{t('reset.forgotTitle')}</h1>
          <p>{t('reset.forgotIntro')}</p>
          <Field>
            <label htmlFor="forgot-email">{t('login.email')}</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'forgot-email-error' : undefined}
            />
            {error ? (
              <FieldError id="forgot-email-error" role="alert">
                {error}
              </FieldError>
            ) : null}
          </Field>
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
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const reset = useMutation({
    mutationFn: () =>
      adminSave<{ ok: true }>('/api/auth/password-reset/confirm', 'POST', { token, newPassword }),
    onError: (cause) => {
      if (cause instanceof ValidationError) setErrors(cause.fields);
      else setFailure(cause.message);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = passwordResetSchema.safeParse({ token, newPassword });
    const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (repeat !== newPassword && !fields.newPassword) fields.repeatPassword = t('reset.differ');
    setErrors(fields);
    if (Object.keys(fields).length === 0) reset.mutate();
  };

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
  const field = (
    id: 'newPassword' | 'repeatPassword',
    label: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <Field>
      <label htmlFor={`reset-${id}`}>{label}</label>
      <input
        id={`reset-${id}`}
        type="password"
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={errors[id] ? `reset-${id}-error` : undefined}
      />
      {errors[id] ? <FieldError id={`reset-${id}-error`}>{message(errors[id])}</FieldError> : null}
    </Field>
  );
  return (
    <AuthPage>
      <AuthHead title={t('reset.chooseTitle')} />
      <Card onSubmit={onSubmit} aria-busy={reset.isPending} noValidate>
        <h1>{t('reset.chooseTitle')}</h1>
        {field('newPassword', t('reset.newPassword'), newPassword, setNewPassword)}
        {field('repeatPassword', t('reset.repeat'), repeat, setRepeat)}
        <Button type="submit" busy={reset.isPending} block>
          {reset.isPending ? t('common.saving') : t('reset.set')}
        </Button>
      </Card>
    </AuthPage>
  );
}
