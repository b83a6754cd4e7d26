import { queryOptions } from '@tanstack/react-query';
import type { OutboxMessageDetail, OutboxPage, OutboxStatus } from '../../shared/outbox';
import { adminFetch } from './api';

/** A page of the Outbox, newest first, of one status or all. */
export const outboxPageQuery = (page: number, status: OutboxStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'outbox', page, status],
    queryFn: () =>
      adminFetch<OutboxPage>(`/api/admin/outbox?page=${page}${status ? `&status=${status}` : ''}`),
  });

/** One message in full, with its tries. */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'message', id],
    queryFn: () => adminFetch<OutboxMessageDetail>(`/api/admin/outbox/${id}`),
  });

export const resendOutboxMessage = (id: number) =>
  adminFetch<OutboxMessageDetail>(`/api/admin/outbox/${id}/resend`, { method: 'POST' });
