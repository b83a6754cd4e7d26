import { useState } from 'react';
import styled from 'styled-components';
import type { InsightsRow } from '../../../../shared/insights';
import { EmptyNotice } from '../../../components/LoadState/LoadState';
import { Table } from '../ui';
import { useAdminI18n } from '../../i18n/adminI18n';
import { shareOf, useInsightsFormat } from './format';
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
  const { t } = useAdminI18n();
  const f = useInsightsFormat();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, shownRows);
  return (
    <Part>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <EmptyNotice>{t('insights.nothing')}</EmptyNotice>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{keyLabel}</th>
                <th scope="col">{t('insights.visitors')}</th>
                <th scope="col">{t('insights.share')}</th>
                <th scope="col">{t('insights.pageviews')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <NameCell data-label={keyLabel}>{nameOf(row.key)}</NameCell>
                  <NumberCell data-label={t('insights.visitors')}>{f.count(row.visitors)}</NumberCell>
                  <NumberCell data-label={t('insights.share')}>
                    {f.percent(shareOf(row.visitors, visitors))}
                  </NumberCell>
                  <NumberCell data-label={t('insights.pageviews')}>{f.count(row.pageviews)}</NumberCell>
                </tr>
              ))}
            </tbody>
          </Table>
          {rows.length > shownRows ? (
            <MoreButton type="button" aria-expanded={all} onClick={() => setAll(!all)}>
              {all
                ? t('insights.showTop', { count: shownRows })
                : t('insights.showAll', { count: rows.length })}
              <span className="visually-hidden"> {title.toLowerCase()}</span>
            </MoreButton>
          ) : null}
        </>
      )}
    </Part>
  );
}
