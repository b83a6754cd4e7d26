/**
 * The EmailJS configuration Storybook builds with (see .storybook/main.ts), so stories can assert the
 * exact bodies the fallback sends. No imports: Storybook's main.ts loads this file in Node.
 */
export const emailjsTestConfig = {
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_TEMPLATE_AUTOREPLY: 'template_autoreply',
  VITE_EMAILJS_TEMPLATE_ADMIN: 'template_admin',
  VITE_CONTACT_NOTIFY_TO: 'leads@novaweb.se',
  VITE_CONTACT_NOTIFY_CC: 'sales@novaweb.se',
};
