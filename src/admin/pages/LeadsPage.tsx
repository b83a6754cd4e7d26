import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Mail, Phone, Trash2, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { functionNames } from '../../../shared/contact';
import { leadStatuses, type LeadStatus } from '../../../shared/csv';
import { useSettings } from '../../api/settings';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { contactConfig } from '../../features/contact/config';
import { loadFunctionsClient } from '../../features/contact/functionsClient';
import { adminFetch, leadsQuery, type Lead } from '../api';
import { Dialog } from '../components/Dialog';
import { adminRetryLabels, Actions, Field, FieldError, Panel, Table } from '../components/ui';

/** Status colours of the specification: New blue, Contacted amber, In Progress purple, Completed green. */
const statusColours: Record<LeadStatus, { background: string; color: string }> = {
  New: { background: '#dbeafe', color: '#1d4ed8' },
  Contacted: { background: '#fef3c7', color: '#92400e' },
  'In Progress': { background: '#f3e8ff', color: '#7e22ce' },
  Completed: { background: '#dcfce7', color: '#15803d' },
};

export const StatusBadge = styled.span<{ $status: LeadStatus }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $status }) => statusColours[$status].background};
  color: ${({ $status }) => statusColours[$status].color};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > div:first-child {
    flex: 1;
    min-width: 14rem;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Message = styled.td`
  max-width: 22rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type DialogState = { kind: 'status' | 'reply' | 'delete'; lead: Lead } | null;

/**
 * Sends a reply through the send-reply-email function (the back-end client is loaded only now). Answers the
 * server's note when the reply was saved but not sent yet (it stays in the outbox and is retried), and whether
 * it was captured rather than delivered (no SMTP on this installation: Admins read it in the Outbox).
 */
async function sendReply(
  lead: Lead,
  subject: string,
  message: string,
): Promise<{ queued?: string; captured?: boolean }> {
  const { functions, FunctionsHttpError } = await loadFunctionsClient(contactConfig);
  const { data, error } = await functions.invoke<{
    ok: boolean;
    queued?: boolean;
    message?: string;
    delivery?: 'sent' | 'captured';
  }>(functionNames.reply, {
    body: { leadId: lead.id, to: lead.email, name: lead.name, subject, message },
  });
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Error sending reply, please try again');
  }
  if (error || !data?.ok) throw new Error('Error sending reply, please try again');
  if (data.queued) return { queued: data.message ?? 'Reply saved; it will be sent later.' };
  return { captured: data.delivery === 'captured' };
}

function StatusForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const update = useMutation({
    mutationFn: () =>
      adminFetch<Lead>(`/api/admin/leads/${lead.id}`, { method: 'PATCH', body: JSON.stringify({ status }) }),
    onSuccess: () => {
      toast.success('Lead status updated');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate();
      }}
    >
      <Field>
        <label htmlFor="lead-status">Status</label>
        <select
          id="lead-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
        >
          {leadStatuses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? 'Saving…' : 'Update Status'}
        </Button>
      </Actions>
    </form>
  );
}

function ReplyForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const [subject, setSubject] = useState(`Re: Your inquiry to ${settings?.siteName ?? 'Novaweb'}`);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const reply = useMutation({
    mutationFn: () => sendReply(lead, subject, message),
    onSuccess: ({ queued, captured }) => {
      if (queued) toast.warning(queued);
      else if (captured)
        toast.success(`Reply to ${lead.name} captured in the Outbox (e-mail is not delivered)`);
      else toast.success(`Reply sent to ${lead.name}`);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: () => toast.error('Error sending reply, please try again'),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setError('Please enter a message');
      return;
    }
    setError('');
    reply.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        To: {lead.name} &lt;{lead.email}&gt;
      </p>
      <Field>
        <label htmlFor="reply-subject">Subject</label>
        <input
          id="reply-subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          required
        />
      </Field>
      <Field style={{ marginTop: '1rem' }}>
        <label htmlFor="reply-message">Message</label>
        <textarea
          id="reply-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reply-error' : undefined}
        />
        {error ? <FieldError id="reply-error">{error}</FieldError> : null}
      </Field>
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </Actions>
    </form>
  );
}

function DeleteConfirm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => adminFetch<void>(`/api/admin/leads/${lead.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Lead deleted');
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <p>
        Are you sure? The lead from {lead.name} ({lead.email}) will be deleted for good.
      </p>
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => remove.mutate()} busy={remove.isPending}>
          Delete
        </Button>
      </Actions>
    </>
  );
}

/** Downloads the CSV the server makes (quoted, formulas neutralised), named with the current date. */
async function exportCsv(search: string, status: LeadStatus | ''): Promise<void> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  const response = await fetch(`/api/admin/leads/export.csv?${params}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error('The export failed');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Leads: search, filter, status, reply, call, delete and CSV export. */
export function LeadsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const leads = useQuery(leadsQuery(search.trim(), status));
  const close = () => setDialog(null);

  const call = (lead: Lead) => {
    if (!lead.phone) {
      toast.error('No phone number provided');
      return;
    }
    window.location.assign(`tel:${lead.phone.replace(/[^\d+]/g, '')}`);
  };

  const onExport = () =>
    exportCsv(search.trim(), status).then(
      () => toast.success('Leads exported successfully'),
      () => toast.error('The export failed, please try again'),
    );

  let body;
  if (isFirstLoad(leads)) body = <Skeleton $height="12rem" aria-hidden="true" />;
  else if (leads.isError || leads.isPending)
    body = (
      <ErrorNotice {...retryProps(leads)} labels={adminRetryLabels}>
        The leads could not be loaded.
      </ErrorNotice>
    );
  else if (leads.data.length === 0) body = <EmptyNotice>No leads match.</EmptyNotice>;
  else
    body = (
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Message</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {leads.data.map((lead) => (
            <tr key={lead.id}>
              <td data-label="Name">{lead.name}</td>
              <td data-label="Contact">
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
                {lead.phone ? <div>{lead.phone}</div> : null}
                {lead.website ? <div>{lead.website}</div> : null}
              </td>
              <Message data-label="Message">{lead.message}</Message>
              <td data-label="Date">{lead.date}</td>
              <td data-label="Status">
                <StatusBadge $status={lead.status}>{lead.status}</StatusBadge>
              </td>
              <td data-label="Actions">
                <RowActions>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'status', lead })}
                    aria-label={`Update status of ${lead.name}`}
                  >
                    <RefreshCw size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'reply', lead })}
                    aria-label={`Reply to ${lead.name}`}
                  >
                    <Mail size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => call(lead)}
                    aria-label={`Call ${lead.name}`}
                  >
                    <Phone size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDialog({ kind: 'delete', lead })}
                    aria-label={`Delete lead from ${lead.name}`}
                  >
                    <Trash2 size={14} aria-hidden="true" />
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Panel aria-label="Leads">
      <Toolbar>
        <Field>
          <label htmlFor="lead-search">Search</label>
          <input
            id="lead-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="lead-filter">Status</label>
          <select
            id="lead-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
          >
            <option value="">All</option>
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary" onClick={() => void onExport()}>
          <Download size={16} aria-hidden="true" />
          Export CSV
        </Button>
      </Toolbar>
      {body}
      <Dialog open={dialog?.kind === 'status'} title="Update Status" onClose={close}>
        {dialog?.kind === 'status' ? <StatusForm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'reply'} title="Reply to lead" onClose={close}>
        {dialog?.kind === 'reply' ? <ReplyForm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} title="Delete lead" onClose={close}>
        {dialog?.kind === 'delete' ? <DeleteConfirm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
    </Panel>
  );
}
