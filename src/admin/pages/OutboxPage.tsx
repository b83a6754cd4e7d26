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
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { Dialog } from '../components/Dialog';
import { BulkAction } from '../components/BulkAction';
import { DataTable, type DataColumn } from '../components/DataTable';
import { useListParams, type ListParamRules } from '../useListParams';
import { outboxMessageQuery, outboxPageQuery, resendOutboxMessage } from '../outbox';
import {
  Actions,
  Field,
  Panel,
  Pill,
  pillTones,
  Toolbar,
  warningTone,
  type PillColours,
} from '../components/ui';
import { fontWeight } from '../../styles/theme';
import { Breakable } from '../components/Breakable';
import { fill, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';

/** What each kind of message is, in words (src/admin/i18n). */
export const outboxKindKeys: Record<OutboxKind, AdminMessageKey> = {
  visitor_confirmation: 'outbox.kind.visitorConfirmation',
  agency_notification: 'outbox.kind.agencyNotification',
  lead_reply: 'outbox.kind.leadReply',
  password_reset: 'outbox.kind.passwordReset',
  two_factor_removed: 'outbox.kind.twoFactorRemoved',
  second_factor_blocked: 'outbox.kind.secondFactorBlocked',
  invitation: 'outbox.kind.invitation',
  follow_up_due: 'outbox.kind.followUpDue',
  webhook_disabled: 'outbox.kind.webhookDisabled',
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
  queued: pillTones.waiting,
  retrying: pillTones.attention,
  sent: pillTones.done,
  captured: pillTones.captured,
  failed: pillTones.failed,
};

export const OutboxStatusBadge = styled(Pill).attrs<{ $status: OutboxStatus }>(({ $status }) => ({
  $colours: statusColours[$status],
}))``;

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  ${warningTone}
  border-radius: ${({ theme }) => theme.radius.md};
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
  const { t } = useAdminI18n();
  return (
    <Notice role="status">
      <MailWarning size={20} aria-hidden="true" />
      <div>
        <p>
          <strong>{t('outbox.capturedTitle')}</strong> {t('outbox.capturedWhy')}
        </p>
        <p>
          {fill(t('outbox.capturedHow'), {
            setting: <code key="setting">SMTP_URL</code>,
            example: <code key="example">smtp://user:password@smtp.example.com:587</code>,
          })}
        </p>
      </div>
    </Notice>
  );
}

