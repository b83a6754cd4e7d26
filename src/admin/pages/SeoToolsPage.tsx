import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { z } from 'zod';
import { keywordAnalysisSchema, metaTagsSchema } from '../../../shared/adminSchemas';
import { descriptionTone } from '../../../shared/seoAnalysis';
import { fontWeight } from '../../styles/theme';
import { Button } from '../../components/Button/Button';
import { adminFetch, adminSave } from '../api';
import { SerpPreview } from '../components/SerpPreview';
import { Actions, Field, Panel, Table } from '../components/ui';
import { useAdminI18n } from '../i18n/adminI18n';
import { useAdminForm } from '../useAdminForm';

const toneColours = { over: '#b91c1c', short: '#92400e', ideal: '#15803d' } as const;

const Counter = styled.p<{ $tone: keyof typeof toneColours }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${fontWeight.bold};
  color: ${({ $tone }) => toneColours[$tone]};
`;

const Code = styled.pre`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceInverse};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function MetaGenerator() {
  const { t } = useAdminI18n();
  const form = useAdminForm(metaTagsSchema, { title: '', description: '', keywords: '' });
  const [tags, setTags] = useState('');
  // The previews and the counter follow the typing.
  const [title, description] = form.watch(['title', 'description']);
  const tone = descriptionTone(description.length);

  const generate = form.submit((typed) => {
    const [titleText, descriptionText, keywordText] = [typed.title, typed.description, typed.keywords].map(
      (text) => escapeAttribute(text.trim()),
    );
    setTags(
      [
        `<title>${titleText}</title>`,
        `<meta name="description" content="${descriptionText}">`,
        keywordText ? `<meta name="keywords" content="${keywordText}">` : '',
        `<meta property="og:title" content="${titleText}">`,
        `<meta property="og:description" content="${descriptionText}">`,
        `<meta name="twitter:card" content="summary">`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
    toast.success(t('seo.generated'));
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tags);
      toast.success(t('seo.copied'));
    } catch {
      toast.error(t('seo.copyRefused'));
    }
  };

  return (
    <Panel aria-labelledby="meta-title">
      <h2 id="meta-title">{t('seo.metaTitle')}</h2>
      <form onSubmit={generate} noValidate style={{ display: 'grid', gap: '1rem' }}>
        <Field>
          <label htmlFor="meta-page-title">{t('seo.pageTitle')} *</label>
          <input
            id="meta-page-title"
            {...form.register('title')}
            {...form.ariaOf('title', 'meta-page-title')}
          />
          {form.errorAt('title', 'meta-page-title', { alert: true })}
        </Field>
        <Field>
          <label htmlFor="meta-description">{t('seo.description')}</label>
          <textarea id="meta-description" {...form.register('description')} aria-describedby="meta-counter" />
          <Counter id="meta-counter" $tone={tone} data-tone={tone}>
            {description.length}/160
          </Counter>
        </Field>
        <Field>
          <label htmlFor="meta-keywords">{t('seo.keywords')}</label>
          <input id="meta-keywords" {...form.register('keywords')} />
        </Field>
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button type="submit">{t('seo.generate')}</Button>
          {tags ? (
            <Button variant="secondary" onClick={() => void copy()}>
              {t('seo.copy')}
            </Button>
          ) : null}
        </Actions>
      </form>
      {tags ? <Code aria-label={t('seo.tagsLabel')}>{tags}</Code> : null}
      <h3 style={{ margin: '1rem 0 0.5rem' }}>{t('seo.preview')}</h3>
      <SerpPreview title={title} address="novaweb.se/…" description={description} />
    </Panel>
  );
}

function SitemapTools() {
  const { t, dateTime, message } = useAdminI18n();
  const [result, setResult] = useState<{ urls: number; generatedAt: string } | null>(null);
  const regenerate = useMutation({
    mutationFn: () =>
      adminFetch<{ urls: number; generatedAt: string }>('/api/admin/sitemap/regenerate', { method: 'POST' }),
    onSuccess: (data) => {
      setResult(data);
      toast.success(t('seo.sitemapRegenerated'));
    },
    onError: (error) => toast.error(message(error.message)),
  });
  return (
    <Panel aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">{t('seo.sitemap')}</h2>
      <p>{t('seo.sitemapHint')}</p>
      {result ? (
        <p role="status">
          {t('seo.sitemapResult', { urls: result.urls, at: dateTime.format(new Date(result.generatedAt)) })}
        </p>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start', marginTop: '1rem' }}>
        <a href="/sitemap.xml" target="_blank" rel="noopener">
          {t('seo.viewSitemap')}
        </a>
        <Button variant="secondary" onClick={() => regenerate.mutate()} busy={regenerate.isPending}>
          {t('seo.regenerate')}
        </Button>
      </Actions>
    </Panel>
  );
}

interface KeywordRow {
  keyword: string;
  pages: string[];
  inTitles: number;
  inDescriptions: number;
  inHeadings: number;
  inBody: number;
}

function KeywordAnalysis() {
  const { t } = useAdminI18n();
  const form = useAdminForm(keywordAnalysisSchema, { keyword: '' });
  const analyze = useMutation({
    mutationFn: (asked: z.input<typeof keywordAnalysisSchema>) =>
      adminSave<{ rows: KeywordRow[]; pagesAnalyzed: number; dataSource: string | null }>(
        '/api/admin/seo/keywords',
        'POST',
        asked,
      ),
    onSuccess: () => toast.success(t('seo.analysed')),
    onError: form.refused,
  });
  return (
    <Panel aria-labelledby="keywords-title">
      <h2 id="keywords-title">{t('seo.keywordTitle')}</h2>
      <form
        onSubmit={form.submit((asked) => analyze.mutate(asked))}
        noValidate
        style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap' }}
      >
        <Field style={{ flex: 1, minWidth: '14rem' }}>
          <label htmlFor="keyword">{t('seo.keyword')}</label>
          <input id="keyword" {...form.register('keyword')} {...form.ariaOf('keyword', 'keyword')} />
        </Field>
        <Button type="submit" busy={analyze.isPending}>
          {analyze.isPending ? t('seo.analysing') : t('seo.analyse')}
        </Button>
      </form>
      {form.errorAt('keyword', 'keyword', { alert: true })}
      {analyze.data ? (
        <>
          <p style={{ margin: '1rem 0' }}>{t('seo.measured', { pages: analyze.data.pagesAnalyzed })}</p>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('seo.keyword')}</th>
                <th scope="col">{t('seo.titles')}</th>
                <th scope="col">{t('seo.descriptions')}</th>
                <th scope="col">{t('seo.headings')}</th>
                <th scope="col">{t('seo.body')}</th>
                <th scope="col">{t('nav.pages')}</th>
              </tr>
            </thead>
            <tbody>
              {analyze.data.rows.map((row) => (
                <tr key={row.keyword}>
                  <td data-label={t('seo.keyword')}>{row.keyword}</td>
                  <td data-label={t('seo.titles')}>{row.inTitles}</td>
                  <td data-label={t('seo.descriptions')}>{row.inDescriptions}</td>
                  <td data-label={t('seo.headings')}>{row.inHeadings}</td>
                  <td data-label={t('seo.body')}>{row.inBody}</td>
                  <td data-label={t('nav.pages')}>
                    {row.pages.length === 0
                      ? '–'
                      : row.pages.length > 6
                        ? t('seo.pagesMore', {
                            pages: row.pages.slice(0, 6).join(', '),
                            more: row.pages.length - 6,
                          })
                        : row.pages.join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : null}
    </Panel>
  );
}

/** SEO tools: the meta tag generator with search previews, the sitemap, and keyword analysis. */
export function SeoToolsPage() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <MetaGenerator />
      <SitemapTools />
      <KeywordAnalysis />
    </div>
  );
}
