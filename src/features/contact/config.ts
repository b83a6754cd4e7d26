/** Build-time configuration of the contact flow (Vite's VITE_* variables; see .env.example). */
export interface ContactConfig {
  /** Where the edge functions live: the site's own origin unless a hosted Supabase project is named. */
  functionsBaseUrl: () => string;
  anonKey: string;
  emailjs: {
    publicKey: string;
    serviceId: string;
    autoReplyTemplateId: string;
    adminTemplateId: string;
    notifyTo: string;
    notifyCc: string;
  };
}

const env = import.meta.env;

export const contactConfig: ContactConfig = {
  functionsBaseUrl: () => env.VITE_SUPABASE_URL || window.location.origin,
  // The site's own functions ignore the key; a hosted Supabase project needs its public anon key here.
  anonKey: env.VITE_SUPABASE_ANON_KEY || 'public-anon-key',
  emailjs: {
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
    autoReplyTemplateId: env.VITE_EMAILJS_TEMPLATE_AUTOREPLY ?? '',
    adminTemplateId: env.VITE_EMAILJS_TEMPLATE_ADMIN ?? '',
    notifyTo: env.VITE_CONTACT_NOTIFY_TO ?? '',
    notifyCc: env.VITE_CONTACT_NOTIFY_CC ?? '',
  },
};

export function emailjsConfigured(config: ContactConfig): boolean {
  const { publicKey, serviceId, autoReplyTemplateId, adminTemplateId } = config.emailjs;
  return Boolean(publicKey && serviceId && autoReplyTemplateId && adminTemplateId);
}
