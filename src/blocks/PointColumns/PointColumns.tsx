import styled from 'styled-components';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { media } from '../../styles/theme';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
    /* Two to a row: an odd last card takes the whole row rather than standing alone beside a gap. */
    > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** Columns side by side (as many as it has, up to four), each a title over a list of points. */
export function PointColumns({ data, id }: BlockProps<'pointColumns'>) {
  return (
    <BlockSection id={id} tone={data.tone} heading={data.heading}>
      <Grid $columns={data.columns.length}>
        {data.columns.map((column, index) => (
          <Card key={index} as="div">
            <h3>{column.title}</h3>
            <CheckList items={column.points} tone="accent" />
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
