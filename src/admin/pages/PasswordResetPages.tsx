import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fieldErrors, passwordResetSchema } from '../../../shared/adminSchemas';
import { Button } from '../../components/Button/Button';
import { adminSave, ValidationError } from '../api';
import { Field, FieldError } from '../components/ui';
import { AuthPage, Card } from './LoginPage';

function Head({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Admin | Novaweb`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

/**
 * A forgotten password: the address gets a link if an account has it. The answer is the same either way (the
 * server's too), so the page cannot tell anyone which addresses have accounts.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const request = useMutation({
    mutationFn: () => adminSave<{ ok: true }>('/api/auth/password-reset', 'POST', { email }),
    onError: (cause) =>
      setError(cause instanceof ValidationError ? (cause.fields.email ?? cause.message) : cause.message),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    request.mutate();
  };
  return (
    <AuthPage>
      <Head title="Forgot password" />
      {request.isSuccess ? (
        <Card as="div">
          <h1>Check your e-mail</h1>
          <p role="status">
            If a staff account has the address {email}, we have sent it a link to choose a new password. The
            link works once, within one hour.
          </p>
          <Link to="/admin/login">Back to sign in</Link>
        </Card>
      ) : (
        <Card onSubmit={onSubmit} aria-busy={request.isPending} noValidate>
          <h1>Forgot password</h1>
          <p>
            Enter the e-mail address of your staff account, and we will send you a link to choose a new
            password.
          </p>
          <Field>
            <label htmlFor="forgot-email">Email</label>
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
            {request.isPending ? 'Sending…' : 'Send the link'}
          </Button>
          <Link to="/admin/login">Back to sign in</Link>
        </Card>
      )}
    </AuthPage>
  );
}

/** The link's page: the token is in the fragment (#token=…), which never leaves the browser but for this call. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
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
    if (repeat !== newPassword && !fields.newPassword) fields.repeatPassword = 'The two passwords differ';
    setErrors(fields);
    if (Object.keys(fields).length === 0) reset.mutate();
  };

  if (!token || failure) {
    return (
      <AuthPage>
        <Head title="Choose a new password" />
        <Card as="div">
          <h1>This link does not work</h1>
          <p role="alert">
            {failure || 'The link is incomplete. Open it again from the e-mail, or ask for a new one.'}
          </p>
          <Link to="/admin/forgot-password">Ask for a new link</Link>
        </Card>
      </AuthPage>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthPage>
        <Head title="Choose a new password" />
        <Card as="div">
          <h1>Password changed</h1>
          <p role="status">Your new password is set, and every session of your account has ended.</p>
          <Link to="/admin/login">Sign in</Link>
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
      {errors[id] ? <FieldError id={`reset-${id}-error`}>{errors[id]}</FieldError> : null}
    </Field>
  );
  return (
    <AuthPage>
      <Head title="Choose a new password" />
      <Card onSubmit={onSubmit} aria-busy={reset.isPending} noValidate>
        <h1>Choose a new password</h1>
        {field('newPassword', 'New password (at least 12 characters)', newPassword, setNewPassword)}
        {field('repeatPassword', 'New password again', repeat, setRepeat)}
        <Button type="submit" busy={reset.isPending} block>
          {reset.isPending ? 'Saving…' : 'Set the new password'}
        </Button>
      </Card>
    </AuthPage>
  );
}
