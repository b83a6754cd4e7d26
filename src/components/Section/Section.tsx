import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/theme';

export type SectionTone = 'default' | 'alt' | 'inverse';

/** A full-width band of the page; `tone` picks its background. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[9]} 0;
  background: ${({ theme, $tone = 'default' }) =>
    ({ default: theme.color.surface, alt: theme.color.surfaceAlt, inverse: theme.color.surfaceInverse })[
      $tone
    ]};
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.color.textInverse : 'inherit')};
  ${({ theme, $tone }) => ($tone === 'inverse' ? `--focus-ring: ${theme.color.focusInverse};` : '')}
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
  font-weight: 800;
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
