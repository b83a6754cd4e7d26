import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SiteSettings } from '../../shared/api';
import type { ChromePart } from '../../shared/blocks/chrome';
import { localize, type LocalizedIn } from '../../shared/localize';
import type { Lang } from '../../shared/i18n';
import { getJson, useApi, type ApiFetch } from './client';

export const settingsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: () => getJson<SiteSettings>(api, apiPaths.settings),
  });

export function useSettings() {
  return useQuery(settingsQuery(useApi()));
}

/** The navigation's and footer's words in `lang` (a shared part, edited once); null until they are stored. */
export function useChrome(lang: Lang): LocalizedIn<ChromePart> | null {
  const { data } = useSettings();
  return data?.chrome ? localize(data.chrome, lang) : null;
}
