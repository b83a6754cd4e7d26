import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { InsightsReport } from '../../../shared/insights';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { insightsQuery } from '../api';
import { FunnelPanel } from '../components/insights/FunnelPanel';
import { MeasurementNote } from '../components/insights/MeasurementNote';
import { useInsightsFormat } from '../components/insights/format';
import { KpiCards } from '../components/insights/KpiCards';
import { Columns, Note } from '../components/insights/parts';
import { RangePicker } from '../components/insights/RangePicker';
import { RankTable } from '../components/insights/RankTable';
import { ChartSkeleton } from '../components/insights/TimeChart';
import { TrafficChart } from '../components/insights/TrafficChart';
import { VitalsPanel } from '../components/insights/VitalsPanel';
import { Panel } from '../components/ui';
import { useAdminI18n } from '../i18n/adminI18n';
import { rangeFromSearch, searchForRange } from '../insightsRange';
import { isDate, stockholmDate } from '../../../shared/stockholm';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Stack = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  h2 {
    margin: 0;
  }
`;

const Refused = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
`;

/** What a panel cannot show for the range, and why (the measurement mode). */
const ModeNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A titled section of the screen (a landmark named by its heading). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Stack>
  );
}

function Loading() {
  const { t } = useAdminI18n();
  return (
    <Screen aria-busy="true">
      <p className="visually-hidden">{t('insights.loading')}</p>
      <Skeleton $height="7rem" aria-hidden="true" />
      <ChartSkeleton />
      <Skeleton $height="14rem" aria-hidden="true" />
    </Screen>
  );
}

function Report({ report }: { report: InsightsReport }) {
  const { totals } = report;
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  // Days the server counted alone (the default mode) have no browser figures: the funnel's first steps, the vitals.
  const serverCounted = report.measurement.periods.some((period) => period.mode === 'server');
  return (
    <>
      <KpiCards totals={totals} previous={report.previousTotals} />
      <MeasurementNote measurement={report.measurement} />
      <Section title={t('insights.trafficTitle')}>
        <TrafficChart range={report.range} series={report.series} />
      </Section>
      <Section title={t('insights.pagesAndSources')}>
        <Columns>
          <RankTable
            title={t('insights.topPages')}
            keyLabel={t('insights.page')}
            rows={report.pages}
            visitors={totals.visitors}
          />
          <RankTable
            title={t('insights.topSources')}
            keyLabel={t('insights.source')}
            rows={report.sources}
            visitors={totals.visitors}
            nameOf={f.sourceName}
          />
          <RankTable
            title={t('insights.campaigns')}
            keyLabel={t('insights.campaign')}
            rows={report.campaigns}
            visitors={totals.visitors}
            nameOf={f.campaignName}
          />
          <RankTable
            title={t('insights.languages')}
            keyLabel={t('insights.language')}
            rows={report.languages}
            visitors={totals.visitors}
            nameOf={f.languageName}
          />
          <RankTable
            title={t('insights.devices')}
            keyLabel={t('insights.device')}
            rows={report.devices}
            visitors={totals.visitors}
            nameOf={f.deviceName}
          />
        </Columns>
      </Section>
      <Section title={t('insights.funnel')}>
        {serverCounted ? <ModeNote>{t('insights.funnel.serverOnly')}</ModeNote> : null}
        <FunnelPanel funnel={report.funnel} sourceName={f.sourceName} />
      </Section>
      <Section title="Core Web Vitals">
        {serverCounted ? <ModeNote>{t('insights.vitals.serverOnly')}</ModeNote> : null}
        <VitalsPanel vitals={report.vitals} range={report.range} deviceName={f.deviceName} />
      </Section>
    </>
  );
}

/**
 * Insights (Admins and Editors): the site's own, cookieless figures for a range kept in the address (today, 7 or
 * 30 days, or two dates), each against the period of the same length before it; visitors over time, where they
 * came from, the contact funnel and Core Web Vitals. Its charts (uPlot) load with this screen only.
 */
export function InsightsPage() {
  const { t, message, retryLabels } = useAdminI18n();
  const f = useInsightsFormat();
  const [params, setParams] = useSearchParams();
  // Read once: a screen left open past midnight keeps the range it showed until the range is changed.
  const [today] = useState(() => stockholmDate());
  const range = rangeFromSearch(params, today);
  const insights = useQuery(insightsQuery(range.from, range.to));

  let content;
  // A hand-written address may hold anything: only dates are written out (the server explains the rest).
  let period = isDate(range.from) && isDate(range.to) ? f.range(range.from, range.to) : '';
  if (isFirstLoad(insights)) content = <Loading />;
  else if (insights.isError || insights.isPending)
    content = (
      <ErrorNotice {...retryProps(insights)} labels={retryLabels}>
        {t('insights.failed')}
      </ErrorNotice>
    );
  else if ('refused' in insights.data)
    content = (
      <Refused role="alert">{t('insights.refused', { reason: message(insights.data.refused) })}</Refused>
    );
  else {
    const { report } = insights.data;
    period = t('insights.compared', {
      range: f.range(report.range.from, report.range.to),
      previous: f.range(report.previous.from, report.previous.to),
    });
    content =
      report.totals.pageviews === 0 ? (
        <>
          <EmptyNotice>{t('insights.noVisits')}</EmptyNotice>
          <Note>{t('insights.neverCounted')}</Note>
        </>
      ) : (
        <Report report={report} />
      );
  }

  return (
    <Screen>
      <Toolbar>
        <RangePicker range={range} today={today} onChange={(next) => setParams(searchForRange(next))} />
        <Note aria-live="polite">{period}</Note>
      </Toolbar>
      {content}
    </Screen>
  );
}

export default InsightsPage;
