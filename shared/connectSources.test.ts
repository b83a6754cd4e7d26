import { describe, expect, it } from 'vitest';
import { connectSources, emailjsApi } from './connectSources';

const emailjsKeys = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_AUTOREPLY: 'auto-reply',
  VITE_EMAILJS_TEMPLATE_ADMIN: 'admin',
};

describe('connectSources', () => {
  it('names no other host for a build without a hosted backend or EmailJS', () => {
    expect(connectSources({})).toEqual([]);
  });

  it('names EmailJS only when all of its keys are set, as the contact form uses it only then', () => {
    expect(connectSources(emailjsKeys)).toEqual([emailjsApi]);
    expect(connectSources({ ...emailjsKeys, VITE_EMAILJS_TEMPLATE_ADMIN: '' })).toEqual([]);
  });

  it('names a hosted Supabase project by its origin', () => {
    expect(connectSources({ VITE_SUPABASE_URL: 'https://abc.supabase.co/' })).toEqual([
      'https://abc.supabase.co',
    ]);
  });

  it('refuses a Supabase address that is not a URL, so the build stops instead of shipping a broken form', () => {
    expect(() => connectSources({ VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(/VITE_SUPABASE_URL/);
  });
});
