import styled from 'styled-components';
import { RevealSection, type RevealDelay } from '../../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../../components/Section/Section';
import { useI18n } from '../../../i18n/I18nProvider';
import { media } from '../../../styles/theme';

const steps = [1, 2, 3, 4] as const;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
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

/** The four steps from analysis to launch (anchor #process, steps #process-step-1 … 4). */
export function Process() {
  const { t } = useI18n();
  return (
    <Section id="process" $tone="alt" aria-labelledby="process-title">
      <Container>
        <SectionHeading id="process-title" title={t('process.title')} lead={t('process.lead')} />
        <List>
          {steps.map((n) => (
            <RevealSection as="li" key={n} id={`process-step-${n}`} delay={(n * 100) as RevealDelay}>
              <Step>
                <Number aria-hidden="true">{n}</Number>
                <h3>
                  <span className="visually-hidden">
                    {t('process.stepLabel')} {n}:{' '}
                  </span>
                  {t(`process.step${n}.title`)}
                </h3>
                <p>{t(`process.step${n}.description`)}</p>
              </Step>
            </RevealSection>
          ))}
        </List>
      </Container>
    </Section>
  );
}
