import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, Download } from 'lucide-react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { BackupEntry } from '../../../shared/backups';
import { ButtonLink, Button } from '../../components/Button/Button';
import { ErrorNotice } from '../../components/LoadState/LoadState';
import { backupDownloadPath, backupsQuery, makeBackup } from '../backups';
import { BackupScheduleForm } from '../components/backups/BackupScheduleForm';
import { DataTable, type DataColumn } from '../components/DataTable';
import { AlertBox, Panel, Toolbar } from '../components/ui';
import { useAdminI18n } from '../i18n/adminI18n';

const Intro = styled.div`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  p + p {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const NightlyFailed = styled(AlertBox)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Failure = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/**
 * Backups (Admins; docs/backups.md): the backups the server keeps, newest first, each downloaded with a press; one
 * made now, by the running server, while the site goes on serving; and the nightly backup's hour and days kept. A
 * failure (of a backup made now, or of last night's) stays on the screen with its reason; the list is whatever the
 * server's folder holds (`npm run backup`'s too).
 */
export function BackupsPage() {
  const { t, dateTime, day, fileSize, count, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const backups = useQuery(backupsQuery());
  const make = useMutation({
    mutationFn: makeBackup,
    onSuccess: (made) => {
      toast.success(t('backups.made', { size: fileSize(made.bytes) }));
      void queryClient.invalidateQueries({ queryKey: backupsQuery().queryKey });
    },
  });
  const made = (entry: BackupEntry) => dateTime.format(new Date(entry.createdAt));

  const columns: DataColumn<BackupEntry>[] = [
    { id: 'made', header: t('backups.madeAt'), cell: made, layout: 'oneLine' },
    { id: 'size', header: t('backups.size'), cell: (entry) => fileSize(entry.bytes), layout: 'oneLine' },
    {
      id: 'download',
      header: t('backups.file'),
      cell: (entry) => (
        <ButtonLink
          to={backupDownloadPath(entry.name)}
          reloadDocument
          download={entry.name}
          variant="secondary"
          size="sm"
          aria-label={t('backups.downloadOne', { made: made(entry) })}
        >
          <Download size={16} aria-hidden="true" />
          {t('backups.download')}
        </ButtonLink>
      ),
    },
  ];
  const items = backups.data?.backups;
  const nightly = backups.data?.lastNightly;

  return (
    <Screen>
      <Panel aria-labelledby="backups-title">
        <h2 id="backups-title">{t('backups.title')}</h2>
        <Intro>
          <p>{t('backups.intro')}</p>
          <p>
            {t('backups.restoreHow')} <code>{t('backups.restoreCommand')}</code>
          </p>
        </Intro>
        <Toolbar>
          <Button busy={make.isPending} aria-busy={make.isPending} onClick={() => make.mutate()}>
            <Archive size={16} aria-hidden="true" />
            {make.isPending ? t('backups.making') : t('backups.make')}
          </Button>
        </Toolbar>
        {nightly?.status === 'failed' ? (
          <NightlyFailed as="p" role="alert">
            {t('backups.nightlyFailed', {
              day: day(nightly.day),
              attempts: nightly.attempts,
              reason: nightly.error ?? '',
            })}
          </NightlyFailed>
        ) : null}
        {make.isError ? (
          <Failure>
            <ErrorNotice
              onRetry={() => make.mutate()}
              retrying={make.isPending}
              failures={make.submittedAt}
              labels={{ retry: t('load.retry'), retrying: t('backups.making') }}
            >
              {message(make.error.message)}
            </ErrorNotice>
          </Failure>
        ) : null}
        <DataTable
          label={t('backups.title')}
          query={backups}
          page={items && { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) }}
          columns={columns}
          rowId={(entry) => entry.name}
          rowName={made}
          texts={{
            loading: t('backups.loading'),
            failed: t('backups.failed'),
            none: t('backups.none'),
            pages: t('backups.title'),
            count: (total) =>
              t(total === 1 ? 'backups.count.one' : 'backups.count.other', { count: count(total) }),
          }}
        />
      </Panel>
      <Panel aria-labelledby="backups-nightly-title">
        <h2 id="backups-nightly-title">{t('backups.nightly')}</h2>
        {backups.data ? <BackupScheduleForm schedule={backups.data.schedule} /> : null}
      </Panel>
    </Screen>
  );
}
