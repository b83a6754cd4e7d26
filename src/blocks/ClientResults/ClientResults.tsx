import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { Card, CardGrid } from '../../components/Card/Card';
import { Stats } from '../../components/Stats/Stats';
import { fontWeight, media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Results = styled(CardGrid)`
  /* Three across from 1024 px; one below, where three cards would be too narrow for their figures. */
  grid-template-columns: minmax(0, 1fr);
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  figcaption {
    font-weight: ${fontWeight.semibold};
  }
`;

/** Clients' results, a card each: a drawn face, their trade, their name, their figures and their words. */
export function ClientResults({ data, id }: BlockProps<'clientResults'>) {
  return (
    <BlockSection id={id} heading={data.heading}>
      <Results>
        {data.items.map((item, index) => (
          <li key={index}>
            <Card>
              <img
                src={`/images/avatar-${(index % 3) + 1}.svg`}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
              <Badge $tone="neutral">{item.industry}</Badge>
              <h3>{item.company}</h3>
              <Stats stats={item.stats} />
              <figure>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>{item.author}</figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </Results>
    </BlockSection>
  );
}
