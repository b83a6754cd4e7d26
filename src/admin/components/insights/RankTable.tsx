import { useState } from 'react';
import styled from 'styled-components';
import type { InsightsRow } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { formatCount, formatPercent, shareOf } from './format';
import { NameCell, NumberCell, Part } from './parts';
import { fontWeight } from '../../../styles/theme';

/** How many rows a list shows before "Show all". */
export const shownRows = 10;

const MoreButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;

interface RankTableProps {
  title: string;
  /** The first column's name: Page, Source, Campaign… */
  keyLabel: string;
  rows: InsightsRow[];
  /** All visitors of the range, for each row's share. */
  visitors: number;
  /** How a key reads: '' as "Direct / none", `sv` as "Swedish"… */
  nameOf?: (key: string) => string;
}

/** One list of the range (pages, sources, campaigns, languages, devices): visitors, their share, page views. */
export function RankTable({ title, keyLabel, rows, visitors, nameOf = (key) => key }: RankTableProps) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, shownRows);
  return (
    <Part>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyNotice>Nothing in this range.</EmptyNotice>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">Visitors</th>
                <th scope="col">Share</th>
                <th scope="col">Page views</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <NameCell data-label={keyLabel}>{nameOf(row.key)}</NameCell>
                  <NumberCell data-label="Visitors">{formatCount(row.visitors)}</NumberCell>
                  <NumberCell data-label="Share">{formatPercent(shareOf(row.visitors, visitors))}</NumberCell>
                  <NumberCell data-label="Page views">{formatCount(row.pageviews)}</NumberCell>
                </tr>
              ))}
            </tbody>
          </Table>
          {rows.length > shownRows ? (
            <MoreButton type="button" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? `Show the top ${shownRows}` : `Show all ${rows.length}`}
              <span className="visually-hidden"> {title.toLowerCase()}</span>
            </MoreButton>
          ) : null}
        </>
      )}
    </Part>
  );
}
