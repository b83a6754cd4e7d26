import { Fragment } from 'react';
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
import { NewPageButton } from '../components/pages/NewPage';
import { Panel, Table, adminDateTime, adminRetryLabels } from '../components/ui';
import { pagesQuery } from '../pages';
import { sessionQuery } from '../api';

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

/** A status is one word or a word and a date: never broken inside a word ("Publish-ed"). */
const Status = styled.td`
  min-width: 7em;
  overflow-wrap: normal;
`;

/** An address that may wrap after each slash, never inside a word. */
const Address = ({ path, lang }: { path: string; lang: string }) => (
  <span lang={lang}>
    {path.split(/(?<=\/)/).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </span>
);

const statusText: Record<PageStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

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
                <td>
                  <Link to={`/admin/pages/${page.id}`}>{page.title.sv || page.title.en || page.path.sv}</Link>
                  {page.problems > 0 ? <p role="note">{page.problems} block(s) cannot be shown</p> : null}
                </td>
                <td>
                  <Addresses>
                    <Address lang="sv" path={page.path.sv} />
                    <Address lang="en" path={page.path.en} />
                  </Addresses>
                </td>
                <Status>
                  {statusText[page.status]}
                  {page.publishAt ? ` ${adminDateTime.format(new Date(page.publishAt))}` : null}
                </Status>
                <td>{translationStatus(page)}</td>
                <td>
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
          it live beside the editor, and publish when it reads right. The prices are edited once, under
          Prices, and every page that shows them follows.
        </Intro>
        <Toolbar>{isAdmin ? <NewPageButton /> : null}</Toolbar>
        {list}
      </Panel>
      <Panel aria-labelledby="prices-title">
        <h2 id="prices-title">Prices</h2>
        <Intro>
          The plans and their prices in kronor and dollars, shown by every pricing block and the hero.
        </Intro>
        <Link to="/admin/pages/prices">Edit the prices</Link>
      </Panel>
    </Screen>
  );
}
