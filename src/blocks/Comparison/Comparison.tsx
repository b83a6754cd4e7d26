import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Panels = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled(Card)<{ $side: 'before' | 'after' }>`
  background: ${({ theme, $side }) => ($side === 'before' ? theme.color.surfaceMuted : theme.color.successSoft)};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** What falls short before (crossed), next to what is right after (checked). */
export function Comparison({ data, id }: BlockProps<'comparison'>) {
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <Panels>
        {(['before', 'after'] as const).map((side) => (
          <Panel key={side} $side={side} as="div">
            <h3>{data[side].title}</h3>
            <CheckList
              items={data[side].items}
              icon={side === 'before' ? X : Check}
              tone={side === 'before' ? 'danger' : 'success'}
            />
          </Panel>
        ))}
      </Panels>
    </BlockSection>
  );
}
