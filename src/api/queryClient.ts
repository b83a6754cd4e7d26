import { QueryClient } from '@tanstack/react-query';

/** Unused data is kept 5 minutes and counts as fresh for 2 (specification, section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60_000, staleTime: 2 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
