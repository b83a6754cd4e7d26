import { useParams, useSearchParams } from 'react-router-dom';
import { languages } from '../../../shared/i18n';
import { categoryPageHref, parsePageParam, paths } from '../../../shared/paths';
import { useCategory } from '../../api/categories';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { ErrorNotice, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { PostCard } from '../../components/PostCard/PostCard';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { Pagination, PostGrid, PostGridSkeleton } from '../../components/PostList/PostList';

/**
 * A blog category (/blog/kategori/:slug, /en/blog/category/:slug): its posts in the visitor's language, newest
 * first, in pages. Its other language's address is its own slug there, so the alternates name it explicitly.
 */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const category = useCategory(lang, slug, page ?? 1);

  if (page === null || (category.isSuccess && category.data === null)) return <NotFoundPage />;

  const crumbs = [
    { name: t('nav.home'), path: paths.home.href(lang) },
    { name: t('nav.blog'), path: paths.blog.href(lang) },
  ];

  if (isFirstLoad(category) || category.isError || category.isPending) {
    return (
      <>
        <PageHero title={t('nav.blog')} crumbs={crumbs} />
        <Section>
          <Container>
            {isFirstLoad(category) ? (
              <PostGridSkeleton />
            ) : (
              <ErrorNotice {...retryProps(category)}>{t('category.error')}</ErrorNotice>
            )}
          </Container>
        </Section>
      </>
    );
  }

  const { category: info, posts } = category.data!;
  const name = info.name[lang];
  const hrefs = Object.fromEntries(
    languages.flatMap((language) => {
      const own = info.slug[language];
      return own ? [[language, categoryPageHref(language, own, 1)]] : [];
    }),
  );
  const href = categoryPageHref(lang, slug, page);
  return (
    <>
      <PageMeta
        title={
          page > 1
            ? t('meta.category.pageTitle', { category: name, page })
            : t('meta.category.title', { category: name })
        }
        description={t('meta.category.description', { category: name })}
        // Every language the page exists in has its own address in `hrefs`; `path` is never used for it.
        path={paths.blog.pattern}
        hrefs={{ ...hrefs, [lang]: href }}
        languages={languages.filter((language) => info.slug[language])}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name,
          url: `${baseUrl}${href}`,
          inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
          isPartOf: { '@type': 'Blog', name: t('blog.title'), url: `${baseUrl}${paths.blog.href(lang)}` },
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: posts.items.map((post, index) => ({
              '@type': 'ListItem',
              position: (page - 1) * posts.pageSize + index + 1,
              url: `${baseUrl}${paths.blogPost.href(lang, post.slug)}`,
              name: post.title[lang],
            })),
          },
        }}
      />
      <PageHero
        title={name}
        subtitle={t('category.lead', { category: name })}
        crumbs={[...crumbs, { name, path: categoryPageHref(lang, slug, 1) }]}
      />
      <Section>
        <Container>
          <PostGrid>
            {posts.items.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={2} priority={index === 0} />
              </li>
            ))}
          </PostGrid>
          {posts.pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={posts.pageCount}
              hrefFor={(n) => categoryPageHref(lang, slug, n)}
              label={t('category.pagination')}
            />
          ) : null}
        </Container>
      </Section>
    </>
  );
}
