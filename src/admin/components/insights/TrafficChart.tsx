import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import type { InsightsReport } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { useInsightsFormat, type InsightsFormat } from './format';
import { pointLabel, TableToggle, TimeChart } from './TimeChart';

export interface TrafficChartProps {
  range: InsightsReport['range'];
  series: InsightsReport['series'];
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** In words, for the chart's name: how many came, and when the most did. */
function describe({ range, series }: TrafficChartProps, f: InsightsFormat, t: AdminI18n['t']): string {
  const pageviews = series.reduce((sum, point) => sum + point.pageviews, 0);
  const busiest = series.reduce((best, point) => (point.visitors > best.visitors ? point : best), series[0]!);
  return t(range.granularity === 'hour' ? 'insights.trafficSummary.hour' : 'insights.trafficSummary.day', {
    range: f.range(range.from, range.to),
    pageviews: f.count(pageviews),
    most: f.count(busiest.visitors),
    when: pointLabel(busiest.at, range.granularity, f),
  });
}

/** Visitors and page views over the range: per hour for one day, per day otherwise; the numbers as a table too. */
export function TrafficChart({ range, series }: TrafficChartProps) {
  const theme = useTheme();
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  const at = useMemo(() => series.map((point) => point.at), [series]);
  const lines = useMemo(
    () => [
      {
        label: t('insights.visitors'),
        colour: theme.color.accent,
        values: series.map((point) => point.visitors),
      },
      {
        label: t('insights.pageviews'),
        colour: theme.palette.cyan700,
        values: series.map((point) => point.pageviews),
      },
    ],
    [series, theme, t],
  );
  if (!series.some((point) => point.pageviews > 0))
    return <EmptyNotice>{t('insights.noVisits')}</EmptyNotice>;

  const unit = t(range.granularity === 'hour' ? 'insights.hour' : 'insights.day');
  return (
    <Figure>
      <TimeChart
        summary={describe({ range, series }, f, t)}
        granularity={range.granularity}
        at={at}
        lines={lines}
        formatValue={f.count}
        counts
      />
      <TableToggle label={t(range.granularity === 'hour' ? 'insights.perHour' : 'insights.perDay')}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{unit}</th>
              <th scope="col">{t('insights.visitors')}</th>
              <th scope="col">{t('insights.pageviews')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.at}>
                <td data-label={unit}>{pointLabel(point.at, range.granularity, f)}</td>
                <td data-label={t('insights.visitors')}>{f.count(point.visitors)}</td>
                <td data-label={t('insights.pageviews')}>{f.count(point.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableToggle>
    </Figure>
  );
}
