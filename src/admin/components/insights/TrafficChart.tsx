import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import type { InsightsReport } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { formatCount, formatRange } from './format';
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
function describe({ range, series }: TrafficChartProps): string {
  const unit = range.granularity === 'hour' ? 'hour' : 'day';
  const pageviews = series.reduce((sum, point) => sum + point.pageviews, 0);
  const busiest = series.reduce((best, point) => (point.visitors > best.visitors ? point : best), series[0]!);
  return (
    `Visitors and page views per ${unit}, ${formatRange(range.from, range.to)}: ` +
    `${formatCount(pageviews)} page views in all; the most visitors in one ${unit} were ` +
    `${formatCount(busiest.visitors)}, ${range.granularity === 'hour' ? 'at' : 'on'} ${pointLabel(busiest.at, range.granularity)}.`
  );
}

/** Visitors and page views over the range: per hour for one day, per day otherwise; the numbers as a table too. */
export function TrafficChart({ range, series }: TrafficChartProps) {
  const theme = useTheme();
  const at = useMemo(() => series.map((point) => point.at), [series]);
  const lines = useMemo(
    () => [
      { label: 'Visitors', colour: theme.color.accent, values: series.map((point) => point.visitors) },
      { label: 'Page views', colour: theme.palette.cyan700, values: series.map((point) => point.pageviews) },
    ],
    [series, theme],
  );
  if (!series.some((point) => point.pageviews > 0))
    return <EmptyNotice>No visits in this range yet.</EmptyNotice>;

  const unit = range.granularity === 'hour' ? 'Hour' : 'Day';
  return (
    <Figure>
      <TimeChart
        summary={describe({ range, series })}
        granularity={range.granularity}
        at={at}
        lines={lines}
        formatValue={formatCount}
        counts
      />
      <TableToggle label={`Visitors and page views per ${unit.toLowerCase()}`}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{unit}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.at}>
                <td data-label={unit}>{pointLabel(point.at, range.granularity)}</td>
                <td data-label="Visitors">{formatCount(point.visitors)}</td>
                <td data-label="Page views">{formatCount(point.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableToggle>
    </Figure>
  );
}
