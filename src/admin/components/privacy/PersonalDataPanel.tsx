import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrors } from '../../../../shared/adminSchemas';
import { personSchema, type ErasedCounts } from '../../../../shared/privacy';
import { Button } from '../../../components/Button/Button';
import { AdminApiError } from '../../api';
import { erasePersonalData, exportPersonalData, personalDataSummary } from '../../privacy';
import { Breakable } from '../Breakable';
import { Dialog } from '../Dialog';
import { Actions, Field, FieldError, Panel } from '../ui';

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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const what = ({ leads, mails }: ErasedCounts) => `${plural(leads, 'lead')} and ${plural(mails, 'e-mail')}`;

type Result =
  | { kind: 'exported' | 'erased'; email: string; counts: ErasedCounts }
  | { kind: 'empty'; email: string }
  | { kind: 'error'; message: string }
  | null;

const failed = (action: string, error: Error) =>
  ({ kind: 'error', message: `${action} failed: ${error.message}` }) as const;

/**
 * A person's data by e-mail address (GDPR): export it as a JSON file, or erase it (leads with their notes and
 * replies, and every e-mail to or about the address) after a confirmation that says how much will go.
 */
export function PersonalDataPanel() {
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState('');
  const [result, setResult] = useState<Result>(null);
  const [confirming, setConfirming] = useState<{ email: string; counts: ErasedCounts } | null>(null);

  /** The address as the server will read it, or null (with the reason at the field). */
  const checked = (): string | null => {
    const parsed = personSchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(fieldErrors(parsed.error).email ?? 'Enter a valid email address');
      return null;
    }
    setInvalid('');
    return parsed.data.email;
  };
  const onError = (action: string) => (error: Error) => {
    if (error instanceof AdminApiError && error.status === 400) setInvalid('Enter a valid email address');
    else setResult(failed(action, error));
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
    onError: onError('The export'),
  });
  const check = useMutation({
    mutationFn: personalDataSummary,
    onMutate: () => setResult(null),
    onSuccess: (counts, address) => {
      if (counts.leads + counts.mails > 0) setConfirming({ email: address, counts });
      else setResult({ kind: 'empty', email: address });
    },
    onError: onError('Looking up the address'),
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

  const onExport = (event: FormEvent) => {
    event.preventDefault();
    const address = checked();
    if (address) exportData.mutate(address);
  };
  const onErase = () => {
    const address = checked();
    if (address) check.mutate(address);
  };

  return (
    <Panel aria-labelledby={`${id}-title`} style={{ marginTop: '1.5rem' }}>
      <h2 id={`${id}-title`}>Personal data (GDPR)</h2>
      <p>
        Everything the site holds about one person, found by their e-mail address: their leads with notes,
        replies and status history, and the e-mails sent to or about them. Export it when they ask for a copy;
        erase it when they ask to be forgotten.
      </p>
      <form onSubmit={onExport} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
        <Field>
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-email-error` : undefined}
          />
          {invalid ? <FieldError id={`${id}-email-error`}>{invalid}</FieldError> : null}
        </Field>
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button type="submit" busy={exportData.isPending}>
            {exportData.isPending ? 'Exporting…' : 'Export'}
          </Button>
          <Button variant="secondary" onClick={onErase} busy={check.isPending}>
            {check.isPending ? 'Looking up…' : 'Erase…'}
          </Button>
        </Actions>
      </form>
      <div role="status" style={{ marginTop: result && result.kind !== 'error' ? '1rem' : 0 }}>
        {result?.kind === 'exported' ? (
          <Outcome $tone="success">
            Exported {what(result.counts)} of{' '}
            <Address>
              <Breakable text={result.email} />
            </Address>
            . Check your downloads for the file.
          </Outcome>
        ) : null}
        {result?.kind === 'erased' ? (
          <Outcome $tone="success">
            Erased {what(result.counts)} of{' '}
            <Address>
              <Breakable text={result.email} />
            </Address>
            . The audit log keeps only that it happened.
          </Outcome>
        ) : null}
        {result?.kind === 'empty' ? (
          <Outcome $tone="neutral">
            No data found for{' '}
            <Address>
              <Breakable text={result.email} />
            </Address>
            : no leads and no e-mails.
          </Outcome>
        ) : null}
      </div>
      {result?.kind === 'error' ? (
        <Failure role="alert" style={{ marginTop: '1rem' }}>
          {result.message}
        </Failure>
      ) : null}
      <Dialog open={confirming !== null} title="Erase personal data" onClose={closeDialog}>
        {confirming ? (
          <>
            <p>
              Everything the site holds about{' '}
              <Address>
                <Breakable text={confirming.email} />
              </Address>{' '}
              will be deleted for good: {plural(confirming.counts.leads, 'lead')} with their notes, replies
              and status history, and {plural(confirming.counts.mails, 'e-mail')} sent to or about them. This
              cannot be undone; export it first if they asked for a copy.
            </p>
            {erase.isError ? <Failure role="alert">Erasing failed: {erase.error.message}</Failure> : null}
            <Actions>
              <Button variant="ghost" onClick={closeDialog}>
                Cancel
              </Button>
              <Button onClick={() => erase.mutate(confirming.email)} busy={erase.isPending}>
                {erase.isPending ? 'Erasing…' : 'Erase for good'}
              </Button>
            </Actions>
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
