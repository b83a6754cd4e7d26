import styled from 'styled-components';
import { useAdminI18n } from '../i18n/adminI18n';

/** The description a result shows before it is cut: about 160 characters on a computer, 120 on a phone. */
const shown = { desktop: 160, mobile: 120 } as const;

/** `text` cut to `max` characters at a word, with an ellipsis, as a search result cuts it. */
export function cutAtWord(text: string, max: number): string {
  const plain = text.trim().replace(/\s+/g, ' ');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/u, '')} …`;
}

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* A search result's own look (Arial, its blue title, its grey text), not the admin's: what a searcher will see. */
const Result = styled.div<{ $width: string; $titleLines: number }>`
  max-width: ${({ $width }) => $width};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  font-family: Arial, Helvetica, sans-serif;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  .url {
    color: #202124;
    font-size: 0.8rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title {
    color: #1a0dab;
    font-size: 1.1rem;
    line-height: 1.3;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${({ $titleLines }) => $titleLines};
    overflow: hidden;
  }
  .description {
    color: #4d5156;
    font-size: 0.9rem;
    line-height: 1.45;
  }
`;

/**
 * How a page may show in a search result, on a computer (600 px, the title on one line) and on a phone (360 px, the
 * title on two): the address as a breadcrumb, the title, the description cut where results cut it.
 */
export function SerpPreview({
  title,
  address,
  description,
}: {
  title: string;
  /** The page's address without its scheme: "novaweb.se/blog/lokal-seo". */
  address: string;
  description: string;
}) {
  const { t } = useAdminI18n();
  const crumbs = address.replace(/\/+$/, '').split('/').filter(Boolean).join(' › ');
  return (
    <Figures>
      {(
        [
          ['desktop', 'seo.desktop', '600px', 1],
          ['mobile', 'seo.mobile', '360px', 2],
        ] as const
      ).map(([size, label, width, lines]) => (
        <figure key={size} data-size={size}>
          <figcaption>{t(label)}</figcaption>
          <Result $width={width} $titleLines={lines}>
            <p className="url">{crumbs}</p>
            <p className="title">{title || t('seo.pageTitle')}</p>
            <p className="description">
              {description.trim() ? cutAtWord(description, shown[size]) : t('seo.descriptionPlaceholder')}
            </p>
          </Result>
        </figure>
      ))}
    </Figures>
  );
}
