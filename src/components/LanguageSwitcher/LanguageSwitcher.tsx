import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { languages, type Lang } from '../../../shared/i18n';
import {
  categoryAt,
  categoryPageHref,
  parsePageParam,
  paths,
  postSlugAt,
  switchLangPath,
} from '../../../shared/paths';
import { useCategory } from '../../api/categories';
import { usePage } from '../../api/pages';
import { usePost } from '../../api/posts';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight } from '../../styles/theme';

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
  font-weight: ${fontWeight.bold};
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
 * The other language's address of the category page at `pathname`: its slug there, read from the category the
 * page shows (in the query cache, prefetched on the server, so the first HTML links it); the blog when the
 * category has no posts in that language. Undefined elsewhere.
 */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function useCategorySwitch(pathname: string, search: string) {
  const category = categoryAt(pathname);
  const page = parsePageParam(new URLSearchParams(search).get('page')) ?? 1;
  // Reads the cache only (never fetches): the category page itself asks for it, by the slug the router decoded.
  const { data } = useCategory(category?.lang ?? 'sv', decoded(category?.slug ?? ''), page, false);
  if (!category) return undefined;
  return (lang: Lang) => {
    if (lang === category.lang) return undefined;
    const slug = data?.category.slug[lang];
    return slug ? categoryPageHref(lang, slug, 1) : paths.blog.href(lang);
  };
}

/**
 * On a post written in one language only, the other language's link goes to that language's blog (the post has
 * no page there). Reads the post the page shows from the query cache; undefined elsewhere.
 */
function usePostSwitch(pathname: string) {
  const slug = postSlugAt(pathname);
  const { data } = usePost(decoded(slug ?? ''), false);
  if (!slug || !data) return undefined;
  return (lang: Lang) => (data.languages.includes(lang) ? undefined : paths.blog.href(lang));
}

/**
 * On a page made of blocks, the other language's address is the page's own, from its document: a campaign page's
 * English address need not be its Swedish one under /en. Reads the page the route shows from the query cache
 * (BlockPage asks for it by the same address; the server's render has it); undefined elsewhere.
 */
function useBlockPageSwitch(pathname: string) {
  const { data } = usePage(pathname, false);
  if (!data) return undefined;
  return (lang: Lang) => (lang === data.lang ? undefined : data.path[lang]);
}

/**
 * Two links, SV and EN, to the same page in each language (a real address: it works before the application
 * has arrived, and search engines follow it between the language versions); the current one is marked.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const { pathname, search, hash } = useLocation();
  const categoryHref = useCategorySwitch(pathname, search);
  const postHref = usePostSwitch(pathname);
  const blockPageHref = useBlockPageSwitch(pathname);
  return (
    <Group role="group" aria-label={t('nav.language')}>
      {languages.map((option) => (
        <Option
          key={option}
          to={
            categoryHref?.(option) ??
            postHref?.(option) ??
            blockPageHref?.(option) ??
            switchLangPath(`${pathname}${search}${hash}`, option)
          }
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
