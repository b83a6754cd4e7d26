import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { z } from 'zod';
import { appCodeSchema, confirmPasswordSchema } from '../../../../shared/adminSchemas';
import { Button } from '../../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../../components/LoadState/LoadState';
import { accountQuery, adminSave, sessionQuery, type TwoFactorEnrolment } from '../../api';
import { saveFile } from '../../saveFile';
import { Dialog } from '../Dialog';
import { fill, useAdminI18n } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field, Panel } from '../ui';

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

function downloadCodes(codes: string[], heading: string) {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  saveFile(new Blob([text], { type: 'text/plain' }), 'novaweb-recovery-codes.txt');
}

/** Ten new recovery codes, shown once: saved or downloaded by the user, never shown again. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminI18n();
  return (
    <div>
      <p>{t('twoFactor.saveCodes')}</p>
      <Codes aria-label={t('twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={() => downloadCodes(codes, t('twoFactor.codesFileHeading'))}>
          <Download size={16} aria-hidden="true" />
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.saved')}</Button>
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
  const { t } = useAdminI18n();
  const form = useAdminForm(confirmPasswordSchema, { password: '' });
  const confirm = useMutation({
    mutationFn: (proof: z.input<typeof confirmPasswordSchema>) =>
      adminSave<{ recoveryCodes?: string[] }>(`/api/admin/account/two-factor/${action}`, 'POST', proof),
    onSuccess: onConfirmed,
    onError: form.refused,
  });
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: '1rem' }}
      onSubmit={form.submit((proof) => confirm.mutate(proof))}
    >
      <Field>
        <label htmlFor={`confirm-${action}`}>{t('twoFactor.yourPassword')}</label>
        <input
          id={`confirm-${action}`}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...form.ariaOf('password', `confirm-${action}`)}
        />
        {form.errorAt('password', `confirm-${action}`, { alert: true })}
      </Field>
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
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
  const { t, dateTime, retryLabels, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const codeForm = useAdminForm(appCodeSchema, { code: '' });
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
      codeForm.reset({ code: '' });
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const enable = useMutation({
    mutationFn: (typed: z.input<typeof appCodeSchema>) =>
      adminSave<{ recoveryCodes: string[] }>('/api/admin/account/two-factor/enable', 'POST', typed),
    onSuccess: ({ recoveryCodes }) => {
      setEnrolment(null);
      setNewCodes(recoveryCodes);
      toast.success(t('twoFactor.turnedOn'));
      refresh();
    },
    onError: codeForm.refused,
  });

  const state = account.data?.twoFactor;
  return (
    <Panel aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('login.twoFactorTitle')}</h2>
      {isFirstLoad(account) ? (
        <Skeleton $height="6rem" aria-hidden="true" />
      ) : account.isError || !state ? (
        <ErrorNotice {...retryProps(account)} labels={retryLabels}>
          {t('twoFactor.failed')}
        </ErrorNotice>
      ) : newCodes ? (
        <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />
      ) : state.enabled ? (
        <>
          <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
            <ShieldCheck size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.2em' }} />
            <span>
              {t('twoFactor.onSince', {
                since: dateTime.format(new Date(state.enabledAt!)),
                left: state.recoveryCodesLeft,
              })}
            </span>
          </p>
          {state.required ? <p>{t('twoFactor.requiredStaysOn')}</p> : null}
          <Actions>
            <Button variant="secondary" onClick={() => setConfirming('recovery-codes')}>
              {t('twoFactor.newCodes')}
            </Button>
            {state.required ? null : (
              <Button variant="secondary" onClick={() => setConfirming('disable')}>
                {t('twoFactor.turnOff')}
              </Button>
            )}
          </Actions>
        </>
      ) : enrolment ? (
        <form noValidate onSubmit={codeForm.submit((typed) => enable.mutate(typed))}>
          <Steps>
            <li>
              {t('twoFactor.scan')}
              <QrCode
                src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
                alt={t('twoFactor.qrAlt')}
              />
            </li>
            <li>
              {fill(t('twoFactor.typeKey'), { key: <Secret key="key">{grouped(enrolment.secret)}</Secret> })}
            </li>
            <li>
              <Field>
                <label htmlFor="two-factor-code">{t('twoFactor.codeLabel')}</label>
                <input
                  id="two-factor-code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  {...codeForm.register('code')}
                  {...codeForm.ariaOf('code', 'two-factor-code')}
                />
                {codeForm.errorAt('code', 'two-factor-code', { alert: true })}
              </Field>
            </li>
          </Steps>
          <Actions style={{ marginTop: '1rem' }}>
            <Button variant="ghost" onClick={() => setEnrolment(null)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={enable.isPending}>
              {enable.isPending ? t('login.checking') : t('twoFactor.turnOn')}
            </Button>
          </Actions>
        </form>
      ) : (
        <>
          {state.required ? <Notice role="alert">{t('twoFactor.requiredSetUp')}</Notice> : null}
          <p>{t('twoFactor.off')}</p>
          <Actions>
            <Button onClick={() => setup.mutate()} busy={setup.isPending}>
              {setup.isPending ? t('twoFactor.starting') : t('twoFactor.setUp')}
            </Button>
          </Actions>
        </>
      )}
      <Dialog
        open={confirming !== null}
        title={confirming === 'disable' ? t('twoFactor.turnOffTitle') : t('twoFactor.newCodes')}
        onClose={() => setConfirming(null)}
      >
        {confirming ? (
          <>
            <p style={{ marginBottom: '1rem' }}>
              {confirming === 'disable' ? t('twoFactor.turnOffWarning') : t('twoFactor.newCodesWarning')}
            </p>
            <PasswordConfirm
              action={confirming}
              label={confirming === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.makeCodes')}
              busyLabel={confirming === 'disable' ? t('twoFactor.turningOff') : t('twoFactor.makingCodes')}
              onCancel={() => setConfirming(null)}
              onConfirmed={(result) => {
                setConfirming(null);
                if (result.recoveryCodes) setNewCodes(result.recoveryCodes);
                toast.success(confirming === 'disable' ? t('twoFactor.turnedOff') : t('twoFactor.codesMade'));
                refresh();
              }}
            />
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
