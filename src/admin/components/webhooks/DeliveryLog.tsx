import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from '../../../../shared/webhooks';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { wholeList } from '../../listPage';
import { resendDelivery, webhookDeliveriesQuery, webhooksQuery } from '../../webhooks';
import { DataTable, type DataColumn } from '../DataTable';
import { RowAction } from '../RowAction';
import { Pill, pillTones, type PillColours } from '../ui';

const statusKeys: Record<DeliveryStatus, AdminMessageKey> = {
  queued: 'webhooks.status.queued',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};

const statusColours: Record<DeliveryStatus, PillColours> = {
  queued: pillTones.attention,
  delivered: pillTones.done,
  failed: pillTones.failed,
};

const Answer = styled.span`
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Secret = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  code {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * An endpoint's delivery log: its latest 50 deliveries, newest first, each with its state, the receiver's answer
 * (code and time, or why there was none), its tries and, while it waits, its next; one that went or failed is sent
 * again with a press. The signing secret is shown above it, for the receiver's set-up.
 */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, dateTime, count, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const deliveries = useQuery(webhookDeliveriesQuery(endpoint.id));
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendDelivery(delivery.id),
    onSuccess: () => {
      toast.success(
        t(endpoint.enabled ? 'webhooks.resent' : 'webhooks.resentWhileOff', { url: endpoint.url }),
      );
      void queryClient.invalidateQueries({ queryKey: webhooksQuery().queryKey });
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const when = (iso: string) => dateTime.format(new Date(iso));

  const columns: DataColumn<WebhookDelivery>[] = [
    {
      id: 'when',
      header: t('webhooks.log.when'),
      cell: (delivery) => when(delivery.createdAt),
      layout: 'label',
    },
    { id: 'event', header: t('webhooks.log.event'), cell: (delivery) => <code>{delivery.event}</code> },
    {
      id: 'status',
      header: t('webhooks.log.status'),
      cell: (delivery) => (
        <Pill $colours={statusColours[delivery.status]}>{t(statusKeys[delivery.status])}</Pill>
      ),
      layout: 'label',
    },
    {
      id: 'answer',
      header: t('webhooks.log.answer'),
      layout: 'text',
      cell: (delivery) => (
        <Answer>
          {delivery.responseCode !== null
            ? t('webhooks.log.code', { code: delivery.responseCode, ms: count(delivery.durationMs ?? 0) })
            : delivery.attempts === 0
              ? t('webhooks.log.notYet')
              : delivery.error
                ? message(delivery.error)
                : t('webhooks.log.noAnswer')}
          {/* Why an answer did not count (a redirect, a 5xx); without an answer, its why is the line above. */}
          {delivery.error && delivery.responseCode !== null ? <small>{message(delivery.error)}</small> : null}
          {delivery.nextAttemptAt && delivery.attempts > 0 ? (
            <small>
              {t('webhooks.log.next', { tries: count(delivery.attempts), at: when(delivery.nextAttemptAt) })}
            </small>
          ) : null}
        </Answer>
      ),
    },
    {
      id: 'again',
      header: t('webhooks.log.again'),
      cell: (delivery) =>
        delivery.status === 'queued' ? null : (
          <RowAction
            icon={RotateCcw}
            text={t('webhooks.log.sendAgain')}
            label={t('webhooks.log.sendAgainNamed', {
              event: delivery.event,
              when: when(delivery.createdAt),
            })}
            busy={resend.isPending && resend.variables?.id === delivery.id}
            onClick={() => resend.mutate(delivery)}
          />
        ),
    },
  ];

  return (
    <div>
      <Secret>
        {t('webhooks.secret')} <code>{endpoint.secret}</code>
      </Secret>
      <DataTable
        label={t('webhooks.log.title', { url: endpoint.url })}
        query={deliveries}
        page={deliveries.data ? wholeList(deliveries.data.deliveries) : undefined}
        columns={columns}
        rowId={(delivery) => String(delivery.id)}
        rowName={(delivery) => `${delivery.event} ${when(delivery.createdAt)}`}
        texts={{
          loading: t('webhooks.log.loading'),
          failed: t('webhooks.log.failed'),
          none: t('webhooks.log.none'),
          pages: t('webhooks.log.title', { url: endpoint.url }),
        }}
      />
    </div>
  );
}
