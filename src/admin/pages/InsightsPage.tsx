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
import {
  campaignName,
  deviceName,
  formatRange,
  languageName,
  sourceName,
} from '../components/insights/format';
import { KpiCards } from '../components/insights/KpiCards';
import { Columns, Note } from '../components/insights/parts';
import { RangePicker } from '../components/insights/RangePicker';
import { RankTable } from '../components/insights/RankTable';
import { ChartSkeleton } from '../components/insights/TimeChart';
import { TrafficChart } from '../components/insights/TrafficChart';
import { VitalsPanel } from '../components/insights/VitalsPanel';
import { Panel, adminRetryLabels } from '../components/ui';
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
  return (
    <Screen aria-busy="true">
      <p className="visually-hidden">Loading the insights…</p>
      <Skeleton $height="7rem" aria-hidden="true" />
      <ChartSkeleton />
      <Skeleton $height="14rem" aria-hidden="true" />
    </Screen>
  );
}

function Report({ report }: { report: InsightsReport }) {
  const { totals } = report;
  return (
    <>
      <KpiCards totals={totals} previous={report.previousTotals} />
      <Section title="Visitors and page views">
        <TrafficChart range={report.range} series={report.series} />
      </Section>
      <Section title="Pages and sources">
        <Columns>
          <RankTable title="Top pages" keyLabel="Page" rows={report.pages} visitors={totals.visitors} />
          <RankTable
            title="Top sources"
            keyLabel="Source"
            rows={report.sources}
            visitors={totals.visitors}
            nameOf={sourceName}
          />
          <RankTable
            title="Campaigns"
            keyLabel="Campaign"
            rows={report.campaigns}
            visitors={totals.visitors}
            nameOf={campaignName}
          />
          <RankTable
            title="Languages"
            keyLabel="Language"
            rows={report.languages}
            visitors={totals.visitors}
            nameOf={languageName}
          />
          <RankTable
            title="Devices"
            keyLabel="Device"
            rows={report.devices}
            visitors={totals.visitors}
            nameOf={deviceName}
          />
        </Columns>
      </Section>
      <Section title="Contact funnel">
        <FunnelPanel funnel={report.funnel} sourceName={sourceName} />
      </Section>
      <Section title="Core Web Vitals">
        <VitalsPanel vitals={report.vitals} range={report.range} deviceName={deviceName} />
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
  const [params, setParams] = useSearchParams();
  // Read once: a screen left open past midnight keeps the range it showed until the range is changed.
  const [today] = useState(() => stockholmDate());
  const range = rangeFromSearch(params, today);
  const insights = useQuery(insightsQuery(range.from, range.to));

  let content;
  // A hand-written address may hold anything: only dates are written out (the server explains the rest).
  let period = isDate(range.from) && isDate(range.to) ? formatRange(range.from, range.to) : '';
  if (isFirstLoad(insights)) content = <Loading />;
  else if (insights.isError || insights.isPending)
    content = (
      <ErrorNotice {...retryProps(insights)} labels={adminRetryLabels}>
        The insights could not be loaded.
      </ErrorNotice>
    );
  else if ('refused' in insights.data)
    content = (
      <Refused role="alert">
        This range cannot be shown: {insights.data.refused} Pick another range above.
      </Refused>
    );
  else {
    const { report } = insights.data;
    period = `${formatRange(report.range.from, report.range.to)}, compared with ${formatRange(
      report.previous.from,
      report.previous.to,
    )}`;
    content =
      report.totals.pageviews === 0 ? (
        <>
          <EmptyNotice>No visits in this range yet.</EmptyNotice>
          <Note>
            Some visits are never counted: from browsers that ask not to be tracked (Do Not Track or Global
            Privacy Control), from bots, and from staff signed in to this admin.
          </Note>
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
