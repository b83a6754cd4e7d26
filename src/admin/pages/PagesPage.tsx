import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageStatuses, type PageStatus, type PageSummary } from '../../../shared/pages';
import { Breakable } from '../components/Breakable';
import { NewPageButton } from '../components/pages/NewPage';
import { Field, Panel, Toolbar } from '../components/ui';
import { DataTable, type DataColumn } from '../components/DataTable';
import { matchesSearch, pageOf } from '../listPage';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
import { fill, useAdminI18n, type AdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { pagesQuery, sitePartQuery } from '../pages';
import { printedTitle } from '../components/pages/pageTexts';
import { sessionQuery } from '../api';
import { sitePartScreens } from './SitePartPage';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 48rem;
`;

const SharedParts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[5]};
  max-width: 48rem;
`;

const Addresses = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: normal;
`;

const statusText: Record<PageStatus, AdminMessageKey> = {
  draft: 'pages.status.draft',
  scheduled: 'pages.status.scheduled',
  published: 'pages.status.published',
};

/** A page's status as the list shows it: a live page's draft or scheduled changes are of the changes. */
export function pageStatus(
  { t, dateTime }: Pick<AdminI18n, 't' | 'dateTime'>,
  page: Pick<PageSummary, 'status' | 'publishAt' | 'live'>,
): string {
  const at = page.publishAt ? dateTime.format(new Date(page.publishAt)) : '';
  if (page.live && page.status === 'draft') return t('pages.liveDraft');
  if (page.live && page.status === 'scheduled') return t('pages.liveScheduled', { at }).trim();
  return t('pages.status.at', { status: t(statusText[page.status]), at }).trim();
}

/** "Complete", or how many texts miss a language. */
export function translationStatus(t: AdminI18n['t'], page: Pick<PageSummary, 'missingTranslations'>): string {
  if (page.missingTranslations === 0) return t('pages.complete');
  return page.missingTranslations === 1
    ? t('pages.missing.one')
    : t('pages.missing.other', { count: page.missingTranslations });
}

/** Admin → Pages: every page made of blocks, with its addresses, status, last change and translation. */
export function PagesPage() {
  const i18n = useAdminI18n();
  const { t, count, dateTime } = i18n;
  const pages = useQuery(pagesQuery);
  // A title may name a price (a token): printed as the site prints it.
  const prices = useQuery(sitePartQuery('prices'));
  const session = useQuery(sessionQuery);
  const isAdmin = session.data?.user.role === 'Admin';

  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const list = pages.data
    ? pageOf(listPages(pages.data, params.q, params.status), params.page, pagesPageSize)
    : undefined;
  const columns: DataColumn<PageSummary>[] = [
    {
      id: 'page',
      header: t('pages.page'),
      cell: (page) => (
        <>
          <Link to={`/admin/pages/${page.id}`}>
            {printedTitle(page.title.sv || page.title.en || page.path.sv, prices.data?.data)}
          </Link>
          {page.problems > 0 ? <p role="note">{t('pages.problems', { count: page.problems })}</p> : null}
        </>
      ),
    },
    {
      id: 'addresses',
      header: t('pages.addresses'),
      cell: (page) => (
        <Addresses>
          <Breakable lang="sv" text={page.path.sv} />
          <Breakable lang="en" text={page.path.en} />
        </Addresses>
      ),
    },
    { id: 'status', header: t('pages.status'), layout: 'label', cell: (page) => pageStatus(i18n, page) },
    {
      id: 'translation',
      header: t('pages.translation'),
      layout: 'label',
      cell: (page) => translationStatus(t, page),
    },
    {
      id: 'changed',
      header: t('pages.lastChange'),
      cell: (page) => <time dateTime={page.updatedAt}>{dateTime.format(new Date(page.updatedAt))}</time>,
    },
  ];

  return (
    <Screen>
      <Panel aria-labelledby="pages-title">
        <h2 id="pages-title">{t('pages.title')}</h2>
        <Intro>{t('pages.intro')}</Intro>
        <Toolbar>
          <Field>
            <label htmlFor="pages-search">{t('list.search')}</label>
            <input
              id="pages-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="pages-status">{t('pages.status')}</label>
            <select
              id="pages-status"
              value={params.status}
              onChange={(event) => setParams({ status: event.target.value })}
            >
              <option value="">{t('list.all')}</option>
              {pageStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(statusText[status])}
                </option>
              ))}
            </select>
          </Field>
          {isAdmin ? <NewPageButton /> : null}
        </Toolbar>
        <DataTable
          label={t('pages.title')}
          query={pages}
          page={list}
          columns={columns}
          rowId={pageId}
          rowName={(page) => page.title.sv || page.path.sv}
          texts={{
            loading: t('pages.loading'),
            failed: t('pages.failed'),
            none: pages.data?.length === 0 ? t('pages.none') : t('pages.noMatch'),
            pages: t('pages.pages'),
            count: (total) =>
              t(total === 1 ? 'pages.count.one' : 'pages.count.other', { count: count(total) }),
          }}
          onPage={(shown) => setParams({ page: shown })}
        />
      </Panel>
      <Panel aria-labelledby="shared-parts-title">
        <h2 id="shared-parts-title">{t('pages.shared')}</h2>
        <Intro>{t('pages.sharedIntro')}</Intro>
        <SharedParts>
          <li>
            {fill(t('pages.sharedPrices'), {
              link: (
                <Link key="link" to={sitePartScreens.prices.path}>
                  {t('pages.sharedPricesLink')}
                </Link>
              ),
            })}
          </li>
          <li>
            {fill(t('pages.sharedChrome'), {
              link: (
                <Link key="link" to={sitePartScreens.chrome.path}>
                  {t('pages.sharedChromeLink')}
                </Link>
              ),
            })}
          </li>
        </SharedParts>
      </Panel>
    </Screen>
  );
}

const pageId = (page: PageSummary) => String(page.id);
const pagesPageSize = 25;

/** The pages list's address: `?q=&status=&page=` (issue #41). */
const listRules = {
  q: { default: '' },
  status: { default: '', choices: ['', ...pageStatuses] },
} satisfies ListParamRules<string>;

/** The pages matching a search (titles and addresses in both languages) and a status, in their order. */
function listPages(pages: readonly PageSummary[], q: string, status: string): PageSummary[] {
  return pages.filter(
    (page) =>
      (!status || page.status === status) &&
      matchesSearch([page.title.sv, page.title.en, page.path.sv, page.path.en].join(' '), q),
  );
}
