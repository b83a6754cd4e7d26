import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  vitalMetrics,
  vitalRating,
  type InsightsReport,
  type VitalMetric,
  type VitalsRow,
  type VitalTarget,
} from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { useAdminI18n } from '../../i18n/adminI18n';
import { useInsightsFormat, vitalNames } from './format';
import { NameCell, Note, NumberCell, Part, TableScroll } from './parts';
import { RatedValue, RatingKey, RatingPill } from './Rating';
import { VitalsChart } from './VitalsChart';
import { fontWeight } from '../../../styles/theme';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${fontWeight.regular};
  }
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${fontWeight.heavy};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const MetricChoice = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  button {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${fontWeight.semibold};
    cursor: pointer;
    &[aria-pressed='true'] {
      border-color: ${({ theme }) => theme.color.accent};
      background: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.accentText};
    }
  }
`;

const Selector = styled.code`
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** A metric's p75 over the range and its rating in words on its colour, with what the rating means. */
function MetricCards({ summary }: { summary: InsightsReport['vitals']['summary'] }) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <Cards>
      {summary.map(({ metric, p75, samples }) => (
        <li key={metric}>
          <h3>
            {metric} <small>{vitalNames[metric]}</small>
          </h3>
          <Figure>{f.vital(metric, p75)}</Figure>
          {p75 === null ? (
            <Muted>{t('insights.noSamples')}</Muted>
          ) : (
            <>
              <RatingPill rating={vitalRating(metric, p75)} />
              <Muted>
                {t(samples === 1 ? 'insights.p75Of.one' : 'insights.p75Of.other', {
                  count: f.count(samples),
                })}{' '}
                · {f.ratingRule(metric, vitalRating(metric, p75))}
              </Muted>
            </>
          )}
        </li>
      ))}
    </Cards>
  );
}

/** p75 of every metric per page or per device, each value with its rating. */
function VitalsTable({
  title,
  keyLabel,
  rows,
  nameOf = (key) => key,
}: {
  title: string;
  keyLabel: string;
  rows: VitalsRow[];
  nameOf?: (key: string) => string;
}) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <Part>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyNotice>{t('insights.nothingMeasured')}</EmptyNotice>
      ) : (
        <TableScroll label={title}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">{t('insights.samples')}</th>
                {vitalMetrics.map((metric) => (
                  <th key={metric} scope="col">
                    {metric}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <NameCell data-label={keyLabel}>{nameOf(row.key)}</NameCell>
                  <NumberCell data-label={t('insights.samples')}>{f.count(row.samples)}</NumberCell>
                  {vitalMetrics.map((metric) => {
                    const value = row.p75[metric];
                    return (
                      <NumberCell key={metric} data-label={metric}>
                        <RatedValue rating={value === null ? null : vitalRating(metric, value)}>
                          {f.vital(metric, value)}
                        </RatedValue>
                      </NumberCell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Part>
  );
}

/** The elements behind the worst LCP or the slowest interactions (INP), worst first. */
function TargetTable({
  title,
  metric,
  targets,
  empty,
}: {
  title: string;
  metric: VitalMetric;
  targets: VitalTarget[];
  empty: string;
}) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <Part>
      <h3>{title}</h3>
      {targets.length === 0 ? (
        <EmptyNotice>{empty}</EmptyNotice>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('insights.element')}</th>
              <th scope="col">{t('insights.page')}</th>
              <th scope="col">{t('insights.samples')}</th>
              <th scope="col">{t('insights.metricP75', { metric })}</th>
            </tr>
          </thead>
          <tbody>
            {targets.map((target) => (
              <tr key={`${target.path} ${target.target}`}>
                <NameCell data-label={t('insights.element')}>
                  <Selector>{target.target}</Selector>
                </NameCell>
                <NameCell data-label={t('insights.page')}>{target.path}</NameCell>
                <NumberCell data-label={t('insights.samples')}>{f.count(target.samples)}</NumberCell>
                <NumberCell data-label={t('insights.metricP75', { metric })}>
                  <RatedValue rating={vitalRating(metric, target.p75)}>
                    {f.vital(metric, target.p75)}
                  </RatedValue>
                </NumberCell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Part>
  );
}

/**
 * Core Web Vitals as visitors' browsers measured them: each metric's p75 and rating, one metric over time against
 * the thresholds, per page and per device, and the elements to look at first.
 */
export function VitalsPanel({
  vitals,
  range,
  deviceName,
}: {
  vitals: InsightsReport['vitals'];
  range: InsightsReport['range'];
  deviceName: (key: string) => string;
}) {
  const { t } = useAdminI18n();
  const [metric, setMetric] = useState<VitalMetric>('LCP');
  const overTime = useId();
  return (
    <>
      <Note>{t('insights.vitalsNote')}</Note>
      <MetricCards summary={vitals.summary} />
      <Part>
        <h3 id={overTime}>{t('insights.overTime')}</h3>
        <MetricChoice role="group" aria-labelledby={overTime}>
          {vitalMetrics.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={metric === choice}
              onClick={() => setMetric(choice)}
            >
              {choice}
            </button>
          ))}
        </MetricChoice>
        <VitalsChart metric={metric} range={range} series={vitals.series} />
      </Part>
      <RatingKey />
      <VitalsTable title={t('insights.byPage')} keyLabel={t('insights.page')} rows={vitals.byPage} />
      <VitalsTable
        title={t('insights.byDevice')}
        keyLabel={t('insights.device')}
        rows={vitals.byDevice}
        nameOf={deviceName}
      />
      <TargetTable
        title={t('insights.worstLcp')}
        metric="LCP"
        targets={vitals.lcpElements}
        empty={t('insights.noLcp')}
      />
      <TargetTable
        title={t('insights.slowest')}
        metric="INP"
        targets={vitals.slowInteractions}
        empty={t('insights.noInteraction')}
      />
    </>
  );
}
