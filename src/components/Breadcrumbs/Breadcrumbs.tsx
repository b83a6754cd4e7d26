import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { useI18n } from '../../i18n/I18nProvider';
import { JsonLd } from '../JsonLd/JsonLd';
import { breadcrumbSchema, type Crumb } from '../JsonLd/schema';
import { fontWeight } from '../../styles/theme';

const Trail = styled.nav`
  font-size: ${({ theme }) => theme.fontSize.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  a {
    color: inherit;
  }
  [aria-current='page'] {
    font-weight: ${fontWeight.semibold};
  }
`;

/**
 * Home > … > this page, as links for people and a BreadcrumbList for search engines. The last crumb is the
 * current page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  const { baseUrl } = useSiteConfig();
  return (
    <>
      <Trail aria-label={t('breadcrumbs.label')}>
        <ol>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path}>
                {index > 0 ? <ChevronRight size={14} aria-hidden="true" /> : null}
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={crumb.path}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </Trail>
      <JsonLd data={{ '@context': 'https://schema.org', ...breadcrumbSchema(baseUrl, crumbs) }} />
    </>
  );
}
