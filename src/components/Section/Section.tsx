import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontWeight, media } from '../../styles/theme';

export type SectionTone = 'default' | 'alt' | 'inverse' | 'accent';

const dark = (tone: SectionTone) => tone === 'inverse' || tone === 'accent';

/**
 * A full-width band of the page; `tone` picks its background. `accent` (the brand's violet into indigo) is the
 * closing call to action's: it stands apart from the navy bands around it (a case study, the footer).
 */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[9]} 0;
  background: ${({ theme, $tone = 'default' }) =>
    ({
      default: theme.color.surface,
      alt: theme.color.surfaceAlt,
      inverse: theme.color.surfaceInverse,
      accent: `linear-gradient(135deg, ${theme.color.accent} 0%, ${theme.color.accentHover} 100%)`,
    })[$tone]};
  color: ${({ theme, $tone = 'default' }) => (dark($tone) ? theme.color.textInverse : 'inherit')};
  ${({ theme, $tone = 'default' }) => (dark($tone) ? `--focus-ring: ${theme.color.focusInverse};` : '')}
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[8]} 0;
  }
`;

/** Centres content at the site's maximum width. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

const Header = styled.header<{ $align: 'center' | 'start' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'start')};
  max-width: 46rem;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.space[7]};
`;

const Title = styled.h2`
  max-width: 100%;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${fontWeight.heavy};
`;

const Lead = styled.p<{ $inverse?: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverseMuted : theme.color.textMuted)};
`;

interface SectionHeadingProps {
  id?: string;
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  align?: 'center' | 'start';
  inverse?: boolean;
}

/** A section's title (h2) with an optional eyebrow above and a lead paragraph below. */
export function SectionHeading({ id, title, lead, eyebrow, align = 'center', inverse }: SectionHeadingProps) {
  return (
    <Header $align={align}>
      {eyebrow}
      <Title id={id}>{title}</Title>
      {lead ? <Lead $inverse={inverse}>{lead}</Lead> : null}
    </Header>
  );
}
