import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageStatus, PageSummary } from '../../../shared/pages';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { Breakable } from '../components/Breakable';
import { NewPageButton } from '../components/pages/NewPage';
import { Panel, Table } from '../components/ui';
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

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Addresses = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: normal;
`;

/** A cell of words (a status, a word and a date, "Complete"): never broken inside a word ("Publish-ed"). */
const WordsCell = styled.td`
  min-width: 7em;
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
  const { t, dateTime, retryLabels } = i18n;
  const pages = useQuery(pagesQuery);
  // A title may name a price (a token): printed as the site prints it.
  const prices = useQuery(sitePartQuery('prices'));
  const session = useQuery(sessionQuery);
  const isAdmin = session.data?.user.role === 'Admin';

  let list;
  if (isFirstLoad(pages))
    list = (
      <div aria-busy="true">
        <p className="visually-hidden">{t('pages.loading')}</p>
        <Skeleton $height="10rem" />
      </div>
    );
  else if (pages.isError || pages.isPending)
    list = (
      <ErrorNotice {...retryProps(pages)} labels={retryLabels}>
        {t('pages.failed')}
      </ErrorNotice>
    );
  else if (pages.data.length === 0) list = <EmptyNotice>{t('pages.none')}</EmptyNotice>;
  else
    list = (
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('pages.page')}</th>
              <th scope="col">{t('pages.addresses')}</th>
              <th scope="col">{t('pages.status')}</th>
              <th scope="col">{t('pages.translation')}</th>
              <th scope="col">{t('pages.lastChange')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((page) => (
              <tr key={page.id}>
                <td data-label={t('pages.page')}>
                  <Link to={`/admin/pages/${page.id}`}>
                    {printedTitle(page.title.sv || page.title.en || page.path.sv, prices.data?.data)}
                  </Link>
                  {page.problems > 0 ? (
                    <p role="note">{t('pages.problems', { count: page.problems })}</p>
                  ) : null}
                </td>
                <td data-label={t('pages.addresses')}>
                  <Addresses>
                    <Breakable lang="sv" text={page.path.sv} />
                    <Breakable lang="en" text={page.path.en} />
                  </Addresses>
                </td>
                <WordsCell data-label={t('pages.status')}>{pageStatus(i18n, page)}</WordsCell>
                <WordsCell data-label={t('pages.translation')}>{translationStatus(t, page)}</WordsCell>
                <td data-label={t('pages.lastChange')}>
                  <time dateTime={page.updatedAt}>{dateTime.format(new Date(page.updatedAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );

  return (
    <Screen>
      <Panel aria-labelledby="pages-title">
        <h2 id="pages-title">{t('pages.title')}</h2>
        <Intro>{t('pages.intro')}</Intro>
        <Toolbar>{isAdmin ? <NewPageButton /> : null}</Toolbar>
        {list}
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
