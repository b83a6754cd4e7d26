import styled from 'styled-components';
import { languages, type Lang } from '../../../shared/i18n';
import { useI18n } from '../../i18n/I18nProvider';

const Group = styled.div`
  display: inline-flex;
  padding: 3px;
  gap: 2px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
`;

const Option = styled.button`
  min-width: 2.5rem;
  min-height: 2rem;
  padding: 0.2rem 0.55rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Each language is named in itself, so the name fits the button's lang attribute in either UI language. */
const languageNames: Record<Lang, string> = { sv: 'svenska', en: 'English' };

/** Two buttons, SV and EN; the active language is highlighted and pressing the other opens the same page in it. */
export function LanguageSwitcher() {
  const { lang, t, changeLanguage } = useI18n();
  return (
    <Group role="group" aria-label={t('nav.language')}>
      {languages.map((option) => (
        <Option
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === lang}
          onClick={() => changeLanguage(option)}
        >
          {option.toUpperCase()}
          <span className="visually-hidden"> – {languageNames[option]}</span>
        </Option>
      ))}
    </Group>
  );
}
