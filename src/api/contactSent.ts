import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactSentPath, type SentDetails } from '../../shared/contact';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

/**
 * What a sealed confirmation holds (`/contact?sent=<token>`, after the browser posted the form itself); null once
 * it has expired (a normal answer: the page still says the message was sent, without repeating it).
 */
export const sentDetailsQuery = (api: ApiFetch, token: string) =>
  queryOptions({
    queryKey: ['contact-sent', token],
    queryFn: async (): Promise<SentDetails | null> => {
      try {
        return await getJson<SentDetails>(api, `${contactSentPath}?token=${encodeURIComponent(token)}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

/** The details of `token`'s confirmation; nothing is asked for without a token. */
export function useSentDetails(token: string | null) {
  const api = useApi();
  return useQuery({ ...sentDetailsQuery(api, token ?? ''), enabled: Boolean(token) });
}
