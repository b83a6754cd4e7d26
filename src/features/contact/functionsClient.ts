import type { ContactConfig } from './config';

/**
 * The Supabase client for calling the edge functions, loaded only when a call is made (never on page load),
 * with no session handling of its own: the site's functions need none, staff calls carry the session cookie.
 */
export async function loadFunctionsClient(config: ContactConfig) {
  const { createClient, FunctionsHttpError } = await import('@supabase/supabase-js');
  const client = createClient(config.functionsBaseUrl(), config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { functions: client.functions, FunctionsHttpError };
}
