/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_AUTOREPLY?: string;
  readonly VITE_EMAILJS_TEMPLATE_ADMIN?: string;
  readonly VITE_CONTACT_NOTIFY_TO?: string;
  readonly VITE_CONTACT_NOTIFY_CC?: string;
}
