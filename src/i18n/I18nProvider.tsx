import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Lang } from '../../shared/i18n';
import { langFromPath, switchLangPath } from '../../shared/paths';
import { formatLongDate, translate, type TranslateVars } from './translate';
import type { MessageKey } from './sv';

export interface I18nValue {
  lang: Lang;
  t: (key: MessageKey, vars?: TranslateVars) => string;
  formatDate: (isoDate: string) => string;
  /** Navigates to the same page in another language: the URL is the one source of the language. */
  changeLanguage: (lang: Lang) => void;
  /** Kept for callers of the old API; the language follows the URL, so this only warns. */
  setLanguage: (lang: Lang) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Derives the language from the current path; must sit inside a router. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = langFromPath(location.pathname);

  const changeLanguage = useCallback(
    (next: Lang) => {
      if (next === lang) return;
      navigate(switchLangPath(`${location.pathname}${location.search}${location.hash}`, next));
    },
    [lang, location.pathname, location.search, location.hash, navigate],
  );

  const setLanguage = useCallback((next: Lang) => {
    console.warn(
      `setLanguage('${next}') does not change the language: it follows the URL. Use changeLanguage (the URL-sync function) instead.`,
    );
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      lang,
      t: (key, vars) => translate(lang, key, vars),
      formatDate: (isoDate) => formatLongDate(lang, isoDate),
      changeLanguage,
      setLanguage,
    }),
    [lang, changeLanguage, setLanguage],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value)
    throw new Error('useI18n must be used inside <I18nProvider>: wrap the app (or the story) in it.');
  return value;
}