function MessageDetail({ id }: { id: number }) {
  const { t, dateTime, retryLabels, message: said } = useAdminI18n();
  const queryClient = useQueryClient();
  const message = useQuery(outboxMessageQuery(id));
  const [view, setView] = useState<'html' | 'text'>('html');
  const resend = useMutation({
    mutationFn: () => resendOutboxMessage(id),
    onSuccess: (updated) => {
      queryClient.setQueryData(outboxMessageQuery(id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
      toast.success(t('outbox.resending', { to: updated.to }));
    },
    onError: (error) => toast.error(said(error.message)),
  });

  if (isFirstLoad(message))
    return (
      <div aria-busy="true">
        <p className="visually-hidden">{t('outbox.loadingMessage')}</p>
        <Skeleton $height="20rem" />
      </div>
    );
  if (message.isError || message.isPending)
    return (
      <ErrorNotice {...retryProps(message)} labels={retryLabels}>
        {t('outbox.messageFailed')}
      </ErrorNotice>
    );
  const mail = message.data;
  return (
    <>
      <Facts>
        <dt>{t('outbox.to')}</dt>
        <dd>{mail.to}</dd>
        {mail.cc ? (
          <>
            <dt>Cc</dt>
            <dd>{mail.cc}</dd>
          </>
        ) : null}
        {mail.replyTo ? (
          <>
            <dt>{t('outbox.replyTo')}</dt>
            <dd>{mail.replyTo}</dd>
          </>
        ) : null}
        <dt>{t('reply.subjectLabel')}</dt>
        <dd>{mail.subject}</dd>
        <dt>{t('outbox.kind')}</dt>
        <dd>{t(outboxKindKeys[mail.kind])}</dd>
        <dt>{t('lead.status')}</dt>
        <dd>
          <OutboxStatusBadge $status={mail.status}>{t(outboxStatusKeys[mail.status])}</OutboxStatusBadge>
        </dd>
        <dt>{t('outbox.written')}</dt>
        <dd>{dateTime.format(new Date(mail.createdAt))}</dd>
        {mail.sentAt ? (
          <>
            <dt>{mail.status === 'captured' ? t('outbox.status.captured') : t('outbox.status.sent')}</dt>
            <dd>{dateTime.format(new Date(mail.sentAt))}</dd>
          </>
        ) : null}
        {mail.nextAttemptAt ? (
          <>
            <dt>{t('outbox.nextTry')}</dt>
            <dd>{dateTime.format(new Date(mail.nextAttemptAt))}</dd>
          </>
        ) : null}
        {mail.lastError ? (
          <>
            <dt>{t('outbox.lastError')}</dt>
            <dd>{mail.lastError}</dd>
          </>
        ) : null}
      </Facts>
      <Views role="group" aria-label={t('outbox.showAs')}>
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
          {t('outbox.plainText')}
        </Button>
      </Views>
      {view === 'html' ? (
        // Sandboxed: no script runs, no form posts, no link leaves the admin; it only shows the message.
        <Preview sandbox="" srcDoc={mail.html} title={t('outbox.asHtml', { subject: mail.subject })} />
      ) : (
        <PlainText aria-label={t('outbox.asText')}>{mail.text}</PlainText>
      )}
      <section aria-labelledby={`outbox-${id}-history`}>
        <h3 id={`outbox-${id}-history`} style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>
          {t('outbox.tries')}
        </h3>
        {mail.history.length === 0 ? (
          <p>{t('outbox.notTried')}</p>
        ) : (
          <History>
            {mail.history.map((attempt) => (
              <li key={attempt.at}>
                {t('outbox.attempt', {
                  at: dateTime.format(new Date(attempt.at)),
                  outcome:
                    attempt.outcome === 'failed'
                      ? t('outbox.refused')
                      : attempt.outcome === 'captured'
                        ? t('outbox.capturedWord')
                        : t('outbox.sentWord'),
                })}
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
            {resend.isPending ? t('reply.sending') : t('outbox.sendAgain')}
          </Button>
        ) : null}
      </Actions>
    </>
  );
}

/**
 * Outbox (Admins): every e-mail the site has written, newest first, with where it stands; each opens to the
 * message as sent (HTML, sandboxed, and plain text) and its tries, and one that failed can be sent again.
 */
export function OutboxPage() {
  const { t, count, dateTime } = useAdminI18n();
  const [params, setParams] = useListParams(listRules);
  const status = params.status as OutboxStatus | '';
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useQuery(outboxPageQuery(params.page, status));
  const mode: MailMode | undefined = outbox.data?.mode;

  const columns: DataColumn<OutboxMessage>[] = [
    {
      id: 'written',
      header: t('outbox.written'),
      cell: (mail) => dateTime.format(new Date(mail.createdAt)),
    },
    { id: 'to', header: t('outbox.to'), cell: (mail) => <Breakable text={mail.to} /> },
    { id: 'subject', header: t('reply.subjectLabel'), layout: 'text', cell: (mail) => mail.subject },
    { id: 'kind', header: t('outbox.kind'), cell: (mail) => t(outboxKindKeys[mail.kind]) },
    {
      id: 'status',
      header: t('lead.status'),
      cell: (mail) => (
        <OutboxStatusBadge $status={mail.status}>{t(outboxStatusKeys[mail.status])}</OutboxStatusBadge>
      ),
    },
    { id: 'tries', header: t('outbox.tries'), layout: 'oneLine', cell: (mail) => mail.attempts },
    {
      id: 'actions',
      header: t('sessions.actions'),
      cell: (mail) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('outbox.openNamed', { subject: mail.subject })}
          onClick={() => setOpen(mail.id)}
        >
          {t('outbox.open')}
        </Button>
      ),
    },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      {mode === 'capture' ? <CaptureNotice /> : null}
      <Panel aria-labelledby="outbox-title">
        <h2 id="outbox-title">
          {mode === 'smtp'
            ? t('outbox.titleSmtp')
            : mode === 'capture'
              ? t('outbox.titleCapture')
              : t('outbox.title')}
        </h2>
        <Toolbar>
          <Field>
            <label htmlFor="outbox-status">{t('lead.status')}</label>
            <select
              id="outbox-status"
              value={status}
              onChange={(event) => setParams({ status: event.target.value })}
            >
              <option value="">{t('leads.all')}</option>
              {outboxStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(outboxStatusKeys[option])}
                </option>
              ))}
            </select>
          </Field>
        </Toolbar>
        <DataTable
          label={t('outbox.title')}
          query={outbox}
          page={outbox.data}
          columns={columns}
          rowId={messageId}
          rowName={(mail) => mail.subject}
          texts={{
            loading: t('outbox.loading'),
            failed: t('outbox.failed'),
            none: status
              ? t('outbox.noneWithStatus', { status: t(outboxStatusKeys[status]).toLowerCase() })
              : t('outbox.none'),
            pages: t('outbox.pages'),
            count: (total) =>
              t(total === 1 ? 'outbox.count.one' : 'outbox.count.other', { count: count(total) }),
          }}
          onPage={(page) => setParams({ page })}
          bulk={(chosen, clear) => (
            <BulkAction
              list="outbox"
              body={() => ({ action: 'resend', ids: chosen.map((mail) => mail.id) })}
              label={t('outbox.sendAgain')}
              icon={RotateCw}
              title={t('outbox.bulk.resendTitle', { count: count(chosen.length) })}
              done={t('outbox.bulk.resent', { count: count(chosen.length) })}
              onDone={clear}
            >
              <p>{t('outbox.bulk.resendQuestion')}</p>
            </BulkAction>
          )}
        />
      </Panel>
      <Dialog wide open={open !== null} title={t('reply.messageLabel')} onClose={() => setOpen(null)}>
        {open !== null ? <MessageDetail id={open} /> : null}
      </Dialog>
    </div>
  );
}

/** The Outbox's address: `?status=&page=` (issue #41). */
const listRules = {
  status: { default: '', choices: ['', ...outboxStatuses] },
} satisfies ListParamRules<string>;

const messageId = (mail: OutboxMessage) => String(mail.id);
