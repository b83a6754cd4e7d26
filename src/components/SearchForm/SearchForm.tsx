import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, searchHref } from '../../../shared/paths';
import { searchQueryMaxLength } from '../../../shared/search';
import { useI18n } from '../../i18n/I18nProvider';
import { Button } from '../Button/Button';
import { fontWeight } from '../../styles/theme';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  max-width: 40rem;
  label {
    grid-column: 1 / -1;
    font-weight: ${fontWeight.semibold};
  }
  &[data-compact] label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  input {
    min-width: 0;
    height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The site search's form: a plain GET to the search page (`?q=`), so it works as HTML before and without the
 * application; once it runs, the search page opens without a page load. `compact` (the blog) hides the label
 * visually, keeping it for screen readers.
 */
export function SearchForm({ query = '', compact = false }: { query?: string; compact?: boolean }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  return (
    <Form
      role="search"
      method="get"
      action={paths.search.href(lang)}
      data-compact={compact || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const query = new FormData(event.currentTarget).get('q');
        const href = searchHref(lang, typeof query === 'string' ? query.trim() : '');
        // Navigated once the submit event is over: started inside it, the search page's new render was held
        // suspended under React's act() in the story tests (a link's click does not do that).
        setTimeout(() => void navigate(href), 0);
      }}
    >
      <label htmlFor={id}>{compact ? t('search.blogLabel') : t('search.label')}</label>
      <input
        // A new query from a link or the history shows in the field.
        key={query}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={searchQueryMaxLength}
        // Where the label is for screen readers only, the empty field still says what it is for.
        placeholder={compact ? t('search.blogLabel') : undefined}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit">
        <Search size={18} aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </Form>
  );
}
