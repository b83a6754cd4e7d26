import styled, { css } from 'styled-components';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';
import { RevealSection, type RevealDelay } from '../RevealSection/RevealSection';

const Grid = styled.ol<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 4)}, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    grid-template-columns: repeat(2, 1fr);
    /* Two to a row: an odd last card takes the whole row rather than standing alone beside a gap. */
    > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

const Timeline = styled.ol`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  max-width: 56rem;
  margin: 0 auto;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    width: 2px;
    background: ${({ theme }) => theme.color.border};
    ${media.mobile} {
      left: 1.375rem;
    }
  }
`;

const StepCard = styled.div<{ $side?: 'start' | 'end' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ $side }) =>
    $side &&
    css`
      width: calc(50% - 2.5rem);
      margin-left: ${$side === 'end' ? 'auto' : '0'};
      ${media.mobile} {
        width: auto;
        margin-left: 3.5rem;
      }
    `}
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-weight: ${fontWeight.heavy};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** One step: its title (an h3) and what happens in it. */
export interface Step {
  title: string;
  description: string;
}

interface StepsProps {
  steps: Step[];
  /** 'timeline' alternates the steps left and right of a line (web redesign's five steps). */
  layout?: 'grid' | 'timeline';
  /** Prefix for the steps' ids: `${idPrefix}-1` … */
  idPrefix?: string;
}

/** Numbered steps of a process, as a grid or an alternating timeline. */
export function Steps({ steps, layout = 'grid', idPrefix }: StepsProps) {
  const { t } = useI18n();
  const List = layout === 'timeline' ? Timeline : Grid;
  return (
    <List $columns={steps.length}>
      {steps.map((step, index) => (
        <RevealSection
          as="li"
          key={index}
          id={idPrefix ? `${idPrefix}-${index + 1}` : undefined}
          delay={(((index % 4) + 1) * 100) as RevealDelay}
        >
          <StepCard $side={layout === 'timeline' ? (index % 2 === 0 ? 'start' : 'end') : undefined}>
            <Number aria-hidden="true">{index + 1}</Number>
            <h3>
              <span className="visually-hidden">
                {t('process.stepLabel')} {index + 1}:{' '}
              </span>
              {step.title}
            </h3>
            <p>{step.description}</p>
          </StepCard>
        </RevealSection>
      ))}
    </List>
  );
}
