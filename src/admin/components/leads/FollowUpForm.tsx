import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import styled from 'styled-components';
import { followUpInput, maxFollowUpNoteLength, type FollowUp } from '../../../../shared/leads';
import type { z } from 'zod';
import { stockholmDate } from '../../../../shared/stockholm';
import { Button } from '../../../components/Button/Button';
import { adminSave, type Lead } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { DateInWords } from '../DateInWords';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field } from '../ui';

const State = styled.p<{ $due: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-weight: ${({ $due }) => ($due ? 600 : 400)};
  color: ${({ theme, $due }) => ($due ? theme.color.danger : theme.color.textMuted)};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  textarea {
    min-height: 4.5rem;
  }
`;

/** What the follow-up is now, in words: none, due today, overdue since a day, or planned for one. */
function useFollowUpState(followUp: FollowUp | null): { text: string; due: boolean } {
  const { t, day } = useAdminI18n();
  const today = stockholmDate();
  if (!followUp) return { text: t('followUp.none'), due: false };
  if (followUp.on < today) return { text: t('followUp.overdue', { day: day(followUp.on) }), due: true };
  if (followUp.on === today) return { text: t('followUp.dueToday'), due: true };
  return { text: t('followUp.planned', { day: day(followUp.on) }), due: false };
}

/**
 * A lead's follow-up: the day someone should get back to it (Stockholm's calendar) and what to do, saved, changed
 * or cleared. The dashboard lists it from that day on, under its owner. The server's refusals are shown at their
 * field. Give it a key of the saved follow-up, so a save or another tab's change starts it again from what is
 * stored.
 */
export function FollowUpForm({ lead }: { lead: Lead }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(
    followUpInput,
    { on: lead.followUp?.on ?? '', note: lead.followUp?.note ?? '' },
    { fieldOf: (path) => path.replace(/^followUp\./, '') },
  );
  const on = useWatch({ control: form.control, name: 'on' });
  const state = useFollowUpState(lead.followUp);
  const save = useMutation({
    mutationFn: (followUp: z.input<typeof followUpInput> | null) =>
      adminSave<Lead>(`/api/admin/leads/${lead.id}`, 'PATCH', { followUp }),
    onSuccess: (_saved, followUp) => {
      toast.success(t(followUp ? 'followUp.saved' : 'followUp.cleared'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: form.refused,
  });
  const clearing = save.isPending && save.variables === null;
  return (
    <form noValidate onSubmit={form.submit((followUp) => save.mutate(followUp))}>
      <State $due={state.due} role="status">
        {state.text}
      </State>
      <Fields>
        <Field>
          <label htmlFor="follow-up-on">{t('followUp.on')}</label>
          <input
            id="follow-up-on"
            type="date"
            {...form.register('on')}
            {...form.ariaOf('on', 'follow-up-on')}
          />
          <DateInWords value={on ?? ''} />
          {form.errorAt('on', 'follow-up-on')}
        </Field>
        <Field>
          <label htmlFor="follow-up-note">{t('followUp.note')}</label>
          <textarea
            id="follow-up-note"
            rows={2}
            maxLength={maxFollowUpNoteLength}
            {...form.register('note')}
            {...form.ariaOf('note', 'follow-up-note')}
          />
          {form.errorAt('note', 'follow-up-note')}
        </Field>
      </Fields>
      <Actions style={{ marginTop: '0.75rem' }}>
        {lead.followUp ? (
          <Button type="button" size="sm" variant="ghost" busy={clearing} onClick={() => save.mutate(null)}>
            {t('followUp.clear')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" busy={save.isPending && !clearing}>
          <CalendarCheck size={14} aria-hidden="true" />
          {save.isPending && !clearing ? t('common.saving') : t('followUp.save')}
        </Button>
      </Actions>
    </form>
  );
}
