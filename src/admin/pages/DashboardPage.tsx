import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { dashboardQuery } from '../api';
import { formatCount, formatPercent } from '../components/insights/format';
import { adminDateTime, adminRetryLabels, Panel, Table } from '../components/ui';
import { fontWeight } from '../../styles/theme';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dt a {
    color: inherit;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${fontWeight.heavy};
  }
`;

/**
 * Lead counts (In Progress includes Contacted), today's visitors and how many of them sent a message (each a link
 * to Insights), and the latest changes staff made.
 */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  if (isFirstLoad(dashboard)) return <Skeleton $height="12rem" aria-hidden="true" />;
  if (dashboard.isError || dashboard.isPending) {
    return (
      <ErrorNotice {...retryProps(dashboard)} labels={adminRetryLabels}>
        The dashboard could not be loaded.
      </ErrorNotice>
    );
  }
  const { counts, activity, insights } = dashboard.data;
  return (
    <>
      <Counts>
        <div>
          <dt>Total leads</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>New</dt>
          <dd>{counts.new}</dd>
        </div>
        <div>
          <dt>In Progress</dt>
          <dd>{counts.inProgress}</dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>{counts.completed}</dd>
        </div>
        <div>
          <dt>
            <Link to="/admin/insights?range=today">Visitors today</Link>
          </dt>
          <dd>{formatCount(insights.visitors)}</dd>
        </div>
        <div>
          <dt>
            <Link to="/admin/insights?range=today">Conversion today</Link>
          </dt>
          <dd>{formatPercent(insights.conversionRate)}</dd>
        </div>
      </Counts>
      <Panel aria-labelledby="activity-title">
        <h2 id="activity-title">Recent activity</h2>
        {activity.length === 0 ? (
          <EmptyNotice>No changes yet.</EmptyNotice>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {activity.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{adminDateTime.format(new Date(entry.at))}</td>
                  <td data-label="Who">{entry.user}</td>
                  <td data-label="What">
                    {entry.action} {entry.entity}
                    {entry.summary ? `: ${entry.summary}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </>
  );
}
