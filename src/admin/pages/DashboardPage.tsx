import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BackupStatus } from '../../../shared/backups';
import styled from 'styled-components';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { dashboardQuery, sessionQuery } from '../api';
import { DueFollowUps } from '../components/leads/DueFollowUps';
import { Panel, Table, warningTone } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { fontWeight } from '../../styles/theme';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  div {
    container-type: inline-size;
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
  /* A figure stays on one line ("42,9 %" in Swedish has a space), sized to its tile: the longest figure a tile
     shows, a rate with a decimal, is about 3.75 em wide, so a quarter of the tile's width holds it. */
  dd {
    margin: 0;
    white-space: nowrap;
    font-size: clamp(1.25rem, 25cqi, 2.5rem);
    font-weight: ${fontWeight.heavy};
  }
`;

const BackupNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: baseline;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  p {
    flex: 1 1 18rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    align-self: center;
  }
  /* Too old, none at all, or last night's failed: amber, as the Outbox's warning. */
  &[data-warning] {
    ${warningTone}
  }
  &[data-warning] a {
    color: inherit;
  }
`;

/**
 * The dashboard's line on backups (Admins): when the newest was made and its size, in amber when it is over
 * 26 hours old or there is none, and last night's failure with its reason; a link to Admin → Backups.
 */
function BackupLine({ status }: { status: BackupStatus }) {
  const { t, dateTime, day, fileSize } = useAdminI18n();
  const failed = status.lastNightly?.status === 'failed' ? status.lastNightly : null;
  const said = [
    status.latest
      ? t('dashboard.lastBackup', {
          made: dateTime.format(new Date(status.latest.createdAt)),
          size: fileSize(status.latest.bytes),
        })
      : t('dashboard.noBackup'),
    status.latest && status.stale ? t('dashboard.backupOld') : '',
    failed ? t('dashboard.nightlyFailed', { day: day(failed.day), reason: failed.error ?? '' }) : '',
  ].filter(Boolean);
  return (
    <BackupNote data-warning={status.stale || failed ? '' : undefined}>
      <DatabaseBackup size={18} aria-hidden="true" />
      <p>{said.join(' ')}</p>
      <Link to="/admin/backups">{t('dashboard.toBackups')}</Link>
    </BackupNote>
  );
}

/** What staff did, as the audit log names it (server/audit.ts), in words; an unknown one as it is stored. */
const actionWords: Record<string, AdminMessageKey> = {
  create: 'activity.create',
  update: 'activity.update',
  delete: 'activity.delete',
  reply: 'activity.reply',
  export: 'activity.export',
  import: 'activity.import',
  erase: 'activity.erase',
  'clear-cache': 'activity.clearCache',
  regenerate: 'activity.regenerate',
  resend: 'activity.resend',
  publish: 'activity.publish',
  unpublish: 'activity.unpublish',
  discard: 'activity.discard',
  restore: 'activity.restore',
  stop: 'activity.stop',
};

/** What it was done to. */
const entityWords: Record<string, AdminMessageKey> = {
  lead: 'activity.lead',
  'lead-note': 'activity.leadNote',
  post: 'activity.post',
  page: 'activity.page',
  'site-part': 'activity.sitePart',
  user: 'activity.user',
  settings: 'activity.settings',
  media: 'activity.media',
  outbox: 'activity.outbox',
  sitemap: 'activity.sitemap',
  person: 'activity.person',
  passkey: 'activity.passkey',
  redirect: 'activity.redirect',
  project: 'activity.project',
  'not-found': 'activity.notFound',
  cache: 'activity.cache',
  backup: 'activity.backup',
  'backup-schedule': 'activity.backupSchedule',
  content: 'activity.content',
  experiment: 'activity.experiment',
};

/**
 * Lead counts (In Progress includes Contacted), today's visitors and how many of them sent a message (each a link
 * to Insights), and the latest changes staff made.
 */
export function DashboardPage() {
  const { t, named, dateTime, count, percent, retryLabels } = useAdminI18n();
  const dashboard = useQuery(dashboardQuery);
  const session = useQuery(sessionQuery);
  if (isFirstLoad(dashboard)) return <Skeleton $height="12rem" aria-hidden="true" />;
  if (dashboard.isError || dashboard.isPending) {
    return (
      <ErrorNotice {...retryProps(dashboard)} labels={retryLabels}>
        {t('dashboard.failed')}
      </ErrorNotice>
    );
  }
  const { counts, activity, insights, followUps } = dashboard.data;
  return (
    <>
      <Counts>
        <div>
          <dt>{t('dashboard.totalLeads')}</dt>
          <dd>{counts.total}</dd>
        </div>
        <div>
          <dt>{t('dashboard.new')}</dt>
          <dd>{counts.new}</dd>
        </div>
        <div>
          <dt>{t('dashboard.inProgress')}</dt>
          <dd>{counts.inProgress}</dd>
        </div>
        <div>
          <dt>{t('dashboard.completed')}</dt>
          <dd>{counts.completed}</dd>
        </div>
        <div>
          <dt>
            <Link to="/admin/insights?range=today">{t('dashboard.visitorsToday')}</Link>
          </dt>
          <dd>{count(insights.visitors)}</dd>
        </div>
        <div>
          <dt>
            <Link to="/admin/insights?range=today">{t('dashboard.conversionToday')}</Link>
          </dt>
          <dd>{percent(insights.conversionRate)}</dd>
        </div>
      </Counts>
      {dashboard.data.backup ? <BackupLine status={dashboard.data.backup} /> : null}
      <Panel aria-labelledby="due-title" style={{ marginBottom: '1.5rem' }}>
        <h2 id="due-title">{t('due.title')}</h2>
        <DueFollowUps due={followUps} callerId={session.data?.user.id ?? null} />
      </Panel>
      <Panel aria-labelledby="activity-title">
        <h2 id="activity-title">{t('dashboard.activity')}</h2>
        {activity.length === 0 ? (
          <EmptyNotice>{t('dashboard.noActivity')}</EmptyNotice>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.when')}</th>
                <th scope="col">{t('dashboard.who')}</th>
                <th scope="col">{t('dashboard.what')}</th>
              </tr>
            </thead>
            <tbody>
              {activity.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('dashboard.when')}>{dateTime.format(new Date(entry.at))}</td>
                  <td data-label={t('dashboard.who')}>{entry.user}</td>
                  <td data-label={t('dashboard.what')}>
                    {t('dashboard.change', {
                      action: named(entry.action, actionWords),
                      entity: named(entry.entity, entityWords),
                    })}
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
