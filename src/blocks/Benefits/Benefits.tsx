import styled from 'styled-components';
import { CheckList } from '../../components/CheckList/CheckList';
import { IconCards } from '../../components/IconCards/IconCards';
import { RevealSection } from '../../components/RevealSection/RevealSection';
import { fontWeight, media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Highlights = styled.div`
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceInverse};
  --focus-ring: ${({ theme }) => theme.color.focusInverse};
  color: ${({ theme }) => theme.color.textInverse};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

/** One line each, four to a row: centred on their icons. */
const HighlightList = styled(CheckList)`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${fontWeight.semibold};
  ${media.mobile} {
    grid-template-columns: 1fr 1fr;
    /* Two to a row: an odd last card takes the whole row rather than standing alone beside a gap. */
    > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  li {
    align-items: center;
  }
  svg {
    margin-top: 0;
  }
`;

/** Benefit cards (two, three or four to a row) and an optional strip of highlights. */
export function Benefits({ data, id }: BlockProps<'benefits'>) {
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <IconCards columns={data.columns} items={data.cards} />
      {data.highlights ? (
        <RevealSection>
          <Highlights>
            <h3>{data.highlights.title}</h3>
            <HighlightList items={data.highlights.items} tone="highlight" />
          </Highlights>
        </RevealSection>
      ) : null}
    </BlockSection>
  );
}
