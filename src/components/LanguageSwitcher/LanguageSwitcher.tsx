import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { languages, type Lang } from '../../../shared/i18n';
import { switchLangPath } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
`;

const Option = styled(Link)`
  display: inline-grid;
  place-items: center;
  min-width: 2.5rem;
  min-height: 2rem;
  padding: 0.2rem 0.55rem;
  border: 0;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  cursor: pointer;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  &:hover:not([aria-current='true']) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Each language is named in itself, so the name fits the button's lang attribute in either UI language. */
const languageNames: Record<Lang, string> = { sv: 'svenska', en: 'English' };

/**
 * Two links, SV and EN, to the same page in each language (a real address: it works before the application
 * has arrived, and search engines follow it between the language versions); the current one is marked.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  return (
    <Group role="group" aria-label={t('nav.language')}>
      {languages.map((option) => (
        <Option
          key={option}
          to={switchLangPath(`${pathname}${search}${hash}`, option)}
          lang={option}
          hrefLang={option}
          aria-current={option === lang ? 'true' : undefined}
        >
          {option.toUpperCase()}
          <span className="visually-hidden"> – {languageNames[option]}</span>
        </Option>
      ))}
    </Group>
  );
}
