import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import type { InsightsTotals } from '../../../../shared/insights';
import { changeOf, formatCount, formatDuration, formatPercent, type Change } from './format';
import { fontWeight } from '../../../styles/theme';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.dd`
  order: -1;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${fontWeight.heavy};
  font-variant-numeric: tabular-nums;
`;

const Moved = styled.dd<{ $tone: 'better' | 'worse' | 'neutral' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $tone }) =>
    $tone === 'better'
      ? theme.color.success
      : $tone === 'worse'
        ? theme.color.danger
        : theme.color.textMuted};
  svg {
    flex: none;
  }
`;

interface Kpi {
  label: string;
  value: string;
  previous: string;
  change: Change;
  /** A rise is bad news (bounce rate). */
  lowerIsBetter?: boolean;
}

function kpis(totals: InsightsTotals, previous: InsightsTotals): Kpi[] {
  return [
    {
      label: 'Visitors',
      value: formatCount(totals.visitors),
      previous: formatCount(previous.visitors),
      change: changeOf(totals.visitors, previous.visitors, 'relative'),
    },
    {
      label: 'Page views',
      value: formatCount(totals.pageviews),
      previous: formatCount(previous.pageviews),
      change: changeOf(totals.pageviews, previous.pageviews, 'relative'),
    },
    {
      label: 'Bounce rate',
      value: formatPercent(totals.bounceRate),
      previous: formatPercent(previous.bounceRate),
      change: changeOf(totals.bounceRate, previous.bounceRate, 'points'),
      lowerIsBetter: true,
    },
    {
      label: 'Avg. time on page',
      value: formatDuration(totals.avgTimeOnPageMs),
      previous: formatDuration(previous.avgTimeOnPageMs),
      change: changeOf(totals.avgTimeOnPageMs, previous.avgTimeOnPageMs, 'relative'),
    },
    {
      label: 'Conversion',
      value: formatPercent(totals.conversionRate),
      previous: formatPercent(previous.conversionRate),
      change: changeOf(totals.conversionRate, previous.conversionRate, 'points'),
    },
  ];
}

const icons = { up: TrendingUp, down: TrendingDown, same: Minus, none: Minus };

/**
 * The range's headline figures, each with how it moved against the previous period of the same length: the
 * change in words (`+12% vs 1,204`), an arrow, and green or red for better or worse (bounce rate: lower is better).
 */
export function KpiCards({ totals, previous }: { totals: InsightsTotals; previous: InsightsTotals }) {
  return (
    <Cards>
      {kpis(totals, previous).map(({ label, value, previous: before, change, lowerIsBetter }) => {
        const Icon = icons[change.direction];
        const better = change.direction === (lowerIsBetter ? 'down' : 'up');
        const worse = change.direction === (lowerIsBetter ? 'up' : 'down');
        return (
          <div key={label}>
            <dt>{label}</dt>
            <Value>{value}</Value>
            <Moved $tone={better ? 'better' : worse ? 'worse' : 'neutral'}>
              <Icon size={16} aria-hidden="true" />
              {change.direction === 'none'
                ? 'Nothing to compare with before'
                : `${change.text} vs ${before} before`}
            </Moved>
          </div>
        );
      })}
    </Cards>
  );
}
