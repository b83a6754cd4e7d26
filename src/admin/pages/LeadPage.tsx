import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarClock,
  Inbox,
  Mail,
  MailCheck,
  MessageSquareText,
  Phone,
  RefreshCw,
  StickyNote,
  Trash2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { z } from 'zod';
import { leadStatuses, type LeadStatus } from '../../../shared/csv';
import { maxNoteLength, noteInput } from '../../../shared/leads';
import type { OutboxStatus } from '../../../shared/outbox';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import {
  adminFetch,
  adminSave,
  AdminApiError,
  leadQuery,
  staffQuery,
  type Lead,
  type LeadDetail,
  type TimelineEntry,
} from '../api';
import { Dialog } from '../components/Dialog';
import {
  DeleteConfirm,
  ReplyForm,
  StatusBadge,
  callLead,
  leadStatusKeys,
} from '../components/leads/LeadForms';
import { Actions, Field, Panel } from '../components/ui';
import { outboxKindKeys, outboxStatusKeys, OutboxStatusBadge } from './OutboxPage';
import { FollowUpForm } from '../components/leads/FollowUpForm';
import { useAdminI18n } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';
import { fontWeight } from '../../styles/theme';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.semibold};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
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

const Quote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surfaceAlt};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 2rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Dot = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
`;

const EntryHead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    font-weight: ${fontWeight.bold};
  }
  time,
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const EntryBody = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.color.danger};
  }
`;

type DialogKind = 'reply' | 'delete' | null;

function Entry({
  icon: Icon,
  title,
  at,
  by,
  children,
}: {
  icon: LucideIcon;
  title: string;
  at: string;
  by?: string | null;
  children?: ReactNode;
}) {
  const { dateTime } = useAdminI18n();
  return (
    <li>
      <Dot aria-hidden="true">
        <Icon size={16} />
      </Dot>
      <div>
        <EntryHead>
          <strong>{title}</strong> <time dateTime={at}>{dateTime.format(new Date(at))}</time>
          {by ? <span> · {by}</span> : null}
        </EntryHead>
        {children ? <EntryBody>{children}</EntryBody> : null}
      </div>
    </li>
  );
}

