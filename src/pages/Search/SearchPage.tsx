import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SearchHit } from '../../../shared/api';
import { parsePageParam, paths, searchHref } from '../../../shared/paths';
import { searchQueryMaxLength, searchWords } from '../../../shared/search';
import { ApiRequestError } from '../../api/client';
import { useSearch } from '../../api/search';
import { Badge } from '../../components/Badge/Badge';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight } from '../../styles/theme';

const Results = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[5]};
  list-style: none;
  max-width: 48rem;
`;

const Hit = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  mark {
    padding: 0 0.1em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${fontWeight.semibold};
  }
  ${Badge} {
    justify-self: start;
  }
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space[5]};
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Pager = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.75rem;
    font-weight: ${fontWeight.semibold};
  }
`;

function HitList({ hits }: { hits: SearchHit[] }) {
  const { t } = useI18n();
  return (
    <Results>
      {hits.map((hit) => (
        <Hit key={hit.href}>
          <Badge $tone={hit.type === 'service' ? 'accent' : 'neutral'}>
            {hit.type === 'service' ? t('search.typeService') : t('search.typePost')}
          </Badge>
          <h2>
            <Link to={hit.href}>{hit.title}</Link>
          </h2>
          {/* Escaped text whose only tags are <mark> (highlightedHtml in shared/search.ts). */}
          <p dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
        </Hit>
      ))}
    </Results>
  );
}

/**
 * The site search (`/search?q=`, `/en/search?q=`): the service pages and the published posts of the page's
 * language that hold every word, services first, posts ten a page by relevance, with the matches highlighted.
 * Rendered on the server with its results, so the form and every result link work without JavaScript; never
 * indexed.
 */
export function SearchPage() {
  const { lang, t } = useI18n();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, searchQueryMaxLength);
  const page = parsePageParam(params.get('page')) ?? 1;
  const asked = searchWords(query).length > 0;
  const results = useSearch(query, lang, page);

  let body;
  if (!asked) {
    // Nothing asked yet, or nothing that is a word (punctuation only): no request is made.
    body =
      query === '' ? (
        <Summary>{t('search.prompt')}</Summary>
      ) : (
        <EmptyNotice>{t('search.none', { query })}</EmptyNotice>
      );
  } else if (isFirstLoad(results)) {
    body = (
      <Results aria-busy="true" aria-label={t('search.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index}>
            <Skeleton $height="7rem" />
          </li>
        ))}
      </Results>
    );
  } else if (results.isError || results.isPending) {
    // Past the searches one address may make a minute (server/routes/search.ts), the visitor is told to wait.
    const limited = results.error instanceof ApiRequestError && results.error.status === 429;
    body = (
      <ErrorNotice {...retryProps(results)}>{t(limited ? 'search.tooMany' : 'search.error')}</ErrorNotice>
    );
  } else {
    // The matching service pages head the first page and are counted on every page.
    const { items, total, pageCount, services } = results.data;
    const count = total + services.length;
    body =
      count === 0 ? (
        <EmptyNotice>{t('search.none', { query })}</EmptyNotice>
      ) : (
        <>
          <Summary role="status">
            {count === 1 ? t('search.countOne', { query }) : t('search.count', { count, query })}
          </Summary>
          <HitList hits={page === 1 ? [...services, ...items] : items} />
          {pageCount > 1 ? (
            <Pager aria-label={t('search.pagination')}>
              {page > 1 ? (
                <Link to={searchHref(lang, query, page - 1)} rel="prev">
                  <ChevronLeft size={18} aria-hidden="true" />
                  {t('blog.previous')}
                </Link>
              ) : null}
              <span>{t('search.pageOf', { page, pageCount })}</span>
              {page < pageCount ? (
                <Link to={searchHref(lang, query, page + 1)} rel="next">
                  {t('blog.next')}
                  <ChevronRight size={18} aria-hidden="true" />
                </Link>
              ) : null}
            </Pager>
          ) : null}
        </>
      );
  }

  return (
    <>
      <PageMeta
        title={query ? t('meta.search.resultsTitle', { query }) : t('meta.search.title')}
        description={t('meta.search.description')}
        path={paths.search.pattern}
        noindex
      />
      <PageHero
        title={t('search.title')}
        subtitle={t('search.lead')}
        crumbs={[
          { name: t('nav.home'), path: paths.home.href(lang) },
          { name: t('search.title'), path: paths.search.href(lang) },
        ]}
      />
      <Section>
        <Container>
          <SearchForm query={query} />
          {body}
        </Container>
      </Section>
    </>
  );
}
