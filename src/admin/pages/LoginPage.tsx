import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import {
  adminFetch,
  adminSave,
  AdminApiError,
  sessionQuery,
  ValidationError,
  type SignInAnswer,
  type StaffSession,
} from '../api';
import { readStoredAuth, writeStoredAuth } from '../authStorage';
import { passkeyCeremony, usePasskeyCeremonies } from '../passkeys';
import { Field, FieldError } from '../components/ui';
import { adminText, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import type { TranslateVars } from '../../i18n/translate';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceInverse};
`;

export const AuthPage = Page;

export const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: min(24rem, 100%);
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

const Switch = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/**
 * Signing in with a passkey: one step, nothing typed (WCAG 2.2's accessible authentication). The browser
 * offers the passkeys it holds for this site; the server checks the signature and starts the session.
 */
function PasskeySignIn({
  onSignedIn,
  onError,
}: {
  onSignedIn: (session: StaffSession) => void;
  onError: (message: string) => void;
}) {
  const { t, message } = useAdminI18n();
  const ceremonies = usePasskeyCeremonies();
  const signIn = useMutation({
    mutationFn: async () => {
      const options = await adminFetch<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', {
        method: 'POST',
      });
      const response = await passkeyCeremony(() => ceremonies.get(options));
      return adminSave<StaffSession>('/api/auth/passkey', 'POST', { response });
    },
  });
  if (!ceremonies.supported()) return null;
  return (
    <>
      <Or>{t('login.or')}</Or>
      <Button
        variant="secondary"
        block
        busy={signIn.isPending}
        onClick={() => {
          onError('');
          // Callbacks given with the call (as the password's): they do not run once the page has gone.
          signIn.mutate(undefined, {
            onSuccess: onSignedIn,
            onError: (cause) =>
              onError(
                cause instanceof AdminApiError && cause.status === 429
                  ? t('login.passkeyTooMany')
                  : message(cause.message),
              ),
          });
        }}
      >
        <Fingerprint size={16} aria-hidden="true" />
        {signIn.isPending ? t('login.passkeyWaiting') : t('login.passkey')}
      </Button>
    </>
  );
}

/**
 * The second step of a sign-in with two factors: the six digits of the authenticator app, or one of the
 * recovery codes. Three wrong ones end the sign-in (the server says so) and the password is asked again;
 * five over all of the account's sign-ins block it for a while, and the page shows the server's reason.
 */
function SecondFactorStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: (session: StaffSession) => void;
  onStartOver: () => void;
}) {
  const { t, message } = useAdminI18n();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const verify = useMutation({
    mutationFn: () =>
      adminSave<StaffSession>(
        '/api/auth/second-factor',
        'POST',
        recovery ? { recoveryCode: value } : { code: value },
      ),
  });
  const id = recovery ? 'admin-recovery-code' : 'admin-code';
  // The step replaced the form the focus was in: the field it asks for takes it (and again when switched).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [recovery]);
  return (
    <Card
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        // Callbacks given with the call (as the password's): they do not run once the page has gone.
        verify.mutate(undefined, {
          onSuccess: onSignedIn,
          onError: (cause) => {
            if (cause instanceof ValidationError)
              setError(message(Object.values(cause.fields)[0] ?? t('login.codeWrong')));
            else if (cause instanceof AdminApiError && cause.status === 401) {
              toast.error(message(cause.message));
              onStartOver();
            } else setError(message(cause.message));
          },
        });
      }}
      aria-busy={verify.isPending}
      noValidate
    >
      <h1>{t('login.twoFactorTitle')}</h1>
      <p>{recovery ? t('login.recoveryIntro') : t('login.codeIntro')}</p>
      <Field>
        <label htmlFor={id}>{recovery ? t('login.recoveryCode') : t('login.code')}</label>
        <input
          key={id}
          id={id}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          ref={input}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        ) : null}
      </Field>
      <Button type="submit" busy={verify.isPending} block>
        {verify.isPending ? t('login.checking') : t('login.signIn')}
      </Button>
      <Switch
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError('');
        }}
      >
        {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
      </Switch>
    </Card>
  );
}

/** Staff sign-in. A valid session goes straight to the admin; a stale stored record is cleared on opening. */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useAdminI18n();
  const session = useQuery(sessionQuery);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [secondStep, setSecondStep] = useState(false);

  useEffect(() => {
    // Removes an expired or corrupt record as a side effect of reading it.
    readStoredAuth();
  }, []);

  const signedIn = (result: StaffSession) => {
    writeStoredAuth(result.user.email, result.expiresAt);
    queryClient.setQueryData(sessionQuery.queryKey, result);
    // In the language the staff member chose, which the admin speaks from here on.
    const say = (key: AdminMessageKey, vars?: TranslateVars) =>
      result.user.lang ? adminText(result.user.lang, key, vars) : t(key, vars);
    toast.success(say('login.success'));
    if (result.recoveryCodesLeft !== undefined) {
      const count = result.recoveryCodesLeft;
      toast.warning(
        say(count === 1 ? 'login.recoveryCodesLeft.one' : 'login.recoveryCodesLeft.other', { count }),
      );
    }
    navigate(result.twoFactorSetupRequired ? '/admin/account' : '/admin/dashboard', { replace: true });
  };

  const login = useMutation({
    mutationFn: () =>
      adminFetch<SignInAnswer>('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
      }),
  });

  if (session.data) return <Navigate to="/admin/dashboard" replace />;
  const head = (
    <>
      <title>{t('layout.documentTitle', { title: t('login.signIn') })}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
  if (secondStep) {
    return (
      <Page>
        {head}
        <SecondFactorStep
          onSignedIn={signedIn}
          onStartOver={() => {
            setSecondStep(false);
            setPassword('');
          }}
        />
      </Page>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    // The answer's callbacks are given here, not to useMutation: they do not run once the page has gone (one
    // who left it while the answer came is not moved to the dashboard, nor toasted "Login successful!" there).
    login.mutate(undefined, {
      onSuccess: (result) => {
        if ('secondFactor' in result) setSecondStep(true);
        else signedIn(result);
      },
      onError: (cause) => {
        setError(
          cause instanceof AdminApiError && cause.status === 429 ? t('login.tooMany') : t('login.invalid'),
        );
      },
    });
  };

  return (
    <Page>
      {head}
      <Card onSubmit={onSubmit} aria-busy={login.isPending}>
        <h1>{t('login.signIn')}</h1>
        <Field>
          <label htmlFor="admin-email">{t('login.email')}</label>
          <input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="admin-password">{t('login.password')}</label>
          <input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
        <Button type="submit" busy={login.isPending} block>
          {login.isPending ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <PasskeySignIn onSignedIn={signedIn} onError={setError} />
        <Link to="/admin/forgot-password">{t('login.forgot')}</Link>
      </Card>
    </Page>
  );
}