function Delivery({ status, error }: { status: OutboxStatus; error: string | null }) {
  const { t } = useAdminI18n();
  return (
    <>
      <OutboxStatusBadge $status={status}>{t(outboxStatusKeys[status])}</OutboxStatusBadge>
      {error && status !== 'sent' && status !== 'captured' ? <small>{error}</small> : null}
    </>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const { t, named, day } = useAdminI18n();
  // A status as stored then (a name this version may not have is shown as it is).
  const status = (value: string) => named(value, leadStatusKeys);
  switch (entry.type) {
    case 'submitted':
      return (
        <Entry
          icon={Inbox}
          title={entry.source === 'fallback' ? t('lead.submittedByMail') : t('lead.submitted')}
          at={entry.at}
        />
      );
    case 'email':
      return (
        <Entry
          icon={MailCheck}
          title={t('lead.email', { kind: t(outboxKindKeys[entry.kind]) })}
          at={entry.at}
        >
          {entry.subject} → {entry.to} <Delivery status={entry.status} error={entry.lastError} />
        </Entry>
      );
    case 'reply':
      return (
        <Entry icon={Mail} title={t('lead.reply', { subject: entry.subject })} at={entry.at} by={entry.by}>
          {entry.message}
          {entry.delivery ? (
            <div>
              <Delivery status={entry.delivery.status} error={entry.delivery.lastError} />
            </div>
          ) : null}
        </Entry>
      );
    case 'status':
      return (
        <Entry
          icon={RefreshCw}
          title={
            entry.from
              ? t('lead.statusChange', { from: status(entry.from), to: status(entry.to) })
              : t('lead.statusSet', { to: status(entry.to) })
          }
          at={entry.at}
          by={entry.by}
        />
      );
    case 'owner':
      return (
        <Entry
          icon={UserRound}
          title={entry.to ? t('lead.ownerSet', { owner: entry.to }) : t('lead.ownerRemoved')}
          at={entry.at}
          by={entry.by}
        />
      );
    case 'note':
      return (
        <Entry icon={StickyNote} title={t('lead.note')} at={entry.at} by={entry.by}>
          {entry.body}
        </Entry>
      );
    case 'followUp':
      return (
        <Entry
          icon={CalendarClock}
          title={entry.on ? t('lead.followUpSet', { day: day(entry.on) }) : t('lead.followUpCleared')}
          at={entry.at}
          by={entry.by}
        >
          {entry.on && entry.note ? entry.note : null}
        </Entry>
      );
  }
}

function NoteForm({ lead }: { lead: LeadDetail }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(noteInput, { body: '' });
  const add = useMutation({
    mutationFn: (note: z.input<typeof noteInput>) =>
      adminSave<TimelineEntry>(`/api/admin/leads/${lead.id}/notes`, 'POST', note),
    onSuccess: () => {
      form.reset({ body: '' });
      toast.success(t('lead.noteAdded'));
      void queryClient.invalidateQueries({ queryKey: leadQuery(lead.id).queryKey });
    },
    onError: form.refused,
  });
  return (
    <form onSubmit={form.submit((note) => add.mutate(note))} noValidate>
      <Field>
        <label htmlFor="lead-note">{t('lead.noteLabel')}</label>
        <textarea
          id="lead-note"
          rows={3}
          maxLength={maxNoteLength}
          {...form.register('body')}
          {...form.ariaOf('body', 'lead-note')}
        />
        {form.errorAt('body', 'lead-note')}
      </Field>
      <Actions style={{ marginTop: '0.75rem' }}>
        <Button type="submit" size="sm" busy={add.isPending}>
          <MessageSquareText size={14} aria-hidden="true" />
          {add.isPending ? t('lead.noteAdding') : t('lead.noteAdd')}
        </Button>
      </Actions>
    </form>
  );
}

/** Status and owner, each saved as it is chosen. */
function LeadControls({ lead }: { lead: Lead }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery);
  const save = useMutation({
    mutationFn: (change: { status?: LeadStatus; ownerId?: number | null }) =>
      adminFetch<Lead>(`/api/admin/leads/${lead.id}`, { method: 'PATCH', body: JSON.stringify(change) }),
    onSuccess: (_saved, change) => {
      toast.success(change.status ? t('lead.statusUpdated') : t('lead.ownerUpdated'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Controls>
      <Field>
        <label htmlFor="lead-status-select">{t('lead.status')}</label>
        <select
          id="lead-status-select"
          value={lead.status}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ status: event.target.value as LeadStatus })}
        >
          {leadStatuses.map((option) => (
            <option key={option} value={option}>
              {t(leadStatusKeys[option])}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="lead-owner-select">{t('lead.owner')}</label>
        <select
          id="lead-owner-select"
          value={lead.owner?.id ?? ''}
          disabled={save.isPending || !staff.data}
          onChange={(event) =>
            save.mutate({ ownerId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('lead.nobody')}</option>
          {(staff.data ?? (lead.owner ? [lead.owner] : [])).map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </Field>
    </Controls>
  );
}

/**
 * One lead's page (/admin/leads/:id): the message and contact details, status and owner, reply, call and
 * delete, internal notes, and its whole story newest first: the e-mails it caused with their delivery, every
 * reply in full, every status change and owner with who and when.
 */
export function LeadPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t, dateTime, retryLabels } = useAdminI18n();
  const lead = useQuery(leadQuery(id));
  const [dialog, setDialog] = useState<DialogKind>(null);
  const close = () => setDialog(null);
  const back = (
    <Back to="/admin/leads">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('lead.all')}
    </Back>
  );

  if (isFirstLoad(lead))
    return (
      <div aria-busy="true">
        {back}
        <p className="visually-hidden">{t('lead.loading')}</p>
        <Skeleton $height="24rem" />
      </div>
    );
  if (lead.isError || lead.isPending) {
    const missing = lead.error instanceof AdminApiError && lead.error.status === 404;
    return (
      <div>
        {back}
        {missing ? (
          <Panel>
            <h2>{t('lead.missing')}</h2>
            <p>{t('lead.missingHint')}</p>
          </Panel>
        ) : (
          <ErrorNotice {...retryProps(lead)} labels={retryLabels}>
            {t('lead.failed')}
          </ErrorNotice>
        )}
      </div>
    );
  }
  const data = lead.data;
  return (
    <div>
      {back}
      <Layout>
        <Column>
          <Panel aria-labelledby="lead-name">
            <Heading>
              <h2 id="lead-name">{data.name}</h2>
              <StatusBadge $status={data.status}>{t(leadStatusKeys[data.status])}</StatusBadge>
            </Heading>
            <Facts>
              <dt>{t('lead.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </dd>
              <dt>{t('lead.phone')}</dt>
              <dd>{data.phone || '—'}</dd>
              <dt>{t('lead.website')}</dt>
              <dd>{data.website || '—'}</dd>
              <dt>{t('lead.language')}</dt>
              <dd>{data.language === 'sv' ? t('lead.swedish') : t('lead.english')}</dd>
              <dt>{t('lead.received')}</dt>
              <dd>{dateTime.format(new Date(data.createdAt))}</dd>
            </Facts>
            <Quote>{data.message}</Quote>
            <LeadControls lead={data} />
            <Actions style={{ justifyContent: 'flex-start' }}>
              <Button size="sm" onClick={() => setDialog('reply')}>
                <Mail size={14} aria-hidden="true" />
                {t('lead.replyAction')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => callLead(data, t('lead.noPhone'))}>
                <Phone size={14} aria-hidden="true" />
                {t('lead.call')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDialog('delete')}>
                <Trash2 size={14} aria-hidden="true" />
                {t('common.delete')}
              </Button>
            </Actions>
          </Panel>
          <Panel aria-labelledby="lead-follow-up-title">
            <h2 id="lead-follow-up-title">{t('followUp.title')}</h2>
            <FollowUpForm key={`${data.followUp?.on ?? ''}|${data.followUp?.note ?? ''}`} lead={data} />
          </Panel>
          <Panel aria-labelledby="lead-notes-title">
            <h2 id="lead-notes-title">{t('lead.notesTitle')}</h2>
            <NoteForm lead={data} />
          </Panel>
        </Column>
        <Panel aria-labelledby="lead-timeline-title">
          <h2 id="lead-timeline-title">{t('lead.timeline')}</h2>
          <Timeline>
            {data.timeline.map((entry, index) => (
              <TimelineItem key={`${entry.type}-${entry.at}-${index}`} entry={entry} />
            ))}
          </Timeline>
        </Panel>
      </Layout>
      <Dialog open={dialog === 'reply'} title={t('reply.title')} onClose={close}>
        {dialog === 'reply' ? <ReplyForm lead={data} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog === 'delete'} title={t('lead.deleteTitle')} onClose={close}>
        {dialog === 'delete' ? (
          <DeleteConfirm lead={data} onDone={close} onDeleted={() => navigate('/admin/leads')} />
        ) : null}
      </Dialog>
    </div>
  );
}
