import { queryOptions } from '@tanstack/react-query';
import type { RedirectInput } from '../../shared/adminSchemas';
import type { MissingPageList, Redirect, RedirectPage } from '../../shared/redirects';
import { adminFetch, adminSave } from './api';

/** A page of the redirects, newest change first, searched by either address. */
export const redirectsQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: ['admin', 'redirects', page, q],
    queryFn: () => {
      const params = new URLSearchParams();
      if (page > 1) params.set('page', String(page));
      if (q) params.set('q', q);
      const query = params.toString();
      return adminFetch<RedirectPage>(`/api/admin/redirects${query ? `?${query}` : ''}`);
    },
    placeholderData: (previous) => previous,
  });

/** The most requested page addresses that answered 404. */
export const missingPagesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'not-found', page],
    queryFn: () => adminFetch<MissingPageList>(`/api/admin/not-found${page > 1 ? `?page=${page}` : ''}`),
    placeholderData: (previous) => previous,
  });

/** Adds a redirect (no id) or changes one; a refusal throws a ValidationError with the fields' messages. */
export const saveRedirect = (id: number | null, input: RedirectInput) =>
  id === null
    ? adminSave<Redirect>('/api/admin/redirects', 'POST', input)
    : adminSave<Redirect>(`/api/admin/redirects/${id}`, 'PUT', input);

export const deleteRedirect = (id: number) =>
  adminFetch<void>(`/api/admin/redirects/${id}`, { method: 'DELETE' });

/** Takes a missing page off the list (it is counted afresh if it is requested again). */
export const dismissMissingPage = (path: string) =>
  adminFetch<void>(`/api/admin/not-found?${new URLSearchParams({ path })}`, { method: 'DELETE' });
