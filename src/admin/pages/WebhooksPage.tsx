import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListChecks, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { WebhookEndpoint } from '../../../shared/webhooks';
import { Button } from '../../components/Button/Button';
import { Breakable } from '../components/Breakable';
import { Confirm } from '../components/Confirm';
import { RowAction } from '../components/RowAction';
import { DataTable, type DataColumn } from '../components/DataTable';
import { Dialog } from '../components/Dialog';
import { Actions, Panel, Pill, pillTones, type PillColours } from '../components/ui';
import { DeliveryLog } from '../components/webhooks/DeliveryLog';
import { WebhookForm, webhookEventWords } from '../components/webhooks/WebhookForm';
import { useAdminI18n } from '../i18n/adminI18n';
import { wholeList } from '../listPage';
import { deleteWebhook, testWebhook, webhooksQuery } from '../webhooks';

const Intro = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Address = styled.span`
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Events = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const State = styled.span`
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const stateKeys = {
  on: 'webhooks.state.on',
  failing: 'webhooks.state.failing',
  off: 'webhooks.state.off',
} as const;

const stateColours: Record<'on' | 'failing' | 'off', PillColours> = {
  on: pillTones.done,
  failing: pillTones.attention,
  off: pillTones.failed,
};

type Editing = { endpoint: WebhookEndpoint | null } | null;

/**
 * Webhooks (Admins; docs/webhooks.md): the addresses the site sends its events to, each with its events, its state
 * (on; failing since a time; switched off by the server after a day of failures, with why) and the deliveries
 * waiting; added, changed, switched off and on, and deleted here; a test event sent with a press; each one's
 * delivery log, where a delivery is sent again.
 */
export function WebhooksPage() {
  const { t, dateTime, count, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const webhooks = useQuery(webhooksQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksQuery().queryKey });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWebhook(id),
    onSuccess: () => {
      toast.success(t('webhooks.deleted'));
      setDeleting(null);
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const test = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => testWebhook(endpoint.id),
    onSuccess: (_answer, endpoint) => {
      toast.success(
        t(endpoint.enabled ? 'webhooks.testSent' : 'webhooks.testWhileOff', { url: endpoint.url }),
      );
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const endpoints = webhooks.data?.endpoints;
  // The log's endpoint as the list has it now (switched on or off since the dialog opened).
  const logged = logOf && (endpoints?.find((endpoint) => endpoint.id === logOf.id) ?? logOf);

  const columns: DataColumn<WebhookEndpoint>[] = [
    {
      id: 'address',
      header: t('webhooks.url'),
      layout: 'address',
      cell: (endpoint) => (
        <Address>
          <Breakable text={endpoint.url} />
          {endpoint.description ? <small>{endpoint.description}</small> : null}
        </Address>
      ),
    },
    {
      id: 'events',
      header: t('webhooks.events'),
      cell: (endpoint) => (
        <Events>
          {endpoint.events.map((event) => (
            <li key={event}>{t(webhookEventWords[event].label)}</li>
          ))}
        </Events>
      ),
    },
    {
      id: 'state',
      header: t('webhooks.state'),
      layout: 'label',
      cell: (endpoint) => {
        const state = !endpoint.enabled ? 'off' : endpoint.failingSince ? 'failing' : 'on';
        return (
          <State>
            <Pill $colours={stateColours[state]}>{t(stateKeys[state])}</Pill>
            {state === 'failing' ? (
              <small>
                {t('webhooks.failingSince', { since: dateTime.format(new Date(endpoint.failingSince!)) })}
              </small>
            ) : null}
            {state === 'off' && endpoint.disabledReason ? (
              <small>{t('webhooks.switchedOff', { reason: message(endpoint.disabledReason) })}</small>
            ) : null}
            {endpoint.queued > 0 ? (
              <small>
                {t(endpoint.queued === 1 ? 'webhooks.queued.one' : 'webhooks.queued.other', {
                  count: count(endpoint.queued),
                })}
              </small>
            ) : null}
          </State>
        );
      },
    },
    {
      id: 'actions',
      header: t('webhooks.actions'),
      cell: (endpoint) => (
        <Actions style={{ justifyContent: 'flex-start' }}>
          <RowAction
            icon={ListChecks}
            text={t('webhooks.log')}
            label={t('webhooks.logNamed', { url: endpoint.url })}
            onClick={() => setLogOf(endpoint)}
          />
          <RowAction
            icon={Send}
            text={t('webhooks.test')}
            label={t('webhooks.testNamed', { url: endpoint.url })}
            busy={test.isPending && test.variables?.id === endpoint.id}
            onClick={() => test.mutate(endpoint)}
          />
          <RowAction
            icon={Pencil}
            text={t('common.edit')}
            label={t('webhooks.editNamed', { url: endpoint.url })}
            onClick={() => setEditing({ endpoint })}
          />
          <RowAction
            icon={Trash2}
            text={t('common.delete')}
            label={t('webhooks.deleteNamed', { url: endpoint.url })}
            variant="ghost"
            onClick={() => setDeleting(endpoint)}
          />
        </Actions>
      ),
    },
  ];

  return (
    <div>
      <Panel aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">{t('webhooks.title')}</h2>
        <Intro>
          <p>{t('webhooks.intro')}</p>
          <p>{t('webhooks.introFailures')}</p>
        </Intro>
        <Actions style={{ justifyContent: 'flex-start', marginBottom: '1rem' }}>
          <Button onClick={() => setEditing({ endpoint: null })}>
            <Plus size={16} aria-hidden="true" />
            {t('webhooks.new')}
          </Button>
        </Actions>
        <DataTable
          label={t('webhooks.title')}
          query={webhooks}
          page={endpoints ? wholeList(endpoints) : undefined}
          columns={columns}
          rowId={(endpoint) => String(endpoint.id)}
          rowName={(endpoint) => endpoint.url}
          texts={{
            loading: t('webhooks.loading'),
            failed: t('webhooks.failed'),
            none: t('webhooks.none'),
            pages: t('webhooks.title'),
          }}
        />
      </Panel>
      <Dialog
        open={editing !== null}
        title={editing?.endpoint ? t('webhooks.edit') : t('webhooks.new')}
        onClose={() => setEditing(null)}
        wide
      >
        {editing ? (
          <WebhookForm
            key={editing.endpoint?.id ?? 'new'}
            endpoint={editing.endpoint}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={logged !== null} title={t('webhooks.logTitle')} onClose={() => setLogOf(null)} wide>
        {logged ? <DeliveryLog endpoint={logged} /> : null}
      </Dialog>
      <Dialog open={deleting !== null} title={t('webhooks.deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting ? (
          <Confirm
            action={t('common.delete')}
            busy={remove.isPending}
            onConfirm={() => remove.mutate(deleting.id)}
            onCancel={() => setDeleting(null)}
          >
            <p>{t('webhooks.deleteQuestion', { url: deleting.url })}</p>
          </Confirm>
        ) : null}
      </Dialog>
    </div>
  );
}
