import { Check } from 'lucide-react';
import styled from 'styled-components';
import { IconCards } from '../../components/IconCards/IconCards';
import { RevealSection } from '../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { media } from '../../styles/theme';
import { sectionTone } from '../tone';
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
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    list-style: none;
    ${media.mobile} {
      grid-template-columns: 1fr 1fr;
    }
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.color.highlight};
    flex: none;
  }
`;

/** Benefit cards (two, three or four to a row) and an optional strip of highlights. */
export function Benefits({ data, id }: BlockProps<'benefits'>) {
  return (
    <Section $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
        <IconCards columns={data.columns} items={data.cards} />
        {data.highlights ? (
          <RevealSection>
            <Highlights>
              <h3>{data.highlights.title}</h3>
              <ul>
                {data.highlights.items.map((item) => (
                  <li key={item}>
                    <Check size={18} aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </Highlights>
          </RevealSection>
        ) : null}
      </Container>
    </Section>
  );
}
