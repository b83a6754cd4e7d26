import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import type { InsightsTotals } from '../../../../shared/insights';
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { useInsightsFormat, type Change, type InsightsFormat } from './format';
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

function kpis(totals: InsightsTotals, previous: InsightsTotals, f: InsightsFormat, t: AdminI18n['t']): Kpi[] {
  return [
    {
      label: t('insights.visitors'),
      value: f.count(totals.visitors),
      previous: f.count(previous.visitors),
      change: f.change(totals.visitors, previous.visitors, 'relative'),
    },
    {
      label: t('insights.pageviews'),
      value: f.count(totals.pageviews),
      previous: f.count(previous.pageviews),
      change: f.change(totals.pageviews, previous.pageviews, 'relative'),
    },
    {
      label: t('insights.bounceRate'),
      value: f.percent(totals.bounceRate),
      previous: f.percent(previous.bounceRate),
      change: f.change(totals.bounceRate, previous.bounceRate, 'points'),
      lowerIsBetter: true,
    },
    {
      label: t('insights.timeOnPage'),
      value: f.duration(totals.avgTimeOnPageMs),
      previous: f.duration(previous.avgTimeOnPageMs),
      change: f.change(totals.avgTimeOnPageMs, previous.avgTimeOnPageMs, 'relative'),
    },
    {
      label: t('insights.conversion'),
      value: f.percent(totals.conversionRate),
      previous: f.percent(previous.conversionRate),
      change: f.change(totals.conversionRate, previous.conversionRate, 'points'),
    },
  ];
}

const icons = { up: TrendingUp, down: TrendingDown, same: Minus, none: Minus };

/**
 * The range's headline figures, each with how it moved against the previous period of the same length: the
 * change in words (`+12% vs 1,204`), an arrow, and green or red for better or worse (bounce rate: lower is better).
 */
export function KpiCards({ totals, previous }: { totals: InsightsTotals; previous: InsightsTotals }) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <Cards>
      {kpis(totals, previous, f, t).map(({ label, value, previous: before, change, lowerIsBetter }) => {
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
                ? t('insights.nothingBefore')
                : t('insights.versus', { change: change.text, before })}
            </Moved>
          </div>
        );
      })}
    </Cards>
  );
}
