import { useLocation } from 'react-router-dom';
import { usePage } from '../../api/pages';
import { useSettings } from '../../api/settings';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { PortfolioCollectionSchema } from '../../blocks/PortfolioCases/PortfolioCases';
import { BlogSchema, isPastLastPage, usePostListPage } from '../../blocks/PostList/PostListBlock';
import { BlockView } from '../../blocks/registry';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { organizationSchema, serviceSchema, websiteSchema } from '../../components/JsonLd/schema';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { isPageAddress, isServicePage } from '../../../shared/pageAddresses';
import type { PublicPage } from '../../../shared/pages';
import { pagedHref } from '../../../shared/paths';
import { NotFoundPage } from '../NotFound/NotFoundPage';

/**
 * The structured data a page carries besides its breadcrumbs and its blocks' own: the home page names the
 * organisation and the site, a page listing the posts the blog, a page of case studies the collection, a service
 * page the service (by the name its breadcrumb gives it).
 */
function StructuredData({ page }: { page: PublicPage }) {
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  const { data: settings } = useSettings();
  if (page.key === 'home') {
    return (
      <JsonLd
        data={[
          organizationSchema(baseUrl, settings),
          websiteSchema(baseUrl, lang, settings?.siteName ?? t('brand.name'), page.meta.description),
        ]}
      />
    );
  }
  const head = page.blocks.find((block) => block.type === 'pageHead');
  const has = (type: PublicPage['blocks'][number]['type']) =>
    page.blocks.some((block) => block.type === type);
  if (has('postList')) return <BlogSchema name={head?.data.title ?? page.meta.title} />;
  if (has('portfolioCases')) {
    return <PortfolioCollectionSchema name={head?.data.title ?? page.meta.title} path={page.path[lang]} />;
  }
  if (isServicePage(page.key)) {
    return (
      <JsonLd
        data={serviceSchema(baseUrl, lang, {
          name: head?.data.crumb ?? page.meta.title,
          description: page.meta.description,
          path: page.path[lang],
          provider: settings?.siteName ?? t('brand.name'),
        })}
      />
    );
  }
  return null;
}

/**
 * A page made of blocks (docs/content.md): its document comes from the database (prefetched on the server,
 * so the first HTML is whole), and each block is drawn by its kind's component. An address with no published
 * page is the not-found page.
 */
export function BlockPage() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const page = usePage(pathname, isPageAddress(pathname));

  if (!isPageAddress(pathname) || (page.isSuccess && page.data === null)) return <NotFoundPage />;
  if (!page.isSuccess) {
    return (
      <Section>
        <Container>
          {isFirstLoad(page) ? (
            <div aria-busy="true">
              <p className="visually-hidden">{t('page.loading')}</p>
              <Skeleton $height="3rem" style={{ width: '70%' }} />
              <Skeleton $height="1.5rem" style={{ width: '100%', marginTop: '1rem' }} />
              <Skeleton $height="1.5rem" style={{ width: '90%', marginTop: '0.5rem' }} />
            </div>
          ) : (
            <ErrorNotice {...retryProps(page)}>{t('page.error')}</ErrorNotice>
          )}
        </Container>
      </Section>
    );
  }

  return page.data!.blocks.some((block) => block.type === 'postList') ? (
    <ListedPage page={page.data!} />
  ) : (
    <PageView page={page.data!} />
  );
}

/** A page's head and blocks; `listPage` is the page of its post list it shows (2 and on: `?page=`). */
function PageView({ page, listPage = 1 }: { page: PublicPage; listPage?: number }) {
  const { t } = useI18n();
  const { meta, path, blocks, parts } = page;
  const head = blocks.find((block) => block.type === 'pageHead');
  const at = (address: string) => pagedHref(address, listPage);
  return (
    <>
      <PageMeta
        title={
          listPage > 1
            ? t('meta.listPageTitle', { name: head?.data.crumb ?? meta.title, page: listPage })
            : meta.title
        }
        description={meta.description}
        keywords={meta.keywords || undefined}
        path={at(path.sv)}
        hrefs={{ sv: at(path.sv), en: at(path.en) }}
        noindex={meta.noindex}
        cover={meta.socialImage}
      />
      <StructuredData page={page} />
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} parts={parts} />
      ))}
    </>
  );
}

/** A page with the blog's posts: its pages past the first are `?page=2` …, and one past the last is not found. */
function ListedPage({ page }: { page: PublicPage }) {
  const { page: listPage, posts } = usePostListPage();
  if (isPastLastPage(listPage, posts.data)) return <NotFoundPage />;
  return <PageView page={page} listPage={listPage ?? 1} />;
}
