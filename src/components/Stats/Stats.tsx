import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fontWeight, media } from '../../styles/theme';

/** A figure and what it counts (the label names the tile: one label to a tile). */
export interface Stat {
  value: ReactNode;
  label: string;
}

/** The narrowest a tile gets, and the gap between tiles. */
const tileMin = { wide: 9, mobile: 8 } as const;
/** theme.space[4]. */
const gapRem = 1;

/**
 * How many tiles to a row for `count` tiles where at most `fit` fit: one that fills every row if there is one,
 * else one that leaves no tile alone on the last row (4 as 2 + 2, never 3 + 1), else as many as fit.
 */
export function balancedColumns(count: number, fit: number): number {
  const most = Math.max(1, Math.min(fit, count));
  // Two or more to a row are tried first. Where a tile would be left alone whatever the count, a wide room takes
  // as many as fit; a phone (two fit) takes one to a row, as two would set each figure in half its width (a large
  // "6–12 månader" broke inside its word).
  const candidates = Array.from({ length: most - 1 }, (_, index) => most - index);
  return (
    candidates.find((columns) => count % columns === 0) ??
    candidates.find((columns) => count % columns !== 1) ??
    (fit <= 2 ? 1 : most)
  );
}

/**
 * The container queries that set how many of `count` tiles go to a row (the custom property `variable`, read by
 * the grid's `repeat(var(…, 1), …)`): at each width where 2, 3 or 4 tiles of `min` rem fit side by side with `gap`
 * rem between them, the balanced count for that many. The grid's parent is the container.
 */
export const balancedColumnRules = (count: number, min: number, gap: number, variable: string) =>
  [2, 3, 4]
    .map((fit) => {
      const width = fit * min + (fit - 1) * gap;
      return `@container (min-width: ${width}rem) { ${variable}: ${balancedColumns(count, fit)}; }`;
    })
    .join('\n');
const columnRules = (count: number, min: number) =>
  balancedColumnRules(count, min, gapRem, '--figure-columns');

/**
 * A container of its own: how many tiles fit is a question of the room the figures have (a full-width band, a
 * case study's column, a client's card), not of the screen.
 */
const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.dl<{ $inverse?: boolean; $count: number }>`
  display: grid;
  grid-template-columns: repeat(var(--figure-columns, 1), minmax(0, 1fr));
  gap: ${gapRem}rem;
  margin: 0;
  ${({ $count }) => columnRules($count, tileMin.wide)}
  ${media.mobile} {
    ${({ $count }) => columnRules($count, tileMin.mobile)}
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
    font-weight: ${fontWeight.heavy};
    color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverse : theme.color.accent)};
  }
`;

/**
 * Figures with their labels, as a description list (the label names the value), in rows that leave no tile
 * alone: as many to a row as fit in the room they have, balanced (`balancedColumns`).
 */
export function Stats({
  stats,
  inverse,
  className,
}: {
  stats: Stat[];
  inverse?: boolean;
  className?: string;
}) {
  return (
    <Frame className={className}>
      <List $inverse={inverse} $count={stats.length}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </List>
    </Frame>
  );
}
