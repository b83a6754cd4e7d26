import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { z } from 'zod';
import { functionNames } from '../../../../shared/contact';
import { leadStatuses, type LeadStatus } from '../../../../shared/csv';
import { useSettings } from '../../../api/settings';
import { Button } from '../../../components/Button/Button';
import { contactConfig } from '../../../features/contact/config';
import { loadFunctionsClient } from '../../../features/contact/functionsClient';
import { fillReply, replyValues } from '../../../../shared/savedReplies';
import { replyInput } from '../../../../shared/leads';
import { adminFetch, adminSave, sessionQuery, type Lead } from '../../api';
import { savedRepliesQuery } from '../../savedReplies';
import { adminText, useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field, Pill, pillTones, type PillColours } from '../ui';

/*
 * What staff do with a lead, on the list and on the lead's own page: its status badge, the status, reply and
 * delete dialogs' forms, and a call.
 */

/**
 * Status colours of the specification (New blue, Contacted amber, In Progress purple, Completed green), and the
 * pipeline's Won (teal) and Lost (red).
 */
export const leadStatusColours: Record<LeadStatus, PillColours> = {
  New: pillTones.new,
  Contacted: pillTones.attention,
  'In Progress': pillTones.working,
  Completed: pillTones.done,
  Won: pillTones.won,
  Lost: pillTones.failed,
};

/** Each status's words (the stored value is the specification's English name). */
export const leadStatusKeys: Record<LeadStatus, AdminMessageKey> = {
  New: 'lead.status.new',
  Contacted: 'lead.status.contacted',
  'In Progress': 'lead.status.inProgress',
  Completed: 'lead.status.completed',
  Won: 'lead.status.won',
  Lost: 'lead.status.lost',
};

const Filled = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatusBadge = styled(Pill).attrs<{ $status: LeadStatus }>(({ $status }) => ({
  $colours: leadStatusColours[$status],
}))``;

/**
 * Sends a reply through the send-reply-email function (the back-end client is loaded only now). Answers whether
 * the reply was saved but not sent yet (it stays in the outbox and is retried), and whether it was captured
 * rather than delivered (no SMTP on this installation: Admins read it in the Outbox).
 */
async function sendReply(
  lead: Lead,
  subject: string,
  message: string,
  failed: string,
): Promise<{ queued?: boolean; captured?: boolean }> {
  const { functions, FunctionsHttpError } = await loadFunctionsClient(contactConfig);
  const { data, error } = await functions.invoke<{
    ok: boolean;
    queued?: boolean;
    delivery?: 'sent' | 'captured';
  }>(functionNames.reply, {
    body: { leadId: lead.id, to: lead.email, name: lead.name, subject, message },
  });
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? failed);
  }
  if (error || !data?.ok) throw new Error(failed);
  if (data.queued) return { queued: true };
  return { captured: data.delivery === 'captured' };
}

/** The lead statuses as a select's options, each in the admin's language. */
export function LeadStatusOptions() {
  const { t } = useAdminI18n();
  return leadStatuses.map((option) => (
    <option key={option} value={option}>
      {t(leadStatusKeys[option])}
    </option>
  ));
}

const statusInput = z.object({ status: z.enum(leadStatuses) });

