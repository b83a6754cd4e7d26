import styled from 'styled-components';
import type { FunnelRow, FunnelStep, InsightsReport } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { formatCount, formatPercent, shareOf } from './format';
import { NameCell, Note, NumberCell, Part, TableScroll } from './parts';

export const stepLabels: Record<FunnelStep, string> = {
  seen: 'Saw the contact form',
  focused: 'Started filling it in',
  submitted: 'Sent it',
  accepted: 'Accepted',
  fallback: 'Sent through the fallback',
  failed: 'Failed',
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
  const steps = Object.keys(stepBefore) as FunnelStep[];
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Visitors</th>
          <th scope="col">From the step before</th>
          <th scope="col">From all visitors</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => {
          const before = stepBefore[step];
          const base = before === null ? funnel.visitors : funnel.steps[before];
          return (
            <tr key={step}>
              <NameCell data-label="Step">
                {outcomes.has(step) ? (
                  <Outcome>
                    <span className="visually-hidden">Sent, then: </span>
                    {stepLabels[step]}
                  </Outcome>
                ) : (
                  stepLabels[step]
                )}
              </NameCell>
              <NumberCell data-label="Visitors">{formatCount(funnel.steps[step])}</NumberCell>
              <NumberCell data-label="From the step before">
                {formatPercent(shareOf(funnel.steps[step], base))}
              </NumberCell>
              <NumberCell data-label="From all visitors">
                {formatPercent(shareOf(funnel.steps[step], funnel.visitors))}
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
  return (
    <Part>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyNotice>Nothing in this range.</EmptyNotice>
      ) : (
        <TableScroll label={title}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">Visitors</th>
                <th scope="col">Saw the form</th>
                <th scope="col">Sent</th>
                <th scope="col">Accepted</th>
                <th scope="col">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <NameCell data-label={keyLabel}>{nameOf(row.key)}</NameCell>
                  <NumberCell data-label="Visitors">{formatCount(row.visitors)}</NumberCell>
                  <NumberCell data-label="Saw the form">{formatCount(row.steps.seen)}</NumberCell>
                  <NumberCell data-label="Sent">{formatCount(row.steps.submitted)}</NumberCell>
                  <NumberCell data-label="Accepted">{formatCount(row.steps.accepted)}</NumberCell>
                  <NumberCell data-label="Conversion">
                    {formatPercent(shareOf(row.steps.accepted, row.visitors))}
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
  return (
    <>
      <Note>
        A visitor counts once per step. Accepted, sent through the fallback (when the site could not take the
        message and the browser sent it by e-mail instead) and failed are what became of the messages sent.
      </Note>
      {funnel.steps.seen === 0 ? (
        <EmptyNotice>No visitor saw the contact form in this range.</EmptyNotice>
      ) : (
        <Steps funnel={funnel} />
      )}
      <FunnelTable title="By source" keyLabel="Source" rows={funnel.bySource} nameOf={sourceName} />
      <FunnelTable title="By landing page" keyLabel="Landing page" rows={funnel.byLanding} />
    </>
  );
}
