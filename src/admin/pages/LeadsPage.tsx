import { useQuery } from '@tanstack/react-query';
import { Download, Mail, MessageSquareQuote, Phone, RefreshCw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { leadStatuses } from '../../../shared/csv';
import { leadSorts } from '../../../shared/leads';
import { Button } from '../../components/Button/Button';
import { leadParams, leadsQuery, sessionQuery, type Lead, type LeadFilters, type LeadSort } from '../api';
import { Breakable } from '../components/Breakable';
import { DataTable, type DataColumn } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { LeadBulkActions, downloadLeadsCsv } from '../components/leads/LeadBulkActions';
import {
  DeleteConfirm,
  LeadStatusOptions,
  ReplyForm,
  StatusBadge,
  StatusForm,
  callLead,
  leadStatusKeys,
} from '../components/leads/LeadForms';
import { Field, Panel, Toolbar } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
import { RowAction } from '../components/RowAction';

export { StatusBadge } from '../components/leads/LeadForms';

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

type DialogState = { kind: 'status' | 'reply' | 'delete'; lead: Lead } | null;

const sortLabels: Record<LeadSort, AdminMessageKey> = {
  newest: 'leads.sort.newest',
  oldest: 'leads.sort.oldest',
  name: 'leads.sort.name',
  status: 'lead.status',
};

/** The leads list's address: `?q=&status=&owner=&sort=&page=` (issue #41). */
const listRules = {
  q: { default: '' },
  status: { default: '', choices: ['', ...leadStatuses] },
  owner: { default: '', choices: ['', 'me', 'none'] },
  sort: { default: 'newest', choices: leadSorts },
} satisfies ListParamRules<string>;

/**
 * Leads: searched, filtered (status, owner) and sorted on the server, a page at a time, all kept in the address;
 * each opens to its whole story; status, reply, call and delete on each row; status, owner, export and delete
 * (Admins) for the rows chosen; the CSV of every matching lead.
 */
export function LeadsPage() {
  const { t, count } = useAdminI18n();
  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const session = useQuery(sessionQuery);
  const [dialog, setDialog] = useState<DialogState>(null);
  const filters: LeadFilters = {
    q: params.q.trim(),
    status: params.status as LeadFilters['status'],
    owner: params.owner as LeadFilters['owner'],
    sort: params.sort as LeadSort,
  };
  const leads = useQuery(leadsQuery(filters, params.page));
  const close = () => setDialog(null);

  const onExport = () =>
    downloadLeadsCsv(leadParams(filters)).then(
      () => toast.success(t('leads.exported')),
      () => toast.error(t('leads.exportFailed')),
    );

  const columns = useMemo<DataColumn<Lead>[]>(
    () => [
      {
        id: 'name',
        header: t('leads.name'),
        sorts: [{ sort: 'name', direction: 'ascending' }],
        cell: (lead) => (
          <>
            <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
            {lead.owner ? <Owner>{lead.owner.name}</Owner> : null}
          </>
        ),
      },
      {
        id: 'contact',
        header: t('leads.contact'),
        cell: (lead) => (
          <>
            <a href={`mailto:${lead.email}`}>
              <Breakable text={lead.email} />
            </a>
            {lead.phone ? <div>{lead.phone}</div> : null}
            {lead.website ? (
              <div>
                <Breakable text={lead.website} />
              </div>
            ) : null}
          </>
        ),
      },
      { id: 'message', header: t('reply.messageLabel'), layout: 'text', cell: (lead) => lead.message },
      {
        id: 'date',
        header: t('leads.date'),
        layout: 'oneLine',
        sorts: [
          { sort: 'newest', direction: 'descending' },
          { sort: 'oldest', direction: 'ascending' },
        ],
        cell: (lead) => lead.date,
      },
      {
        id: 'status',
        header: t('lead.status'),
        sorts: [{ sort: 'status', direction: 'ascending' }],
        cell: (lead) => <StatusBadge $status={lead.status}>{t(leadStatusKeys[lead.status])}</StatusBadge>,
      },
      {
        id: 'actions',
        header: t('sessions.actions'),
        cell: (lead) => (
          <RowActions>
            <RowAction
              label={t('leads.statusOf', { name: lead.name })}
              icon={RefreshCw}
              onClick={() => setDialog({ kind: 'status', lead })}
            />
            <RowAction
              label={t('leads.replyTo', { name: lead.name })}
              icon={Mail}
              onClick={() => setDialog({ kind: 'reply', lead })}
            />
            <RowAction
              label={t('leads.callNamed', { name: lead.name })}
              icon={Phone}
              onClick={() => callLead(lead, t('lead.noPhone'))}
            />
            <RowAction
              label={t('leads.deleteFrom', { name: lead.name })}
              icon={Trash2}
              onClick={() => setDialog({ kind: 'delete', lead })}
            />
          </RowActions>
        ),
      },
    ],
    [t],
  );

  return (
    <Panel aria-label={t('nav.leads')}>
      <Toolbar>
        <Field>
          <label htmlFor="lead-search">{t('leads.search')}</label>
          <input
            id="lead-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="lead-filter">{t('lead.status')}</label>
          <select
            id="lead-filter"
            value={params.status}
            onChange={(event) => setParams({ status: event.target.value })}
          >
            <option value="">{t('leads.all')}</option>
            <LeadStatusOptions />
          </select>
        </Field>
        <Field>
          <label htmlFor="lead-owner">{t('lead.owner')}</label>
          <select
            id="lead-owner"
            value={params.owner}
            onChange={(event) => setParams({ owner: event.target.value })}
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
            value={params.sort}
            onChange={(event) => setParams({ sort: event.target.value })}
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
      <DataTable
        label={t('nav.leads')}
        query={leads}
        page={leads.data}
        columns={columns}
        rowId={leadId}
        rowName={leadName}
        texts={{
          failed: t('leads.failed'),
          none: t('leads.none'),
          pages: t('leads.pages'),
          count: (total) => t(total === 1 ? 'leads.count.one' : 'leads.count.other', { count: count(total) }),
        }}
        sort={params.sort}
        onSort={(sort) => setParams({ sort })}
        onPage={(page) => setParams({ page })}
        bulk={(chosen, clear) => (
          <LeadBulkActions leads={chosen} canDelete={session.data?.user.role === 'Admin'} onDone={clear} />
        )}
      />
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

const leadId = (lead: Lead) => lead.id;
const leadName = (lead: Lead) => lead.name;
