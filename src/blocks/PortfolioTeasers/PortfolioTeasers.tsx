import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Card, CardGrid } from '../../components/Card/Card';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Teasers = styled(CardGrid)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A few projects in short, each card with a link to the portfolio. */
export function PortfolioTeasers({ data, id }: BlockProps<'portfolioTeasers'>) {
  const { lang } = useI18n();
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <Teasers>
        {data.items.map((item, index) => (
          <li key={index}>
            <Card>
              <Badge>{item.category}</Badge>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <ButtonLink to={paths.portfolio.href(lang)} variant="secondary" size="sm">
                {data.link}
                <ArrowRight size={16} aria-hidden="true" />
              </ButtonLink>
            </Card>
          </li>
        ))}
      </Teasers>
    </BlockSection>
  );
}
