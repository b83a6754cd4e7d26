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
import { Panel, Table, adminDateTime, adminRetryLabels } from '../components/ui';
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

const statusText: Record<PageStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A page's status as the list shows it: a live page's draft or scheduled changes are of the changes. */
export function pageStatus(page: Pick<PageSummary, 'status' | 'publishAt' | 'live'>): string {
  const at = page.publishAt ? ` ${adminDateTime.format(new Date(page.publishAt))}` : '';
  if (page.live && page.status === 'draft') return 'Published · draft changes';
  if (page.live && page.status === 'scheduled') return `Published · changes scheduled${at}`;
  return `${statusText[page.status]}${at}`;
}

/** "Complete", or how many texts miss a language. */
export function translationStatus(page: Pick<PageSummary, 'missingTranslations'>): string {
  if (page.missingTranslations === 0) return 'Complete';
  return page.missingTranslations === 1
    ? '1 text misses a language'
    : `${page.missingTranslations} texts miss a language`;
}

/** Admin → Pages: every page made of blocks, with its addresses, status, last change and translation. */
export function PagesPage() {
  const pages = useQuery(pagesQuery);
  // A title may name a price (a token): printed as the site prints it.
  const prices = useQuery(sitePartQuery('prices'));
  const session = useQuery(sessionQuery);
  const isAdmin = session.data?.user.role === 'Admin';

  let list;
  if (isFirstLoad(pages))
    list = (
      <div aria-busy="true">
        <p className="visually-hidden">Loading the pages…</p>
        <Skeleton $height="10rem" />
      </div>
    );
  else if (pages.isError || pages.isPending)
    list = (
      <ErrorNotice {...retryProps(pages)} labels={adminRetryLabels}>
        The pages could not be loaded.
      </ErrorNotice>
    );
  else if (pages.data.length === 0) list = <EmptyNotice>No pages yet.</EmptyNotice>;
  else
    list = (
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Addresses</th>
              <th scope="col">Status</th>
              <th scope="col">Translation</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((page) => (
              <tr key={page.id}>
                <td data-label="Page">
                  <Link to={`/admin/pages/${page.id}`}>
                    {printedTitle(page.title.sv || page.title.en || page.path.sv, prices.data?.data)}
                  </Link>
                  {page.problems > 0 ? <p role="note">{page.problems} part(s) cannot be shown</p> : null}
                </td>
                <td data-label="Addresses">
                  <Addresses>
                    <Breakable lang="sv" text={page.path.sv} />
                    <Breakable lang="en" text={page.path.en} />
                  </Addresses>
                </td>
                <WordsCell data-label="Status">{pageStatus(page)}</WordsCell>
                <WordsCell data-label="Translation">{translationStatus(page)}</WordsCell>
                <td data-label="Last change">
                  <time dateTime={page.updatedAt}>{adminDateTime.format(new Date(page.updatedAt))}</time>
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
        <h2 id="pages-title">Pages</h2>
        <Intro>
          The site’s pages, built from the component library’s blocks. Change a page’s texts and blocks, see
          it live beside the editor, and publish when it reads right. The prices, the navigation and the
          footer are shared parts: edited once, below, and every page that shows them follows.
        </Intro>
        <Toolbar>{isAdmin ? <NewPageButton /> : null}</Toolbar>
        {list}
      </Panel>
      <Panel aria-labelledby="shared-parts-title">
        <h2 id="shared-parts-title">Shared parts</h2>
        <Intro>Edited once, shown on every page that has them.</Intro>
        <SharedParts>
          <li>
            <Link to={sitePartScreens.prices.path}>Prices</Link>: the plans in kronor and dollars, their
            limited-time offer and the fixed-price package, shown by every pricing block and the hero.
          </li>
          <li>
            <Link to={sitePartScreens.chrome.path}>Navigation and footer</Link>: the navigation’s button and
            the footer’s words, on every public page.
          </li>
        </SharedParts>
      </Panel>
    </Screen>
  );
}
