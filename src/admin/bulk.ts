import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { toast } from 'sonner';
import type { BulkResult } from '../../shared/bulk';
import { adminFetch, RowsRefusedError } from './api';
import { useAdminI18n } from './i18n/adminI18n';

/** The lists with bulk actions, by the path of their API (`POST /api/admin/{list}/bulk`; docs/admin.md). */
export type BulkList = 'leads' | 'posts' | 'media' | 'outbox';

/** A bulk action's request: what to do, to which rows, and what it needs (a status, an owner). */
export type BulkBody = { action: string; ids: (string | number)[] } & Record<string, unknown>;

/**
 * The list table's marking of the rows a bulk action was refused for (DataTable provides it around its bulk bar):
 * the rows stay chosen, each says so, until the choice is cleared or another page shown.
 */
export const RefusedRows = createContext<(ids: string[]) => void>(() => undefined);

/**
 * One bulk action's request (shared/bulk.ts): every list it touches is fetched again, whether it was done or
 * refused (a refusal names rows another tab changed: the list shows them as they are now), and a refusal is said
 * in the admin's language, the rows it names marked in the list. The caller says what was done.
 */
export function useBulkAction(list: BulkList) {
  const queryClient = useQueryClient();
  const { message } = useAdminI18n();
  const markRefused = useContext(RefusedRows);
  return useMutation({
    mutationFn: (body: BulkBody) =>
      adminFetch<BulkResult>(`/api/admin/${list}/bulk`, { method: 'POST', body: JSON.stringify(body) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin'] }),
    onError: (error) => {
      toast.error(message(error.message));
      if (error instanceof RowsRefusedError) markRefused(error.ids.map(String));
    },
  });
}
