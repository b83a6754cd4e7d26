import { useQuery } from '@tanstack/react-query';
import { Download, Mail, MessageSquareQuote, Phone, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { leadStatuses, type LeadStatus } from '../../../shared/csv';
import { leadSorts } from '../../../shared/leads';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { leadParams, leadsQuery, type Lead, type LeadFilters, type LeadSort } from '../api';
import { Breakable } from '../components/Breakable';
import { Dialog } from '../components/Dialog';
import {
  DeleteConfirm,
  ReplyForm,
  StatusBadge,
  StatusForm,
  callLead,
  leadStatusKeys,
} from '../components/leads/LeadForms';
import { Pager } from '../components/Pager';
import { saveFile } from '../saveFile';
import { Field, Panel, Table } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';

export { StatusBadge } from '../components/leads/LeadForms';

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

/** The way to the saved replies, beside the export: a link, set as the toolbar's buttons are. */
const RepliesLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  font-weight: 600;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Owner = styled.small`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Cells of names, addresses and dates: wrapped between words (or at an address's `@` and `/`), never inside one. */
const WordsCell = styled.td`
  overflow-wrap: break-word;
`;

/** A date on one line ("2026-11-20" is one thing, not "2026-" and "11-20"). */
const DateCell = styled.td`
  white-space: nowrap;
`;

const Message = styled.td`
  max-width: 22rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type DialogState = { kind: 'status' | 'reply' | 'delete'; lead: Lead } | null;

/** Downloads the CSV the server makes (quoted, formulas neutralised), named with the current date. */
async function exportCsv(filters: LeadFilters): Promise<void> {
  const response = await fetch(`/api/admin/leads/export.csv?${leadParams(filters)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  saveFile(await response.blob(), name);
}

const sortLabels: Record<LeadSort, AdminMessageKey> = {
  newest: 'leads.sort.newest',
  oldest: 'leads.sort.oldest',
  name: 'leads.sort.name',
  status: 'lead.status',
};

/**
 * Leads: searched, filtered (status, owner) and sorted on the server, a page at a time; each opens to its whole
 * story; status, reply, call, delete and CSV export (every matching lead) from the list.
 */
export function LeadsPage() {
  const { t, count, retryLabels } = useAdminI18n();
  const [filters, setFilters] = useState<LeadFilters>({ q: '', status: '', owner: '', sort: 'newest' });
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<DialogState>(null);
  const applied = { ...filters, q: filters.q.trim() };
  const leads = useQuery(leadsQuery(applied, page));
  const close = () => setDialog(null);
  const filter = (change: Partial<LeadFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const onExport = () =>
    exportCsv(applied).then(
      () => toast.success(t('leads.exported')),
      () => toast.error(t('leads.exportFailed')),
    );

  let body;
  if (isFirstLoad(leads)) body = <Skeleton $height="12rem" aria-hidden="true" />;
  else if (leads.isError || leads.isPending)
    body = (
      <ErrorNotice {...retryProps(leads)} labels={retryLabels}>
        {t('leads.failed')}
      </ErrorNotice>
    );
  else if (leads.data.total === 0) body = <EmptyNotice>{t('leads.none')}</EmptyNotice>;
  else
    body = (
      <>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('leads.name')}</th>
              <th scope="col">{t('leads.contact')}</th>
              <th scope="col">{t('reply.messageLabel')}</th>
              <th scope="col">{t('leads.date')}</th>
              <th scope="col">{t('lead.status')}</th>
              <th scope="col">{t('sessions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {leads.data.items.map((lead) => (
              <tr key={lead.id}>
                <WordsCell data-label={t('leads.name')}>
                  <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
                  {lead.owner ? <Owner>{lead.owner.name}</Owner> : null}
                </WordsCell>
                <WordsCell data-label={t('leads.contact')}>
                  <a href={`mailto:${lead.email}`}>
                    <Breakable text={lead.email} />
                  </a>
                  {lead.phone ? <div>{lead.phone}</div> : null}
                  {lead.website ? (
                    <div>
                      <Breakable text={lead.website} />
                    </div>
                  ) : null}
                </WordsCell>
                <Message data-label={t('reply.messageLabel')}>{lead.message}</Message>
                <DateCell data-label={t('leads.date')}>{lead.date}</DateCell>
                <td data-label={t('lead.status')}>
                  <StatusBadge $status={lead.status}>{t(leadStatusKeys[lead.status])}</StatusBadge>
                </td>
                <td data-label={t('sessions.actions')}>
                  <RowActions>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'status', lead })}
                      aria-label={t('leads.statusOf', { name: lead.name })}
                      title={t('leads.statusOf', { name: lead.name })}
                    >
                      <RefreshCw size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'reply', lead })}
                      aria-label={t('leads.replyTo', { name: lead.name })}
                      title={t('leads.replyTo', { name: lead.name })}
                    >
                      <Mail size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => callLead(lead, t('lead.noPhone'))}
                      aria-label={t('leads.callNamed', { name: lead.name })}
                      title={t('leads.callNamed', { name: lead.name })}
                    >
                      <Phone size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'delete', lead })}
                      aria-label={t('leads.deleteFrom', { name: lead.name })}
                      title={t('leads.deleteFrom', { name: lead.name })}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager
          label={t('leads.pages')}
          page={page}
          total={leads.data.total}
          pageSize={leads.data.pageSize}
          onPage={setPage}
        />
      </>
    );

  return (
    <Panel aria-label={t('nav.leads')}>
      <Toolbar>
        <Field>
          <label htmlFor="lead-search">{t('leads.search')}</label>
          <input
            id="lead-search"
            type="search"
            value={filters.q}
            onChange={(event) => filter({ q: event.target.value })}
          />
        </Field>
        <Field>
          <label htmlFor="lead-filter">{t('lead.status')}</label>
          <select
            id="lead-filter"
            value={filters.status}
            onChange={(event) => filter({ status: event.target.value as LeadStatus | '' })}
          >
            <option value="">{t('leads.all')}</option>
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {t(leadStatusKeys[option])}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="lead-owner">{t('lead.owner')}</label>
          <select
            id="lead-owner"
            value={filters.owner}
            onChange={(event) => filter({ owner: event.target.value as LeadFilters['owner'] })}
          >
            <option value="">{t('leads.anyone')}</option>
            <option value="me">{t('leads.mine')}</option>
            <option value="none">{t('lead.nobody')}</option>
          </select>
        </Field>
        <Field>
          <label htmlFor="lead-sort">{t('leads.sort')}</label>
          <select
            id="lead-sort"
            value={filters.sort}
            onChange={(event) => filter({ sort: event.target.value as LeadSort })}
          >
            {leadSorts.map((option) => (
              <option key={option} value={option}>
                {t(sortLabels[option])}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary" onClick={() => void onExport()}>
          <Download size={16} aria-hidden="true" />
          {t('leads.export')}
        </Button>
        <RepliesLink to="/admin/leads/replies">
          <MessageSquareQuote size={16} aria-hidden="true" />
          {t('replies.manage')}
        </RepliesLink>
      </Toolbar>
      {leads.data ? (
        <Count aria-live="polite">
          {t(leads.data.total === 1 ? 'leads.count.one' : 'leads.count.other', {
            count: count(leads.data.total),
          })}
        </Count>
      ) : null}
      {body}
      <Dialog open={dialog?.kind === 'status'} title={t('lead.updateStatus')} onClose={close}>
        {dialog?.kind === 'status' ? <StatusForm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'reply'} title={t('reply.title')} onClose={close}>
        {dialog?.kind === 'reply' ? <ReplyForm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'delete'} title={t('lead.deleteTitle')} onClose={close}>
        {dialog?.kind === 'delete' ? <DeleteConfirm lead={dialog.lead} onDone={close} /> : null}
      </Dialog>
    </Panel>
  );
}
