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
import { useAdminI18n, type AdminI18n } from '../../i18n/adminI18n';
import { insightsFormat, useInsightsFormat, type InsightsFormat } from './format';
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

/** Each language's formatters, one per metric, made once so the chart is not drawn again on every render. */
const formattersOf = (f: InsightsFormat) => ({
  value: Object.fromEntries(
    Object.keys(vitalThresholds).map((metric) => [
      metric,
      (value: number) => f.vital(metric as VitalMetric, value),
    ]),
  ) as Record<VitalMetric, (value: number) => string>,
  tick: Object.fromEntries(
    Object.keys(vitalThresholds).map((metric) => [
      metric,
      (value: number) =>
        value === 0 ? '0' : f.threshold(metric as VitalMetric, Number(value.toPrecision(3))),
    ]),
  ) as Record<VitalMetric, (value: number) => string>,
});
const formatters = { sv: formattersOf(insightsFormat('sv')), en: formattersOf(insightsFormat('en')) };

function describe({ metric, range, series }: VitalsChartProps, f: InsightsFormat, t: AdminI18n['t']): string {
  const measured = series.flatMap((point) => (point.p75[metric] === null ? [] : [point.p75[metric]]));
  const counts: Record<VitalRating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const value of measured) counts[vitalRating(metric, value)] += 1;
  const days = (count: number) => t(count === 1 ? 'insights.days.one' : 'insights.days.other', { count });
  return t('insights.vitalsSummary', {
    metric,
    range: f.range(range.from, range.to),
    measured: days(measured.length),
    min: f.vital(metric, Math.min(...measured)),
    max: f.vital(metric, Math.max(...measured)),
    good: days(counts.good),
    needs: days(counts['needs-improvement']),
    poor: days(counts.poor),
  });
}

/**
 * One Core Web Vital's p75 per day against Google's thresholds: the good, needs-improvement and poor bands behind
 * the line, each edge named; days without samples leave a gap. The numbers and their ratings as a table too.
 */
export function VitalsChart({ metric, range, series }: VitalsChartProps) {
  const theme = useTheme();
  const { t, lang } = useAdminI18n();
  const f = useInsightsFormat();
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
          label: t('insights.edge.needs', { value: f.threshold(metric, good) }),
        },
      },
      {
        from: poor,
        to: null,
        fill: colours.poor.background,
        edge: {
          colour: colours.poor.color,
          label: t('insights.edge.poor', { value: f.threshold(metric, poor) }),
        },
      },
    ];
  }, [metric, theme, t, f]);

  if (!series.some((point) => point.p75[metric] !== null))
    return <EmptyNotice>{t('insights.noMetric', { metric })}</EmptyNotice>;

  return (
    <Figure>
      <TimeChart
        summary={describe({ metric, range, series }, f, t)}
        granularity="day"
        at={at}
        lines={lines}
        bands={bands}
        formatValue={formatters[lang].value[metric]}
        formatTick={formatters[lang].tick[metric]}
        yAtLeast={vitalThresholds[metric].poor * 1.2}
      />
      <TableToggle label={t('insights.metricPerDay', { metric })}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('insights.day')}</th>
              <th scope="col">{metric} p75</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => {
              const value = point.p75[metric];
              return (
                <tr key={point.at}>
                  <td data-label={t('insights.day')}>{f.day(point.at)}</td>
                  <td data-label={`${metric} p75`}>
                    <RatedValue rating={value === null ? null : vitalRating(metric, value)}>
                      {value === null ? t('insights.noSamples') : f.vital(metric, value)}
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
