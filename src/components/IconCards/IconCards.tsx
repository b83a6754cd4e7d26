import styled from 'styled-components';
import type { IconName } from '../../../shared/blocks/common';
import { media } from '../../styles/theme';
import { Card } from '../Card/Card';
import { RevealSection, type RevealDelay } from '../RevealSection/RevealSection';
import { icons } from './icons';

/** One card: its icon, its title (an h3) and a short text. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

const Grid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    grid-template-columns: repeat(2, 1fr);
    /* Two to a row: an odd last card takes the whole row rather than standing alone beside a gap. */
    > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  > li,
  > li > div {
    display: flex;
  }
  ${Card} {
    flex: 1;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
`;

/** Cards with an icon, a title (h3) and a short text: benefits, reasons, methods. */
export function IconCards({ items, columns = 3 }: { items: IconCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={columns}>
      {items.map((item, index) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title}>
            <RevealSection delay={(((index % 4) + 1) * 100) as RevealDelay}>
              <Card>
                <IconBox>
                  <Icon size={24} aria-hidden="true" />
                </IconBox>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </Card>
            </RevealSection>
          </li>
        );
      })}
    </Grid>
  );
}
