import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../../components/LoadState/LoadState';
import { accountQuery, adminSave, sessionQuery, ValidationError, type TwoFactorEnrolment } from '../../api';
import { saveFile } from '../../saveFile';
import { Dialog } from '../Dialog';
import { adminDateTime, adminRetryLabels, Actions, Field, FieldError, Panel } from '../ui';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-left: 1.25rem;
`;

const QrCode = styled.img`
  display: block;
  width: 12rem;
  height: 12rem;
  margin-top: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Secret = styled.code`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
  letter-spacing: 0.05em;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

const Notice = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
`;

/** The secret in groups of four, as an app's "enter a key" field is easiest to fill in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

function downloadCodes(codes: string[]) {
  const text = `Novaweb admin: recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  saveFile(new Blob([text], { type: 'text/plain' }), 'novaweb-recovery-codes.txt');
}

/** Ten new recovery codes, shown once: saved or downloaded by the user, never shown again. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <p>
        Save these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose
        the app. They are not shown again.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => downloadCodes(codes)}>
          <Download size={16} aria-hidden="true" />
          Download as text
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Actions>
    </div>
  );
}

/** Turning two-factor sign-in off or making new recovery codes: the password proves it is the owner. */
function PasswordConfirm({
  action,
  label,
  busyLabel,
  onConfirmed,
  onCancel,
}: {
  action: 'disable' | 'recovery-codes';
  label: string;
  busyLabel: string;
  onConfirmed: (result: { recoveryCodes?: string[] }) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const confirm = useMutation({
    mutationFn: () =>
      adminSave<{ recoveryCodes?: string[] }>(`/api/admin/account/two-factor/${action}`, 'POST', {
        password,
      }),
    onSuccess: onConfirmed,
    onError: (cause) =>
      setError(
        cause instanceof ValidationError ? (Object.values(cause.fields)[0] ?? cause.message) : cause.message,
      ),
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        setError('');
        confirm.mutate();
      }}
    >
      <Field>
        <label htmlFor={`confirm-${action}`}>Your password</label>
        <input
          id={`confirm-${action}`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `confirm-${action}-error` : undefined}
        />
        {error ? (
          <FieldError id={`confirm-${action}-error`} role="alert">
            {error}
          </FieldError>
        ) : null}
      </Field>
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={confirm.isPending}>
          {confirm.isPending ? busyLabel : label}
        </Button>
      </Actions>
    </form>
  );
}

/**
 * Two-factor sign-in on My account: set up with an authenticator app (QR code or key, then a code proves it),
 * ten recovery codes shown once, new codes and turning it off with the password. While the settings require it
 * and it is off, this is what the account must do first.
 */
export function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<'disable' | 'recovery-codes' | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };

  const setup = useMutation({
    mutationFn: () => adminSave<TwoFactorEnrolment>('/api/admin/account/two-factor/setup', 'POST', {}),
    onSuccess: (result) => {
      setEnrolment(result);
      setCode('');
      setCodeError('');
    },
    onError: (error) => toast.error(error.message),
  });
  const enable = useMutation({
    mutationFn: () =>
      adminSave<{ recoveryCodes: string[] }>('/api/admin/account/two-factor/enable', 'POST', { code }),
    onSuccess: ({ recoveryCodes }) => {
      setEnrolment(null);
      setNewCodes(recoveryCodes);
      toast.success('Two-factor sign-in is on');
      refresh();
    },
    onError: (error) =>
      setCodeError(error instanceof ValidationError ? (error.fields.code ?? error.message) : error.message),
  });
  const onEnable = (event: FormEvent) => {
    event.preventDefault();
    setCodeError('');
    if (!/^\d{3} ?\d{3}$/.test(code.trim())) return setCodeError('Enter the six digits your app shows');
    enable.mutate();
  };

  const state = account.data?.twoFactor;
  return (
    <Panel aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {isFirstLoad(account) ? (
        <Skeleton $height="6rem" aria-hidden="true" />
      ) : account.isError || !state ? (
        <ErrorNotice {...retryProps(account)} labels={adminRetryLabels}>
          Two-factor sign-in could not be loaded.
        </ErrorNotice>
      ) : newCodes ? (
        <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />
      ) : state.enabled ? (
        <>
          <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
            <ShieldCheck size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.2em' }} />
            <span>
              On since {adminDateTime.format(new Date(state.enabledAt!))}. Signing in asks for a code from
              your authenticator app. {state.recoveryCodesLeft} of 10 recovery codes left.
            </span>
          </p>
          {state.required ? <p>Two-factor sign-in is required for all staff here, so it stays on.</p> : null}
          <Actions>
            <Button variant="secondary" onClick={() => setConfirming('recovery-codes')}>
              New recovery codes
            </Button>
            {state.required ? null : (
              <Button variant="secondary" onClick={() => setConfirming('disable')}>
                Turn off
              </Button>
            )}
          </Actions>
        </>
      ) : enrolment ? (
        <form noValidate onSubmit={onEnable}>
          <Steps>
            <li>
              Scan this code with an authenticator app (such as the one built into your phone's password
              manager, or any app for time-based codes):
              <QrCode
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt="QR code for your authenticator app"
              />
            </li>
            <li>
              Or type this key into the app: <Secret>{grouped(enrolment.secret)}</Secret>
            </li>
            <li>
              <Field>
                <label htmlFor="two-factor-code">The six-digit code the app shows</label>
                <input
                  id="two-factor-code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  aria-invalid={codeError ? true : undefined}
                  aria-describedby={codeError ? 'two-factor-code-error' : undefined}
                />
                {codeError ? (
                  <FieldError id="two-factor-code-error" role="alert">
                    {codeError}
                  </FieldError>
                ) : null}
              </Field>
            </li>
          </Steps>
          <Actions style={{ marginTop: '1rem' }}>
            <Button variant="ghost" onClick={() => setEnrolment(null)}>
              Cancel
            </Button>
            <Button type="submit" busy={enable.isPending}>
              {enable.isPending ? 'Checking…' : 'Turn on'}
            </Button>
          </Actions>
        </form>
      ) : (
        <>
          {state.required ? (
            <Notice role="alert">
              Two-factor sign-in is required for all staff here. Set it up to go on using the admin.
            </Notice>
          ) : null}
          <p>
            Off. With it on, signing in also asks for a code from an app on your phone, so a stolen password
            is not enough.
          </p>
          <Actions>
            <Button onClick={() => setup.mutate()} busy={setup.isPending}>
              {setup.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
            </Button>
          </Actions>
        </>
      )}
      <Dialog
        open={confirming !== null}
        title={confirming === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes'}
        onClose={() => setConfirming(null)}
      >
        {confirming ? (
          <>
            <p style={{ marginBottom: '1rem' }}>
              {confirming === 'disable'
                ? 'Signing in will ask only for your password. Your recovery codes stop working.'
                : 'Ten new codes replace the ones you have; the old ones stop working.'}
            </p>
            <PasswordConfirm
              action={confirming}
              label={confirming === 'disable' ? 'Turn off' : 'Make new codes'}
              busyLabel={confirming === 'disable' ? 'Turning off…' : 'Making codes…'}
              onCancel={() => setConfirming(null)}
              onConfirmed={(result) => {
                setConfirming(null);
                if (result.recoveryCodes) setNewCodes(result.recoveryCodes);
                toast.success(
                  confirming === 'disable' ? 'Two-factor sign-in is off' : 'New recovery codes made',
                );
                refresh();
              }}
            />
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
