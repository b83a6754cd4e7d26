import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { leadStatuses, type LeadStatus } from '../../../../shared/csv';
import { Button } from '../../../components/Button/Button';
import { staffQuery, type Lead } from '../../api';
import { useBulkAction } from '../../bulk';
import { saveFile } from '../../saveFile';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Confirm } from '../Confirm';
import { Dialog } from '../Dialog';
import { Field } from '../ui';
import { leadStatusKeys } from './LeadForms';

/** Downloads the server's CSV (quoted, formulas neutralised) of the leads the query names, dated. */
export async function downloadLeadsCsv(params: URLSearchParams): Promise<void> {
  const response = await fetch(`/api/admin/leads/export.csv?${params}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  saveFile(await response.blob(), name);
}

type Step = 'status' | 'owner' | 'delete' | null;

/**
 * What staff do to the leads they chose in the list: a status, an owner, the CSV of just these, or delete them
 * (Admins). Each change is asked once in a dialog, then done to all of them at once or to none.
 */
export function LeadBulkActions({
  leads,
  canDelete,
  onDone,
}: {
  leads: Lead[];
  /** Deleting several at once is for Admins (the server refuses others). */
  canDelete: boolean;
  onDone: () => void;
}) {
  const { t, count } = useAdminI18n();
  const [step, setStep] = useState<Step>(null);
  const [status, setStatus] = useState<LeadStatus>('Contacted');
  const [owner, setOwner] = useState('');
  const staff = useQuery(staffQuery);
  const bulk = useBulkAction('leads');
  const ids = leads.map((lead) => lead.id);
  const chosen = count(leads.length);
  const close = () => setStep(null);
  const finish = (done: string) => {
    toast.success(done);
    close();
    onDone();
  };

  const onExport = () =>
    downloadLeadsCsv(new URLSearchParams({ ids: ids.join(',') })).then(
      () => toast.success(t('leads.exported')),
      () => toast.error(t('leads.exportFailed')),
    );

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setStep('status')}>
        <RefreshCw size={14} aria-hidden="true" />
        {t('leads.bulk.status')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setStep('owner')}>
        <UserRound size={14} aria-hidden="true" />
        {t('leads.bulk.owner')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void onExport()}>
        <Download size={14} aria-hidden="true" />
        {t('leads.bulk.export')}
      </Button>
      {canDelete ? (
        <Button size="sm" variant="secondary" onClick={() => setStep('delete')}>
          <Trash2 size={14} aria-hidden="true" />
          {t('common.delete')}
        </Button>
      ) : null}

      <Dialog open={step === 'status'} title={t('leads.bulk.statusTitle', { count: chosen })} onClose={close}>
        <Confirm
          action={t('leads.bulk.statusApply')}
          busy={bulk.isPending}
          onCancel={close}
          onConfirm={() =>
            bulk.mutate(
              { action: 'status', ids, status },
              {
                onSuccess: () =>
                  finish(t('leads.bulk.statusDone', { count: chosen, status: t(leadStatusKeys[status]) })),
              },
            )
          }
        >
          <Field>
            <label htmlFor="bulk-lead-status">{t('lead.status')}</label>
            <select
              id="bulk-lead-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as LeadStatus)}
            >
              {leadStatuses.map((option) => (
                <option key={option} value={option}>
                  {t(leadStatusKeys[option])}
                </option>
              ))}
            </select>
          </Field>
        </Confirm>
      </Dialog>

      <Dialog open={step === 'owner'} title={t('leads.bulk.ownerTitle', { count: chosen })} onClose={close}>
        <Confirm
          action={t('leads.bulk.ownerApply')}
          busy={bulk.isPending}
          onCancel={close}
          onConfirm={() => {
            const member = staff.data?.find((option) => String(option.id) === owner);
            bulk.mutate(
              { action: 'owner', ids, ownerId: member ? member.id : null },
              {
                onSuccess: () =>
                  finish(
                    t('leads.bulk.ownerDone', { count: chosen, owner: member?.name ?? t('lead.nobody') }),
                  ),
              },
            );
          }}
        >
          <Field>
            <label htmlFor="bulk-lead-owner">{t('lead.owner')}</label>
            <select id="bulk-lead-owner" value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">{t('lead.nobody')}</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
            </select>
          </Field>
        </Confirm>
      </Dialog>

      <Dialog open={step === 'delete'} title={t('leads.bulk.deleteTitle', { count: chosen })} onClose={close}>
        <Confirm
          action={t('common.delete')}
          busy={bulk.isPending}
          onCancel={close}
          onConfirm={() =>
            bulk.mutate(
              { action: 'delete', ids },
              { onSuccess: () => finish(t('leads.bulk.deleted', { count: chosen })) },
            )
          }
        >
          <p>{t('leads.bulk.deleteQuestion')}</p>
        </Confirm>
      </Dialog>
    </>
  );
}
