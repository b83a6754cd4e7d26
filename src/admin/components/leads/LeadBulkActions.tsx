import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { LeadStatus } from '../../../../shared/csv';
import { Button } from '../../../components/Button/Button';
import { staffQuery, type Lead } from '../../api';
import { saveFile } from '../../saveFile';
import { useAdminI18n } from '../../i18n/adminI18n';
import { BulkAction } from '../BulkAction';
import { Field } from '../ui';
import { LeadStatusOptions, leadStatusKeys } from './LeadForms';

/** Downloads the server's CSV (quoted, formulas neutralised) of the leads the query names, dated. */
export async function downloadLeadsCsv(params: URLSearchParams): Promise<void> {
  const response = await fetch(`/api/admin/leads/export.csv?${params}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  saveFile(await response.blob(), name);
}

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
  const [status, setStatus] = useState<LeadStatus>('Contacted');
  const [owner, setOwner] = useState('');
  const staff = useQuery(staffQuery);
  const ids = leads.map((lead) => lead.id);
  const chosen = count(leads.length);
  const member = staff.data?.find((option) => String(option.id) === owner);

  const onExport = () =>
    downloadLeadsCsv(new URLSearchParams({ ids: ids.join(',') })).then(
      () => toast.success(t('leads.exported')),
      () => toast.error(t('leads.exportFailed')),
    );

  return (
    <>
      <BulkAction
        list="leads"
        body={() => ({ action: 'status', ids, status })}
        label={t('leads.bulk.status')}
        icon={RefreshCw}
        title={t('leads.bulk.statusTitle', { count: chosen })}
        done={t('leads.bulk.statusDone', { count: chosen, status: t(leadStatusKeys[status]) })}
        onDone={onDone}
      >
        <Field>
          <label htmlFor="bulk-lead-status">{t('lead.status')}</label>
          <select
            id="bulk-lead-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            <LeadStatusOptions />
          </select>
        </Field>
      </BulkAction>
      <BulkAction
        list="leads"
        body={() => ({ action: 'owner', ids, ownerId: member ? member.id : null })}
        label={t('leads.bulk.owner')}
        icon={UserRound}
        title={t('leads.bulk.ownerTitle', { count: chosen })}
        done={t('leads.bulk.ownerDone', { count: chosen, owner: member?.name ?? t('lead.nobody') })}
        onDone={onDone}
      >
        <Field>
          <label htmlFor="bulk-lead-owner">{t('lead.owner')}</label>
          <select id="bulk-lead-owner" value={owner} onChange={(event) => setOwner(event.target.value)}>
            <option value="">{t('lead.nobody')}</option>
            {(staff.data ?? []).map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      </BulkAction>
      <Button size="sm" variant="secondary" onClick={() => void onExport()}>
        <Download size={14} aria-hidden="true" />
        {t('leads.bulk.export')}
      </Button>
      {canDelete ? (
        <BulkAction
          list="leads"
          body={() => ({ action: 'delete', ids })}
          label={t('common.delete')}
          icon={Trash2}
          title={t('leads.bulk.deleteTitle', { count: chosen })}
          done={t('leads.bulk.deleted', { count: chosen })}
          onDone={onDone}
        >
          <p>{t('leads.bulk.deleteQuestion')}</p>
        </BulkAction>
      ) : null}
    </>
  );
}