export function StatusForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(statusInput, { status: lead.status });
  const update = useMutation({
    mutationFn: ({ status }: { status: LeadStatus }) =>
      adminSave<Lead>(`/api/admin/leads/${lead.id}`, 'PATCH', { status }),
    onSuccess: () => {
      toast.success(t('lead.statusUpdated'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form onSubmit={form.submit((change) => update.mutate(change))}>
      <Field>
        <label htmlFor="lead-status">{t('lead.status')}</label>
        <select id="lead-status" {...form.register('status')} {...form.ariaOf('status', 'lead-status')}>
          <LeadStatusOptions />
        </select>
        {form.errorAt('status', 'lead-status')}
      </Field>
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('common.saving') : t('lead.updateStatus')}
        </Button>
      </Actions>
    </form>
  );
}

export function ReplyForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const form = useAdminForm(replyInput, {
    // The subject in the language the lead wrote in, whatever the admin's is: "Sv: Din förfrågan till Novaweb".
    subject: adminText(lead.language, 'reply.subject', { site: settings?.siteName ?? 'Novaweb' }),
    message: '',
  });
  const saved = useQuery(savedRepliesQuery);
  const session = useQuery(sessionQuery);
  /** The saved reply last filled in, said under the menu. */
  const [filledFrom, setFilledFrom] = useState('');
  /** Fills in a saved reply in the lead's language, its places filled; the text stays editable. */
  const fillSaved = (id: string) => {
    const chosen = saved.data?.find((candidate) => String(candidate.id) === id);
    if (!chosen) return;
    const values = replyValues(lead, session.data?.user.name ?? '');
    const chosenSubject = chosen.subject[lead.language];
    const filled = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (chosenSubject) form.setValue('subject', fillReply(chosenSubject, values), filled);
    form.setValue('message', fillReply(chosen.body[lead.language], values), filled);
    setFilledFrom(chosen.name);
  };
  const reply = useMutation({
    mutationFn: ({ subject, message }: z.input<typeof replyInput>) =>
      sendReply(lead, subject, message, t('reply.failed')),
    onSuccess: ({ queued, captured }) => {
      if (queued) toast.warning(t('reply.queued'));
      else if (captured) toast.success(t('reply.captured', { name: lead.name }));
      else toast.success(t('reply.sent', { name: lead.name }));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: form.refused,
  });
  return (
    <form onSubmit={form.submit((written) => reply.mutate(written))} noValidate>
      <p>{t('reply.to', { recipient: `${lead.name} <${lead.email}>` })}</p>
      {saved.data && saved.data.length > 0 ? (
        <Field style={{ marginBottom: '1rem' }}>
          <label htmlFor="reply-saved">{t('replies.use')}</label>
          <select id="reply-saved" value="" onChange={(event) => fillSaved(event.target.value)}>
            <option value="">{t('replies.choose')}</option>
            {saved.data.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {filledFrom ? <Filled role="status">{t('replies.filled', { name: filledFrom })}</Filled> : null}
        </Field>
      ) : null}
      <Field>
        <label htmlFor="reply-subject">{t('reply.subjectLabel')}</label>
        <input
          id="reply-subject"
          required
          {...form.register('subject')}
          {...form.ariaOf('subject', 'reply-subject')}
        />
        {form.errorAt('subject', 'reply-subject')}
      </Field>
      <Field style={{ marginTop: '1rem' }}>
        <label htmlFor="reply-message">{t('reply.messageLabel')}</label>
        <textarea
          id="reply-message"
          {...form.register('message')}
          {...form.ariaOf('message', 'reply-message')}
        />
        {form.errorAt('message', 'reply-message')}
      </Field>
      <Actions style={{ marginTop: '1rem' }}>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={reply.isPending}>
          {reply.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </Actions>
    </form>
  );
}

export function DeleteConfirm({
  lead,
  onDone,
  onDeleted,
}: {
  lead: Lead;
  onDone: () => void;
  /** After the lead is gone (its own page leaves for the list). */
  onDeleted?: () => void;
}) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => adminFetch<void>(`/api/admin/leads/${lead.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('lead.deleted'));
      queryClient.removeQueries({ queryKey: ['admin', 'leads', 'one', lead.id] });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
      onDeleted?.();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <p>{t('lead.deleteQuestion', { name: lead.name, email: lead.email })}</p>
      <Actions>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => remove.mutate()} busy={remove.isPending}>
          {t('common.delete')}
        </Button>
      </Actions>
    </>
  );
}

/** Opens the phone's dialler; a lead without a number says so (`noPhone`, in the admin's language). */
export function callLead(lead: Lead, noPhone: string) {
  if (!lead.phone) {
    toast.error(noPhone);
    return;
  }
  window.location.assign(`tel:${lead.phone.replace(/[^\d+]/g, '')}`);
}
