import styled from 'styled-components';
import { RevealSection, type RevealDelay } from '../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';
import { sectionTone } from '../tone';
import type { BlockProps } from '../types';

const List = styled.ol<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  counter-reset: step;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** Numbered steps (anchor #process, steps #process-step-1 … on the home page, whose block id is `process`). */
export function Process({ data, id }: BlockProps<'process'>) {
  const { t } = useI18n();
  return (
    <Section id={id} $tone={sectionTone[data.tone]} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading
          id={`${id}-title`}
          title={data.heading.title}
          lead={data.heading.lead}
          inverse={data.tone === 'dark'}
        />
        <List $columns={Math.min(data.steps.length, 4)}>
          {data.steps.map((step, index) => (
            <RevealSection
              as="li"
              key={index}
              id={`${id}-step-${index + 1}`}
              delay={(Math.min(index + 1, 4) * 100) as RevealDelay}
            >
              <Step>
                <Number aria-hidden="true">{index + 1}</Number>
                <h3>
                  <span className="visually-hidden">
                    {t('process.stepLabel')} {index + 1}:{' '}
                  </span>
                  {step.title}
                </h3>
                <p>{step.description}</p>
              </Step>
            </RevealSection>
          ))}
        </List>
      </Container>
    </Section>
  );
}
