import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import {
  outboxStatuses,
  type MailMode,
  type OutboxKind,
  type OutboxMessage,
  type OutboxStatus,
} from '../../../shared/outbox';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { Dialog } from '../components/Dialog';
import { Pager } from '../components/Pager';
import { outboxMessageQuery, outboxPageQuery, resendOutboxMessage } from '../outbox';
import {
  Actions,
  Field,
  Panel,
  Pill,
  Table,
  adminDateTime,
  adminRetryLabels,
  type PillColours,
} from '../components/ui';
import { fontWeight } from '../../styles/theme';
import { Breakable } from '../components/Breakable';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';

/** What each kind of message is, in words (src/admin/i18n). */
export const outboxKindKeys: Record<OutboxKind, AdminMessageKey> = {
  visitor_confirmation: 'outbox.kind.visitorConfirmation',
  agency_notification: 'outbox.kind.agencyNotification',
  lead_reply: 'outbox.kind.leadReply',
  password_reset: 'outbox.kind.passwordReset',
  two_factor_removed: 'outbox.kind.twoFactorRemoved',
  second_factor_blocked: 'outbox.kind.secondFactorBlocked',
};

/** Where a message is on its way, in words. */
export const outboxStatusKeys: Record<OutboxStatus, AdminMessageKey> = {
  queued: 'outbox.status.queued',
  retrying: 'outbox.status.retrying',
  sent: 'outbox.status.sent',
  captured: 'outbox.status.captured',
  failed: 'outbox.status.failed',
};

const statusColours: Record<OutboxStatus, PillColours> = {
  queued: { background: '#e2e8f0', color: '#334155' },
  retrying: { background: '#fef3c7', color: '#92400e' },
  sent: { background: '#dcfce7', color: '#15803d' },
  captured: { background: '#ede9fe', color: '#5b21b6' },
  failed: { background: '#fee2e2', color: '#b91c1c' },
};

