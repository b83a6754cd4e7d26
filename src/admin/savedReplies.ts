import { queryOptions } from '@tanstack/react-query';
import type { SavedReply, SavedReplyInput } from '../../shared/savedReplies';
import { adminFetch, adminSave } from './api';

export type { SavedReply, SavedReplyInput } from '../../shared/savedReplies';

/** The saved replies, by name (server/routes/admin/savedReplies.ts). */
export const savedRepliesQuery = queryOptions({
  queryKey: ['admin', 'saved-replies'],
  queryFn: () => adminFetch<SavedReply[]>('/api/admin/saved-replies'),
});

/** Saves a saved reply: a new one without `id`, else a change to it. */
export const saveSavedReply = (input: SavedReplyInput, id?: number) =>
  id === undefined
    ? adminSave<SavedReply>('/api/admin/saved-replies', 'POST', input)
    : adminSave<SavedReply>(`/api/admin/saved-replies/${id}`, 'PUT', input);

export const deleteSavedReply = (id: number) =>
  adminFetch<void>(`/api/admin/saved-replies/${id}`, { method: 'DELETE' });
