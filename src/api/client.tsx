import { createContext, useContext, type ReactNode } from 'react';

/**
 * How the app reaches its API. In the browser this is `fetch`; during server rendering the server passes
 * a function that answers in-process, so one set of fetchers serves both sides.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Request to ${path} failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
}

export async function getJson<T>(api: ApiFetch, path: string): Promise<T> {
  const response = await api(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiRequestError(response.status, path);
  return (await response.json()) as T;
}

export const browserFetch: ApiFetch = (path, init) => fetch(path, init);

const ApiContext = createContext<ApiFetch>(browserFetch);

export function ApiProvider({ api, children }: { api: ApiFetch; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiFetch {
  return useContext(ApiContext);
}
