import { ArrowLeft } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { categorySlug } from '../../../shared/categories';
import { paths } from '../../../shared/paths';
import { postCtaMarker } from '../../../shared/postCta';
import { usePost } from '../../api/posts';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { Badge } from '../../components/Badge/Badge';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { ClosingCta } from '../../components/ClosingCta/ClosingCta';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { Skeleton } from '../../components/LoadState/LoadState';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { PostCta } from '../../components/PostCta/PostCta';
import { Picture } from '../../components/Picture/Picture';
import { Container, Section } from '../../components/Section/Section';
import { PreviewRibbon } from '../../components/PreviewRibbon/PreviewRibbon';
import { useI18n } from '../../i18n/I18nProvider';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { RelatedPosts } from './RelatedPosts';
import { fontWeight } from '../../styles/theme';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 46rem;
  margin: 0 auto;
  padding-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[6]});
  header {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: ${fontWeight.heavy};
    color: ${({ theme }) => theme.color.surfaceInverse};
  }
`;

const Cover = styled(Picture)`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${fontWeight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The category's badge, a link to its page. */
const CategoryLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover span {
    text-decoration: underline;
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A body's parts around its call-to-action cards, spaced as the body's own paragraphs are. */
const BodyParts = styled.div`
  > * + * {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

/**
 * The post's text as the server rendered it, with a call-to-action card drawn wherever the writer put one
 * (shared/postCta.ts: the server leaves its place as a marker); a text without one is one block of prose.
 */
function PostBody({ html }: { html: string }) {
  const parts = html.split(postCtaMarker);
  if (parts.length === 1) return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <BodyParts>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <PostCta /> : null}
          {part.trim() ? <Prose dangerouslySetInnerHTML={{ __html: part }} /> : null}
        </Fragment>
      ))}
    </BodyParts>
  );
}

/** Typography for the rendered Markdown body. */
const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.75;
  > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[7]};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[5]};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textMuted};
  }
  code {
    font-size: 0.9em;
    background: ${({ theme }) => theme.color.surfaceMuted};
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  /* A picture from the library, the column's width at most, its own shape kept (width and height are set). */
  picture,
  img {
    display: block;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** One post: its body comes from the database as HTML rendered (and escaped) on the server. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { lang, t, formatDate } = useI18n();
  const { baseUrl } = useSiteConfig();
  const post = usePost(slug);

  // A post not translated has no English page.
  if (post.isSuccess && (post.data === null || !post.data.languages.includes(lang))) return <NotFoundPage />;

  const back = (
    <Back to={paths.blog.href(lang)}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('blog.back')}
    </Back>
  );

  if (post.isPending || post.isError) {
    return (
      <Section>
        <Container>
          <Article aria-busy={post.isPending}>
            {back}
            {post.isError ? (
              <div role="alert">
                <p>{t('blog.postError')}</p>
                <Button variant="secondary" size="sm" onClick={() => void post.refetch()}>
                  {t('common.retry')}
                </Button>
              </div>
            ) : (
              <div>
                <p className="visually-hidden">{t('blog.loading')}</p>
                <Skeleton $height="1.5rem" style={{ width: '30%' }} />
                <Skeleton $height="3rem" style={{ width: '90%', marginTop: '1rem' }} />
                <Skeleton $height="1.5rem" style={{ width: '100%', marginTop: '1rem' }} />
                <Skeleton $height="1.5rem" style={{ width: '95%', marginTop: '0.5rem' }} />
              </div>
            )}
          </Article>
        </Container>
      </Section>
    );
  }

  const data = post.data!;
  const title = data.title[lang];
  const href = paths.blogPost.href(lang, data.slug);
  const category = categorySlug(data.category[lang]);
  return (
    <>
      <PageMeta
        title={`${title} | Novaweb`}
        description={data.excerpt[lang]}
        keywords={data.keywords[lang].join(', ')}
        path={paths.blogPost.href('sv', data.slug)}
        languages={data.languages}
        type="article"
        cover={data.cover}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: title,
          description: data.excerpt[lang],
          datePublished: data.date,
          dateModified: data.updatedAt,
          inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
          keywords: data.keywords[lang].join(', '),
          articleSection: data.category[lang],
          timeRequired: `PT${data.readingMinutes[lang]}M`,
          url: `${baseUrl}${href}`,
          mainEntityOfPage: `${baseUrl}${href}`,
          image: data.cover ? `${baseUrl}${data.cover.src}` : `${baseUrl}/images/hero-mock.svg`,
          author: { '@type': 'Organization', name: t('brand.name'), url: `${baseUrl}/` },
          publisher: {
            '@type': 'Organization',
            name: t('brand.name'),
            logo: { '@type': 'ImageObject', url: `${baseUrl}/images/logo.svg` },
          },
        }}
      />
      {data.preview ? <PreviewRibbon expiresAt={data.preview.expiresAt} /> : null}
      <Section>
        <Container>
          <Article>
            <header>
              <Breadcrumbs
                crumbs={[
                  { name: t('nav.home'), path: paths.home.href(lang) },
                  { name: t('nav.blog'), path: paths.blog.href(lang) },
                  { name: title, path: href },
                ]}
              />
              {back}
              <Meta>
                {category ? (
                  <CategoryLink
                    to={paths.blogCategory.href(lang, category)}
                    aria-label={t('category.badgeLabel', { category: data.category[lang] })}
                  >
                    <Badge>{data.category[lang]}</Badge>
                  </CategoryLink>
                ) : (
                  <Badge>{data.category[lang]}</Badge>
                )}
                <time dateTime={data.date}>{formatDate(data.date)}</time>
                <span>{t('blog.readingTime', { minutes: data.readingMinutes[lang] })}</span>
              </Meta>
              <h1>{title}</h1>
              <Lead>{data.excerpt[lang]}</Lead>
              {/* The article's column is at most 46rem (736 px) wide: the page's main picture. */}
              {data.cover && (
                <Cover image={data.cover} sizes="(max-width: 800px) calc(100vw - 2rem), 736px" priority />
              )}
            </header>
            <PostBody html={data.bodyHtml[lang]} />
          </Article>
        </Container>
      </Section>
      {data.preview ? null : <RelatedPosts slug={data.slug} />}
      <ClosingCta
        block={{ title: t('blog.cta.title'), text: t('blog.cta.text'), button: t('blog.cta.button') }}
      />
    </>
  );
}
