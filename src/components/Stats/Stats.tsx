import styled from 'styled-components';
import { media } from '../../styles/theme';

/** A figure and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

const List = styled.dl<{ $inverse?: boolean }>`
  display: grid;
  /* Tracks never grow past their share for a long word: the label wraps inside its tile. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  ${media.mobile} {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme, $inverse }) => ($inverse ? 'rgb(255 255 255 / 0.08)' : theme.color.accentSoft)};
  }
  dt {
    hyphens: auto;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverseMuted : theme.color.textMuted)};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverse : theme.color.accent)};
  }
`;

/** Figures with their labels, as a description list (the label names the value). */
export function Stats({ stats, inverse }: { stats: Stat[]; inverse?: boolean }) {
  return (
    <List $inverse={inverse}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </List>
  );
}
