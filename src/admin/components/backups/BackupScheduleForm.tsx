import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import styled from 'styled-components';
import { backupKeepDays, backupScheduleSchema, type BackupSchedule } from '../../../../shared/backups';
import { Button } from '../../../components/Button/Button';
import { backupsQuery, saveBackupSchedule } from '../../backups';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useAdminForm } from '../../useAdminForm';
import { Actions, Field } from '../ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

/** 00:00 … 23:00: the hours a nightly backup can run at. */
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The nightly backup (server/backup/nightly.ts): whether it is made, at which hour (Stockholm time) and how many
 * days the backups are kept. Checked here as the server checks it; a refusal shown at its field.
 */
export function BackupScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(backupScheduleSchema, schedule);
  const save = useMutation({
    mutationFn: saveBackupSchedule,
    onSuccess: (saved) => {
      toast.success(
        saved.enabled
          ? t('backups.scheduleSaved', { time: clock(saved.hour), days: saved.keepDays })
          : t('backups.scheduleOff'),
      );
      form.reset(saved);
      void queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey });
    },
    onError: form.refused,
  });

  return (
    <Form noValidate onSubmit={form.submit((values) => save.mutate(values))} aria-busy={save.isPending}>
      <fieldset>
        {/* The panel's heading says it on screen; the group is named for a screen reader. */}
        <legend className="visually-hidden">{t('backups.nightly')}</legend>
        <Check>
          <input type="checkbox" {...form.register('enabled')} />
          {t('backups.nightlyOn')}
        </Check>
        <Field>
          <label htmlFor="backup-hour">{t('backups.hour')}</label>
          <select
            id="backup-hour"
            {...form.register('hour', { valueAsNumber: true })}
            {...form.ariaOf('hour', 'backup-hour', { hint: true })}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {clock(hour)}
              </option>
            ))}
          </select>
          <small id="backup-hour-hint">{t('backups.hourHint')}</small>
          {form.errorAt('hour', 'backup-hour')}
        </Field>
        <Field>
          <label htmlFor="backup-keep">{t('backups.keepDays')}</label>
          <input
            id="backup-keep"
            type="number"
            inputMode="numeric"
            min={backupKeepDays.min}
            max={backupKeepDays.max}
            {...form.register('keepDays', { valueAsNumber: true })}
            {...form.ariaOf('keepDays', 'backup-keep', { hint: true })}
          />
          <small id="backup-keep-hint">{t('backups.keepHint')}</small>
          {form.errorAt('keepDays', 'backup-keep')}
        </Field>
      </fieldset>
      <Actions>
        <Button type="submit" busy={save.isPending}>
          {t('backups.saveSchedule')}
        </Button>
      </Actions>
    </Form>
  );
}
