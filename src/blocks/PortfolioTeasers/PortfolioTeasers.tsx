import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { paths } from '../../../shared/paths';
import { Badge } from '../../components/Badge/Badge';
import { ButtonLink } from '../../components/Button/Button';
import { Card, CardGrid } from '../../components/Card/Card';
import { balancedColumnRules } from '../../components/Stats/Stats';
import { useI18n } from '../../i18n/I18nProvider';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

/** The teasers' own container: how many fit is a question of the room the section gives them. */
const Frame = styled.div`
  container-type: inline-size;
`;

/** Cards of at least 18 rem, in rows that leave none alone (`balancedColumns`): 3 as 3 or 1 + 1 + 1, 4 as 2 + 2. */
const Teasers = styled(CardGrid)<{ $count: number }>`
  grid-template-columns: repeat(var(--teaser-columns, 1), minmax(0, 1fr));
  ${({ $count }) => balancedColumnRules($count, 18, 1.5, '--teaser-columns')}
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
      <Frame>
        <Teasers $count={data.items.length}>
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
      </Frame>
    </BlockSection>
  );
}
