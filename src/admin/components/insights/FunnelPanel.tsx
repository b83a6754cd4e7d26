import styled from 'styled-components';
import type { FunnelRow, FunnelStep, InsightsReport } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { shareOf, useInsightsFormat } from './format';
import { NameCell, Note, NumberCell, Part, TableScroll } from './parts';

export const stepLabels: Record<FunnelStep, AdminMessageKey> = {
  seen: 'insights.step.seen',
  focused: 'insights.step.focused',
  submitted: 'insights.step.submitted',
  accepted: 'insights.step.accepted',
  fallback: 'insights.step.fallback',
  failed: 'insights.step.failed',
};

/** The step each one is counted from: the outcomes (accepted, fallback, failed) all come from "submitted". */
const stepBefore: Record<FunnelStep, FunnelStep | null> = {
  seen: null,
  focused: 'seen',
  submitted: 'focused',
  accepted: 'submitted',
  fallback: 'submitted',
  failed: 'submitted',
};
const outcomes = new Set<FunnelStep>(['accepted', 'fallback', 'failed']);

/** An outcome of "Sent it", set in under it. */
const Outcome = styled.span`
  display: inline-block;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** The contact form, step by step: how many reached each step, from the step before and from all visitors. */
function Steps({ funnel }: { funnel: InsightsReport['funnel'] }) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  const steps = Object.keys(stepBefore) as FunnelStep[];
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t('insights.step')}</th>
          <th scope="col">{t('insights.visitors')}</th>
          <th scope="col">{t('insights.fromBefore')}</th>
          <th scope="col">{t('insights.fromAll')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => {
          const before = stepBefore[step];
          const base = before === null ? funnel.visitors : funnel.steps[before];
          return (
            <tr key={step}>
              <NameCell data-label={t('insights.step')}>
                {outcomes.has(step) ? (
                  <Outcome>
                    <span className="visually-hidden">{t('insights.sentThen')}</span>
                    {t(stepLabels[step])}
                  </Outcome>
                ) : (
                  t(stepLabels[step])
                )}
              </NameCell>
              <NumberCell data-label={t('insights.visitors')}>{f.count(funnel.steps[step])}</NumberCell>
              <NumberCell data-label={t('insights.fromBefore')}>
                {f.percent(shareOf(funnel.steps[step], base))}
              </NumberCell>
              <NumberCell data-label={t('insights.fromAll')}>
                {f.percent(shareOf(funnel.steps[step], funnel.visitors))}
              </NumberCell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The funnel per source or per landing page: visitors, the main steps, and the share whose message was accepted. */
function FunnelTable({
  title,
  keyLabel,
  rows,
  nameOf = (key) => key,
}: {
  title: string;
  keyLabel: string;
  rows: FunnelRow[];
  nameOf?: (key: string) => string;
}) {
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  return (
    <Part>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyNotice>{t('insights.nothing')}</EmptyNotice>
      ) : (
        <TableScroll label={title}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">{t('insights.visitors')}</th>
                <th scope="col">{t('insights.sawForm')}</th>
                <th scope="col">{t('insights.sent')}</th>
                <th scope="col">{t('insights.accepted')}</th>
                <th scope="col">{t('insights.conversion')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <NameCell data-label={keyLabel}>{nameOf(row.key)}</NameCell>
                  <NumberCell data-label={t('insights.visitors')}>{f.count(row.visitors)}</NumberCell>
                  <NumberCell data-label={t('insights.sawForm')}>{f.count(row.steps.seen)}</NumberCell>
                  <NumberCell data-label={t('insights.sent')}>{f.count(row.steps.submitted)}</NumberCell>
                  <NumberCell data-label={t('insights.accepted')}>{f.count(row.steps.accepted)}</NumberCell>
                  <NumberCell data-label={t('insights.conversion')}>
                    {f.percent(shareOf(row.steps.accepted, row.visitors))}
                  </NumberCell>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Part>
  );
}

/** The contact funnel of the range, in all and by where visitors came from and where they landed. */
export function FunnelPanel({
  funnel,
  sourceName,
}: {
  funnel: InsightsReport['funnel'];
  sourceName: (key: string) => string;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      <Note>{t('insights.funnelNote')}</Note>
      {funnel.steps.seen === 0 ? (
        <EmptyNotice>{t('insights.noFormSeen')}</EmptyNotice>
      ) : (
        <Steps funnel={funnel} />
      )}
      <FunnelTable
        title={t('insights.bySource')}
        keyLabel={t('insights.source')}
        rows={funnel.bySource}
        nameOf={sourceName}
      />
      <FunnelTable
        title={t('insights.byLanding')}
        keyLabel={t('insights.landingPage')}
        rows={funnel.byLanding}
      />
    </>
  );
}
