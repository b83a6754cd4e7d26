import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  vitalRating,
  vitalThresholds,
  type InsightsReport,
  type VitalMetric,
  type VitalRating,
} from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { formatDay, formatRange, formatThreshold, formatVital, ratingLabels } from './format';
import { RatedValue, ratingColours } from './Rating';
import { TableToggle, TimeChart, type ChartBand } from './TimeChart';

export interface VitalsChartProps {
  metric: VitalMetric;
  range: InsightsReport['range'];
  series: InsightsReport['vitals']['series'];
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** Module-level formatters, one per metric, so the chart is not drawn again on every render. */
const valueFormats = Object.fromEntries(
  Object.keys(vitalThresholds).map((metric) => [
    metric,
    (value: number) => formatVital(metric as VitalMetric, value),
  ]),
) as Record<VitalMetric, (value: number) => string>;
const tickFormats = Object.fromEntries(
  Object.keys(vitalThresholds).map((metric) => [
    metric,
    (value: number) =>
      value === 0 ? '0' : formatThreshold(metric as VitalMetric, Number(value.toPrecision(3))),
  ]),
) as Record<VitalMetric, (value: number) => string>;

function describe({ metric, range, series }: VitalsChartProps): string {
  const measured = series.flatMap((point) => (point.p75[metric] === null ? [] : [point.p75[metric]]));
  const counts: Record<VitalRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const value of measured) counts[vitalRating(metric, value)] += 1;
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return (
    `${metric} at the 75th percentile per day, ${formatRange(range.from, range.to)}: ` +
    `${days(measured.length)} measured, from ${formatVital(metric, Math.min(...measured))} ` +
    `to ${formatVital(metric, Math.max(...measured))}; ${days(counts.good)} ${ratingLabels.good.toLowerCase()}, ` +
    `${days(counts['needs-improvement'])} ${ratingLabels['needs-improvement'].toLowerCase()}, ` +
    `${days(counts.poor)} ${ratingLabels.poor.toLowerCase()}.`
  );
}

/**
 * One Core Web Vital's p75 per day against Google's thresholds: the good, needs-improvement and poor bands behind
 * the line, each edge named; days without samples leave a gap. The numbers and their ratings as a table too.
 */
export function VitalsChart({ metric, range, series }: VitalsChartProps) {
  const theme = useTheme();
  const at = useMemo(() => series.map((point) => point.at), [series]);
  const lines = useMemo(
    () => [
      { label: `${metric} p75`, colour: theme.color.text, values: series.map((point) => point.p75[metric]) },
    ],
    [metric, series, theme],
  );
  const bands = useMemo<ChartBand[]>(() => {
    const { good, poor } = vitalThresholds[metric];
    const colours = ratingColours(theme);
    return [
      { from: 0, to: good, fill: colours.good.background, edge: null },
      {
        from: good,
        to: poor,
        fill: colours['needs-improvement'].background,
        edge: {
          colour: colours['needs-improvement'].color,
          label: `Needs improvement over ${formatThreshold(metric, good)}`,
        },
      },
      {
        from: poor,
        to: null,
        fill: colours.poor.background,
        edge: { colour: colours.poor.color, label: `Poor over ${formatThreshold(metric, poor)}` },
      },
    ];
  }, [metric, theme]);

  if (!series.some((point) => point.p75[metric] !== null))
    return <EmptyNotice>No {metric} was measured in this range.</EmptyNotice>;

  return (
    <Figure>
      <TimeChart
        summary={describe({ metric, range, series })}
        granularity="day"
        at={at}
        lines={lines}
        bands={bands}
        formatValue={valueFormats[metric]}
        formatTick={tickFormats[metric]}
        yAtLeast={vitalThresholds[metric].poor * 1.2}
      />
      <TableToggle label={`${metric} p75 per day`}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{metric} p75</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => {
              const value = point.p75[metric];
              return (
                <tr key={point.at}>
                  <td data-label="Day">{formatDay(point.at)}</td>
                  <td data-label={`${metric} p75`}>
                    <RatedValue rating={value === null ? null : vitalRating(metric, value)}>
                      {value === null ? 'No samples' : formatVital(metric, value)}
                    </RatedValue>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableToggle>
    </Figure>
  );
}
