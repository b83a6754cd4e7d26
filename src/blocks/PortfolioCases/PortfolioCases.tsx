import styled from 'styled-components';
import type { PortfolioItem } from '../../../shared/api';
import { withoutSoftHyphens } from '../../../shared/softHyphens';
import { usePortfolio } from '../../api/portfolio';
import { Badge } from '../../components/Badge/Badge';
import { CaseResults } from './CaseResults';
import { ComparisonSlider } from '../../components/ComparisonSlider/ComparisonSlider';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { Picture } from '../../components/Picture/Picture';
import { RevealSection, type RevealDelay } from '../../components/RevealSection/RevealSection';
import { Container, Section } from '../../components/Section/Section';
import { useSiteConfig } from '../../runtime/SiteConfig';
import type { BlockProps } from '../types';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[9]};
`;

const Case = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.4fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > div:first-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    font-style: italic;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    font-weight: ${fontWeight.semibold};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Cover = styled(Picture)`
  img {
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/** The width a case's picture takes: the page's column beside the text, the whole width on a phone. */
const caseImageSizes = '(max-width: 767.98px) calc(100vw - 2rem), 40rem';

/**
 * One case study: what was done, the client's words, and a before/after slider; a case with no before/after
 * pair but a cover shows the cover instead (a new site, say, with nothing before it to compare).
 */
export function PortfolioCase({ item }: { item: PortfolioItem }) {
  const { lang, t } = useI18n();
  const title = item.title[lang];
  // What is read out (an alt text, a label) has no soft hyphens to stumble on.
  const plainTitle = withoutSoftHyphens(title);
  const hasPair = (item.before || item.beforeImage) && (item.after || item.afterImage);
  const coverOnly = !hasPair && item.cover ? item.cover : null;
  return (
    <Case>
      <div>
        <Badge>{item.category[lang]}</Badge>
        <h2>{title}</h2>
        <p>{item.description[lang]}</p>
        {item.testimonial[lang] ? (
          <figure>
            <blockquote>
              <p>{item.testimonial[lang]}</p>
            </blockquote>
            <figcaption>
              {t('portfolio.client')}: {item.client[lang]}
            </figcaption>
          </figure>
        ) : null}
      </div>
      {coverOnly ? (
        <Cover image={coverOnly} sizes={caseImageSizes} />
      ) : (
        <ComparisonSlider
          beforeImage={item.beforeImage}
          afterImage={item.afterImage}
          before={item.before}
          after={item.after}
          alt={plainTitle}
          beforeAlt={item.before?.alt[lang] || t('portfolio.beforeAlt', { title: plainTitle })}
          afterAlt={item.after?.alt[lang] || t('portfolio.afterAlt', { title: plainTitle })}
          label={t('portfolio.sliderLabel', { title: plainTitle })}
          beforeLabel={t('before-after.before')}
          afterLabel={t('before-after.after')}
        />
      )}
      <CaseResults results={item.results} />
    </Case>
  );
}

/**
 * The published case studies from the database, fading in 100 ms apart, with loading, empty and error states
 * (Admin → Portfolio edits them).
 */
export function PortfolioCases({ id }: BlockProps<'portfolioCases'>) {
  const { t } = useI18n();
  const portfolio = usePortfolio();

  let body;
  if (isFirstLoad(portfolio)) {
    body = (
      <List aria-busy="true">
        <p className="visually-hidden">{t('portfolio.loading')}</p>
        <Skeleton $height="24rem" />
        <Skeleton $height="24rem" />
      </List>
    );
  } else if (portfolio.isError || portfolio.isPending) {
    body = <ErrorNotice {...retryProps(portfolio)}>{t('portfolio.error')}</ErrorNotice>;
  } else if (portfolio.data.length === 0) {
    body = <EmptyNotice>{t('portfolio.empty')}</EmptyNotice>;
  } else {
    body = (
      <List>
        {portfolio.data.map((item, index) => (
          <RevealSection as="article" key={item.id} delay={(Math.min(index, 4) * 100) as RevealDelay}>
            <PortfolioCase item={item} />
          </RevealSection>
        ))}
      </List>
    );
  }
  return (
    <Section id={id}>
      <Container>{body}</Container>
    </Section>
  );
}

/** The page's structured data where it shows the case studies: a collection of them, by the page's name. */
export function PortfolioCollectionSchema({ name, path }: { name: string; path: string }) {
  const { lang } = useI18n();
  const { baseUrl } = useSiteConfig();
  const portfolio = usePortfolio();
  if (!portfolio.data || portfolio.data.length === 0) return null;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name,
        url: `${baseUrl}${path}`,
        inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
        hasPart: portfolio.data.map((item) => {
          const image = item.cover ?? item.after;
          return {
            '@type': 'CreativeWork',
            name: item.title[lang],
            description: item.description[lang],
            genre: item.category[lang],
            ...(image ? { image: `${baseUrl}${image.src}` } : {}),
          };
        }),
      }}
    />
  );
}
