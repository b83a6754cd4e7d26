import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { personSchema, type ErasedCounts } from '../../../../shared/privacy';
import { Button } from '../../../components/Button/Button';
import { AdminApiError } from '../../api';
import { fill, useAdminI18n, type AdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { erasePersonalData, exportPersonalData, personalDataSummary } from '../../privacy';
import { Breakable } from '../Breakable';
import { Dialog } from '../Dialog';
import { Actions, Field, FieldError, Panel } from '../ui';
import { useAdminForm } from '../../useAdminForm';

const Outcome = styled.p<{ $tone: 'success' | 'neutral' }>`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.successSoft : theme.color.surfaceMuted)};
  overflow-wrap: anywhere;
`;

const Failure = styled(FieldError)`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  overflow-wrap: anywhere;
`;

/** An e-mail address in a sentence: it wraps after its `@` (or at a hyphen), not inside a word. */
const Address = styled.strong`
  overflow-wrap: break-word;
`;

/** How many leads and e-mails, in words. */
const countsOf = (t: AdminI18n['t'], { leads, mails }: ErasedCounts) => ({
  leads: t(leads === 1 ? 'privacy.leads.one' : 'privacy.leads.other', { count: leads }),
  mails: t(mails === 1 ? 'privacy.mails.one' : 'privacy.mails.other', { count: mails }),
});
const what = (t: AdminI18n['t'], counts: ErasedCounts) => t('privacy.what', countsOf(t, counts));

/** An address in a sentence, in the place its text gives it. */
const addressIn = (text: string, email: string) =>
  fill(text, {
    email: (
      <Address key="email">
        <Breakable text={email} />
      </Address>
    ),
  });

type Result =
  | { kind: 'exported' | 'erased'; email: string; counts: ErasedCounts }
  | { kind: 'empty'; email: string }
  | { kind: 'error'; message: string }
  | null;

/**
 * A person's data by e-mail address (GDPR): export it as a JSON file, or erase it (leads with their notes and
 * replies, and every e-mail to or about the address) after a confirmation that says how much will go.
 */
export function PersonalDataPanel() {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useAdminForm(personSchema, { email: '' });
  const [result, setResult] = useState<Result>(null);
  const [confirming, setConfirming] = useState<{ email: string; counts: ErasedCounts } | null>(null);

  /** The address as the server will read it, or null (with the reason at the field). */
  const checked = async (): Promise<string | null> => {
    const values = await form.checked();
    return values ? personSchema.parse(values).email : null;
  };
  const onError = (failure: AdminMessageKey) => (error: Error) => {
    if (error instanceof AdminApiError && error.status === 400)
      form.setError(
        'email',
        { type: 'server', message: 'Enter a valid email address' },
        { shouldFocus: true },
      );
    else setResult({ kind: 'error', message: t(failure, { message: message(error.message) }) });
  };

  const exportData = useMutation({
    mutationFn: exportPersonalData,
    onMutate: () => setResult(null),
    onSuccess: (counts, address) =>
      setResult(
        counts.leads + counts.mails > 0
          ? { kind: 'exported', email: address, counts }
          : { kind: 'empty', email: address },
      ),
    onError: onError('privacy.exportFailed'),
  });
  const check = useMutation({
    mutationFn: personalDataSummary,
    onMutate: () => setResult(null),
    onSuccess: (counts, address) => {
      if (counts.leads + counts.mails > 0) setConfirming({ email: address, counts });
      else setResult({ kind: 'empty', email: address });
    },
    onError: onError('privacy.lookupFailed'),
  });
  const erase = useMutation({
    mutationFn: erasePersonalData,
    onSuccess: (counts, address) => {
      setConfirming(null);
      setResult({ kind: 'erased', email: address, counts });
      // The leads list, a lead's page, the dashboard and the Outbox showed what is gone.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const closeDialog = () => {
    setConfirming(null);
    erase.reset();
  };

  const onExport = form.submit((values) => exportData.mutate(personSchema.parse(values).email));
  const onErase = async () => {
    const address = await checked();
    if (address) check.mutate(address);
  };

  return (
    <Panel aria-labelledby={`${id}-title`} style={{ marginTop: '1.5rem' }}>
      <h2 id={`${id}-title`}>{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      <form onSubmit={onExport} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
        <Field>
          <label htmlFor={`${id}-email`}>{t('privacy.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            {...form.register('email')}
            {...form.ariaOf('email', `${id}-email`)}
          />
          {form.errorAt('email', `${id}-email`)}
        </Field>
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button type="submit" busy={exportData.isPending}>
            {exportData.isPending ? t('privacy.exporting') : t('privacy.export')}
          </Button>
          <Button variant="secondary" onClick={() => void onErase()} busy={check.isPending}>
            {check.isPending ? t('privacy.lookingUp') : t('privacy.erase')}
          </Button>
        </Actions>
      </form>
      <div role="status" style={{ marginTop: result && result.kind !== 'error' ? '1rem' : 0 }}>
        {result?.kind === 'exported' ? (
          <Outcome $tone="success">
            {addressIn(t('privacy.exported', { what: what(t, result.counts) }), result.email)}
          </Outcome>
        ) : null}
        {result?.kind === 'erased' ? (
          <Outcome $tone="success">
            {addressIn(t('privacy.erased', { what: what(t, result.counts) }), result.email)}
          </Outcome>
        ) : null}
        {result?.kind === 'empty' ? (
          <Outcome $tone="neutral">{addressIn(t('privacy.empty'), result.email)}</Outcome>
        ) : null}
      </div>
      {result?.kind === 'error' ? (
        <Failure role="alert" style={{ marginTop: '1rem' }}>
          {result.message}
        </Failure>
      ) : null}
      <Dialog open={confirming !== null} title={t('privacy.eraseTitle')} onClose={closeDialog}>
        {confirming ? (
          <>
            <p>{addressIn(t('privacy.eraseQuestion', countsOf(t, confirming.counts)), confirming.email)}</p>
            {erase.isError ? (
              <Failure role="alert">
                {t('privacy.eraseFailed', { message: message(erase.error.message) })}
              </Failure>
            ) : null}
            <Actions>
              <Button variant="ghost" onClick={closeDialog}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => erase.mutate(confirming.email)} busy={erase.isPending}>
                {erase.isPending ? t('privacy.erasing') : t('privacy.eraseForGood')}
              </Button>
            </Actions>
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
