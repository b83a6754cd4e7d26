import styled from 'styled-components';
import { fontWeight } from '../../styles/theme';

export type BadgeTone = 'accent' | 'neutral' | 'success' | 'warning' | 'inverse';

/** A small label: categories, offers, statuses. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  padding: 0.2rem 0.7rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${fontWeight.semibold};
  letter-spacing: 0.01em;
  ${({ theme, $tone = 'accent' }) =>
    ({
      accent: `background: ${theme.color.accentSoft}; color: ${theme.color.accent};`,
      neutral: `background: ${theme.color.surfaceMuted}; color: ${theme.color.text};`,
      success: `background: ${theme.color.successSoft}; color: ${theme.color.success};`,
      warning: `background: ${theme.color.warningSoft}; color: ${theme.color.warning};`,
      inverse: `background: ${theme.color.surfaceInverse}; color: ${theme.color.textInverse};`,
    })[$tone]}
`;
