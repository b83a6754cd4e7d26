import styled from 'styled-components';
import { CompanyIdentity } from '../../components/CompanyIdentity/CompanyIdentity';
import { Container, Section } from '../../components/Section/Section';
import type { BlockProps } from '../types';

const Body = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 46rem;
  margin: 0 auto;
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p,
  li {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

/**
 * A legal text in one readable column: each section its h2, its paragraphs, its list and, where it says so, the
 * company's details from the site settings.
 */
export function LegalText({ data, id }: BlockProps<'legalText'>) {
  return (
    <Section id={id}>
      <Container>
        <Body>
          {data.sections.map((section, index) => (
            <section key={index}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
              {section.list.length > 0 ? (
                <ul>
                  {section.list.map((item, point) => (
                    <li key={point}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.identity ? <CompanyIdentity /> : null}
            </section>
          ))}
        </Body>
      </Container>
    </Section>
  );
}
