import styled from 'styled-components';
import { Container, Section } from '../../components/Section/Section';
import type { BlockProps } from '../types';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 46rem;
  margin: 0 auto;
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 800;
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A heading and paragraphs of prose in one readable column. */
export function Story({ data, id }: BlockProps<'story'>) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <Column>
          <h2 id={`${id}-title`}>{data.title}</h2>
          {data.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Column>
      </Container>
    </Section>
  );
}
