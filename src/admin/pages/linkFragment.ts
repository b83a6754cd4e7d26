import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isLang, type Lang } from '../../../shared/i18n';
import { rememberAdminLang, useAdminI18n } from '../i18n/adminI18n';

/**
 * What a link from an e-mail (a password reset, an invitation) carries in its fragment: the token, which never
 * leaves the browser but for the page's own call, and the language the e-mail was written in (`&lang=sv`), which
 * the page then speaks (and the sign-in page after it, on this browser).
 */
export function useLinkFragment(): { token: string; lang: Lang } {
  const { hash } = useLocation();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const linkLang = fragment.get('lang');
  const current = useAdminI18n().lang;
  useEffect(() => {
    if (isLang(linkLang)) rememberAdminLang(linkLang);
  }, [linkLang]);
  return { token: fragment.get('token') ?? '', lang: isLang(linkLang) ? linkLang : current };
}
