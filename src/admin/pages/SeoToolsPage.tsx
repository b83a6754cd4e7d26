import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import { fontWeight, media } from '../../styles/theme';
import { Button } from '../../components/Button/Button';
import { adminFetch } from '../api';
import { Actions, Field, FieldError, Panel, Table } from '../components/ui';

/** The description length search engines show in full: ideally 120–160 characters. */
export function descriptionTone(length: number): 'over' | 'short' | 'ideal' {
  if (length > 160) return 'over';
  if (length < 120) return 'short';
  return 'ideal';
}

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

const Serp = styled.div<{ $width: string }>`
  max-width: ${({ $width }) => $width};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: Arial, Helvetica, sans-serif;
  overflow-wrap: anywhere;
  p:first-child {
    color: #1a0dab;
    font-size: 1.1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p:nth-child(2) {
    color: #006621;
    font-size: 0.85rem;
  }
  p:last-child {
    color: #4d5156;
    font-size: 0.9rem;
  }
`;

/* Tracks of an equal share whatever the preview holds (a long unbroken title must not widen the page). */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function MetaGenerator() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [keywords, setKeywords] = useState('');
  const [error, setError] = useState('');
  const [tags, setTags] = useState('');
  const tone = descriptionTone(description.length);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Please enter a page title');
      return;
    }
    setError('');
    setTags(
      [
        `<title>${escapeAttribute(title.trim())}</title>`,
        `<meta name="description" content="${escapeAttribute(description.trim())}">`,
        keywords.trim() ? `<meta name="keywords" content="${escapeAttribute(keywords.trim())}">` : '',
        `<meta property="og:title" content="${escapeAttribute(title.trim())}">`,
        `<meta property="og:description" content="${escapeAttribute(description.trim())}">`,
        `<meta name="twitter:card" content="summary">`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
    toast.success('Meta tags generated');
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tags);
      toast.success('Meta tags copied');
    } catch {
      toast.error('Copying is not allowed here: select the text and copy it by hand');
    }
  };

  return (
    <Panel aria-labelledby="meta-title">
      <h2 id="meta-title">Meta tag generator</h2>
      <form onSubmit={generate} noValidate style={{ display: 'grid', gap: '1rem' }}>
        <Field>
          <label htmlFor="meta-page-title">Page title *</label>
          <input
            id="meta-page-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error ? <FieldError role="alert">{error}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor="meta-description">Description</label>
          <textarea
            id="meta-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-describedby="meta-counter"
          />
          <Counter id="meta-counter" $tone={tone} data-tone={tone}>
            {description.length}/160
          </Counter>
        </Field>
        <Field>
          <label htmlFor="meta-keywords">Keywords</label>
          <input id="meta-keywords" value={keywords} onChange={(event) => setKeywords(event.target.value)} />
        </Field>
        <Actions style={{ justifyContent: 'flex-start' }}>
          <Button type="submit">Generate meta tags</Button>
          {tags ? (
            <Button variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          ) : null}
        </Actions>
      </form>
      {tags ? <Code aria-label="Generated meta tags">{tags}</Code> : null}
      <h3 style={{ margin: '1rem 0 0.5rem' }}>Search result preview</h3>
      <Columns>
        {[
          ['Desktop', '600px'],
          ['Mobile', '360px'],
        ].map(([label, width]) => (
          <figure key={label} style={{ margin: 0 }}>
            <figcaption>{label}</figcaption>
            <Serp $width={width!}>
              <p>{title || 'Page title'}</p>
              <p>novaweb.se › …</p>
              <p>
                {(description || 'The description appears here.').slice(0, label === 'Mobile' ? 120 : 160)}
              </p>
            </Serp>
          </figure>
        ))}
      </Columns>
    </Panel>
  );
}

function SitemapTools() {
  const [result, setResult] = useState<{ urls: number; generatedAt: string } | null>(null);
  const regenerate = useMutation({
    mutationFn: () =>
      adminFetch<{ urls: number; generatedAt: string }>('/api/admin/sitemap/regenerate', { method: 'POST' }),
    onSuccess: (data) => {
      setResult(data);
      toast.success('Sitemap regenerated successfully!');
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Panel aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">Sitemap</h2>
      <p>The sitemap is built from the pages and the published posts whenever it is requested.</p>
      {result ? (
        <p role="status">
          {result.urls} URLs, generated {new Date(result.generatedAt).toLocaleString('en-GB')}
        </p>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start', marginTop: '1rem' }}>
        <a href="/sitemap.xml" target="_blank" rel="noopener">
          View sitemap
        </a>
        <Button variant="secondary" onClick={() => regenerate.mutate()} busy={regenerate.isPending}>
          Regenerate
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
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState('');
  const analyze = useMutation({
    mutationFn: () =>
      adminFetch<{ rows: KeywordRow[]; pagesAnalyzed: number; dataSource: string | null }>(
        '/api/admin/seo/keywords',
        {
          method: 'POST',
          body: JSON.stringify({ keyword }),
        },
      ),
    onSuccess: () => toast.success('Keyword analysis completed!'),
    onError: (cause) => toast.error(cause.message),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) {
      setError('Please enter a keyword to analyze');
      return;
    }
    setError('');
    analyze.mutate();
  };
  return (
    <Panel aria-labelledby="keywords-title">
      <h2 id="keywords-title">Keyword analysis</h2>
      <form
        onSubmit={onSubmit}
        noValidate
        style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap' }}
      >
        <Field style={{ flex: 1, minWidth: '14rem' }}>
          <label htmlFor="keyword">Keyword</label>
          <input
            id="keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <Button type="submit" busy={analyze.isPending}>
          {analyze.isPending ? 'Analyzing…' : 'Analyze'}
        </Button>
      </form>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      {analyze.data ? (
        <>
          <p style={{ margin: '1rem 0' }}>
            Measured on {analyze.data.pagesAnalyzed} pages of this site. Search volume, difficulty and cost
            per click need a keyword data source; none is configured, so none are shown.
          </p>
          <Table>
            <thead>
              <tr>
                <th scope="col">Keyword</th>
                <th scope="col">Titles</th>
                <th scope="col">Descriptions</th>
                <th scope="col">Headings</th>
                <th scope="col">Body</th>
                <th scope="col">Pages</th>
              </tr>
            </thead>
            <tbody>
              {analyze.data.rows.map((row) => (
                <tr key={row.keyword}>
                  <td data-label="Keyword">{row.keyword}</td>
                  <td data-label="Titles">{row.inTitles}</td>
                  <td data-label="Descriptions">{row.inDescriptions}</td>
                  <td data-label="Headings">{row.inHeadings}</td>
                  <td data-label="Body">{row.inBody}</td>
                  <td data-label="Pages">
                    {row.pages.length === 0
                      ? '–'
                      : row.pages.slice(0, 6).join(', ') +
                        (row.pages.length > 6 ? ` and ${row.pages.length - 6} more` : '')}
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
