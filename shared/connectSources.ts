/**
 * The origins the browser's contact flow may call besides the site itself, from the build's VITE_* variables
 * (.env.example): a hosted Supabase project named by VITE_SUPABASE_URL, and EmailJS when its keys are all set
 * (the fallback of the specification's section 7). The client build writes the list to
 * `dist/client/.vite/connect-sources.json` (vite.config.ts) and the server names exactly these in the Content
 * Security Policy's `connect-src` (server/security.ts): a build without them lets the browser call no other host.
 */
export const connectSourcesFile = 'connect-sources.json';

export const emailjsApi = 'https://api.emailjs.com';

export function connectSources(env: Record<string, string | undefined>): string[] {
  const sources: string[] = [];
  if (env.VITE_SUPABASE_URL) {
    try {
      sources.push(new URL(env.VITE_SUPABASE_URL).origin);
    } catch {
      throw new Error(`VITE_SUPABASE_URL is not a URL: ${env.VITE_SUPABASE_URL}`);
    }
  }
  const emailjs = [
    'VITE_EMAILJS_PUBLIC_KEY',
    'VITE_EMAILJS_SERVICE_ID',
    'VITE_EMAILJS_TEMPLATE_AUTOREPLY',
    'VITE_EMAILJS_TEMPLATE_ADMIN',
  ];
  if (emailjs.every((name) => env[name])) sources.push(emailjsApi);
  return sources;
}