export const OutboxStatusBadge = styled(Pill).attrs<{ $status: OutboxStatus }>(({ $status }) => ({
  $colours: statusColours[$status],
}))``;

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid #fcd34d;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fffbeb;
  color: #78350f;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Subject = styled.td`
  max-width: 22rem;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${fontWeight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Views = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Preview = styled.iframe`
  width: 100%;
  height: 26rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`;

const PlainText = styled.pre`
  max-height: 26rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const History = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  small {
    display: block;
    color: ${({ theme }) => theme.color.danger};
    overflow-wrap: anywhere;
  }
`;

/** Said where mail is captured: what that means and how to deliver it instead. */
export function CaptureNotice() {
  return (
    <Notice role="status">
      <MailWarning size={20} aria-hidden="true" />
      <div>
        <p>
          <strong>E-mail is captured here, not delivered.</strong> No SMTP server is configured, so every
          message the site writes (lead notices, confirmations to visitors, replies) is kept on this screen
          instead of being sent.
        </p>
        <p>
          To deliver mail, set <code>SMTP_URL</code> (for example{' '}
          <code>smtp://user:password@smtp.example.com:587</code>) and restart the server. Captured messages
          can then be sent again from here.
        </p>
      </div>
    </Notice>
  );
}

function MessageDetail({ id }: { id: number }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const message = useQuery(outboxMessageQuery(id));
  const [view, setView] = useState<'html' | 'text'>('html');
  const resend = useMutation({
    mutationFn: () => resendOutboxMessage(id),
    onSuccess: (updated) => {
      queryClient.setQueryData(outboxMessageQuery(id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
      toast.success(`Sending again to ${updated.to}`);
    },
    onError: (error) => toast.error(error.message),
  });

  if (isFirstLoad(message))
    return (
      <div aria-busy="true">
        <p className="visually-hidden">Loading the message…</p>
        <Skeleton $height="20rem" />
      </div>
    );
  if (message.isError || message.isPending)
    return (
      <ErrorNotice {...retryProps(message)} labels={adminRetryLabels}>
        The message could not be loaded.
      </ErrorNotice>
    );
  const mail = message.data;
  return (
    <>
      <Facts>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        {mail.cc ? (
          <>
            <dt>Cc</dt>
            <dd>{mail.cc}</dd>
          </>
        ) : null}
        {mail.replyTo ? (
          <>
            <dt>Reply to</dt>
            <dd>{mail.replyTo}</dd>
          </>
        ) : null}
        <dt>Subject</dt>
        <dd>{mail.subject}</dd>
        <dt>Kind</dt>
        <dd>{t(outboxKindKeys[mail.kind])}</dd>
        <dt>Status</dt>
        <dd>
          <OutboxStatusBadge $status={mail.status}>{t(outboxStatusKeys[mail.status])}</OutboxStatusBadge>
        </dd>
        <dt>Written</dt>
        <dd>{adminDateTime.format(new Date(mail.createdAt))}</dd>
        {mail.sentAt ? (
          <>
            <dt>{mail.status === 'captured' ? 'Captured' : 'Sent'}</dt>
            <dd>{adminDateTime.format(new Date(mail.sentAt))}</dd>
          </>
        ) : null}
        {mail.nextAttemptAt ? (
          <>
            <dt>Next try</dt>
            <dd>{adminDateTime.format(new Date(mail.nextAttemptAt))}</dd>
          </>
        ) : null}
        {mail.lastError ? (
          <>
            <dt>Last error</dt>
            <dd>{mail.lastError}</dd>
          </>
        ) : null}
      </Facts>
      <Views role="group" aria-label="Show the message as">
        <Button
          size="sm"
          variant={view === 'html' ? 'primary' : 'secondary'}
          aria-pressed={view === 'html'}
          onClick={() => setView('html')}
        >
          HTML
        </Button>
        <Button
          size="sm"
          variant={view === 'text' ? 'primary' : 'secondary'}
          aria-pressed={view === 'text'}
          onClick={() => setView('text')}
        >
          Plain text
        </Button>
      </Views>
      {view === 'html' ? (
        // Sandboxed: no script runs, no form posts, no link leaves the admin; it only shows the message.
        <Preview sandbox="" srcDoc={mail.html} title={`The message as HTML: ${mail.subject}`} />
      ) : (
        <PlainText aria-label="The message as plain text">{mail.text}</PlainText>
      )}
      <section aria-labelledby={`outbox-${id}-history`}>
        <h3 id={`outbox-${id}-history`} style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>
          Tries
        </h3>
        {mail.history.length === 0 ? (
          <p>Not tried yet.</p>
        ) : (
          <History>
            {mail.history.map((attempt) => (
              <li key={attempt.at}>
                {adminDateTime.format(new Date(attempt.at))}:{' '}
                {attempt.outcome === 'failed'
                  ? 'refused'
                  : attempt.outcome === 'captured'
                    ? 'captured'
                    : 'sent'}
                {attempt.error ? <small>{attempt.error}</small> : null}
              </li>
            ))}
          </History>
        )}
      </section>
      <Actions>
        {mail.canResend ? (
          <Button busy={resend.isPending} onClick={() => resend.mutate()}>
            <RotateCw size={16} aria-hidden="true" />
            {resend.isPending ? 'Sending…' : 'Send again'}
          </Button>
        ) : null}
      </Actions>
    </>
  );
}

function MessageRows({ items, onOpen }: { items: OutboxMessage[]; onOpen: (id: number) => void }) {
  const { t } = useAdminI18n();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Written</th>
          <th scope="col">To</th>
          <th scope="col">Subject</th>
          <th scope="col">Kind</th>
          <th scope="col">Status</th>
          <th scope="col">Tries</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((mail) => (
          <tr key={mail.id}>
            <td data-label="Written">{adminDateTime.format(new Date(mail.createdAt))}</td>
            <td data-label="To">
              <Breakable text={mail.to} />
            </td>
            <Subject data-label="Subject">{mail.subject}</Subject>
            <td data-label="Kind">{t(outboxKindKeys[mail.kind])}</td>
            <td data-label="Status">
              <OutboxStatusBadge $status={mail.status}>{t(outboxStatusKeys[mail.status])}</OutboxStatusBadge>
            </td>
            <td data-label="Tries">{mail.attempts}</td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Open: ${mail.subject}`}
                onClick={() => onOpen(mail.id)}
              >
                Open
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Outbox (Admins): every e-mail the site has written, newest first, with where it stands; each opens to the
 * message as sent (HTML, sandboxed, and plain text) and its tries, and one that failed can be sent again.
 */
export function OutboxPage() {
  const { t } = useAdminI18n();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useQuery(outboxPageQuery(page, status));
  const mode: MailMode | undefined = outbox.data?.mode;

  let body;
  if (isFirstLoad(outbox))
    body = (
      <div aria-busy="true">
        <p className="visually-hidden">Loading the outbox…</p>
        <Skeleton $height="16rem" />
      </div>
    );
  else if (outbox.isError || outbox.isPending)
    body = (
      <ErrorNotice {...retryProps(outbox)} labels={adminRetryLabels}>
        The outbox could not be loaded.
      </ErrorNotice>
    );
  else if (outbox.data.total === 0)
    body = (
      <EmptyNotice>
        {status
          ? `No ${t(outboxStatusKeys[status]).toLowerCase()} messages.`
          : 'No e-mail has been written yet.'}
      </EmptyNotice>
    );
  else
    body = (
      <>
        <MessageRows items={outbox.data.items} onOpen={setOpen} />
        <Pager
          label="Outbox pages"
          page={page}
          total={outbox.data.total}
          pageSize={outbox.data.pageSize}
          onPage={setPage}
        />
      </>
    );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      {mode === 'capture' ? <CaptureNotice /> : null}
      <Panel aria-labelledby="outbox-title">
        <h2 id="outbox-title">
          {mode === 'smtp' ? 'E-mail delivered over SMTP' : mode === 'capture' ? 'Captured e-mail' : 'E-mail'}
        </h2>
        <Toolbar>
          <Field>
            <label htmlFor="outbox-status">Status</label>
            <select
              id="outbox-status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OutboxStatus | '');
                setPage(1);
              }}
            >
              <option value="">All</option>
              {outboxStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(outboxStatusKeys[option])}
                </option>
              ))}
            </select>
          </Field>
        </Toolbar>
        {body}
      </Panel>
      <Dialog wide open={open !== null} title="Message" onClose={() => setOpen(null)}>
        {open !== null ? <MessageDetail id={open} /> : null}
      </Dialog>
    </div>
  );
}
