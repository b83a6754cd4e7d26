import styled from 'styled-components';
import { Card } from '../../components/Card/Card';
import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { media } from '../../styles/theme';
import { sectionTone } from '../tone';
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
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** Columns side by side (as many as it has, up to four), each a title over a list of points. */
export function PointColumns({ data, id }: BlockProps<'pointColumns'>) {
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
        <Grid $columns={data.columns.length}>
          {data.columns.map((column, index) => (
            <Card key={index} as="div">
              <h3>{column.title}</h3>
              <CheckList items={column.points} tone="accent" />
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
