import styled, { css } from 'styled-components';
import { CheckList } from '../../components/CheckList/CheckList';
import { Container, Section } from '../../components/Section/Section';
import { fontWeight, media } from '../../styles/theme';
import type { BlockProps } from '../types';

const prose = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One readable column, centred. */
const Column = styled.div`
  ${prose}
  max-width: 46rem;
  margin: 0 auto;
`;

/** The prose across the wider part, its points in a panel beside it (under it on a phone). */
const Split = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > div {
    ${prose}
  }
`;

const Points = styled(CheckList)`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};
  font-weight: ${fontWeight.semibold};
`;

/** A heading and paragraphs of prose in one readable column, or beside a panel of short points. */
export function Story({ data, id }: BlockProps<'story'>) {
  const text = (
    <>
      <h2 id={`${id}-title`}>{data.title}</h2>
      {data.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        {data.points ? (
          <Split>
            <div>{text}</div>
            <Points items={data.points} size="lg" />
          </Split>
        ) : (
          <Column>{text}</Column>
        )}
      </Container>
    </Section>
  );
}
