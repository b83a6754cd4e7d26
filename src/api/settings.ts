import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SiteSettings } from '../../shared/api';
import { getJson, useApi, type ApiFetch } from './client';

export const settingsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: () => getJson<SiteSettings>(api, apiPaths.settings),
  });

export function useSettings() {
  return useQuery(settingsQuery(useApi()));
}
