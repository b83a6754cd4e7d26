import type { ContactConfig } from './config';

type FunctionsClient = {
  functions: import('@supabase/supabase-js').SupabaseClient['functions'];
  FunctionsHttpError: typeof import('@supabase/supabase-js').FunctionsHttpError;
};

/** One client per address and key: a second send reuses it (two clients in a page make supabase-js warn). */
const clients = new Map<string, Promise<FunctionsClient>>();

/**
 * The Supabase client for calling the edge functions, loaded only when a call is made (never on page load),
 * with no session handling of its own: the site's functions need none, staff calls carry the session cookie.
 */
export function loadFunctionsClient(config: ContactConfig): Promise<FunctionsClient> {
  const url = config.functionsBaseUrl();
  const key = `${url} ${config.anonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createFunctionsClient(url, config.anonKey);
    // A failed import (offline) is not kept: the next send tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}

async function createFunctionsClient(url: string, anonKey: string): Promise<FunctionsClient> {
  const { createClient, FunctionsHttpError } = await import('@supabase/supabase-js');
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { functions: client.functions, FunctionsHttpError };
}
