import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../../components/LoadState/LoadState';
import { accountSessionsQuery, adminFetch, adminSave } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { Actions, Panel, Table } from '../ui';
import { Breakable } from '../Breakable';

/** A browser's name and system from its user agent, as a person would say it ("Firefox on Windows"). */
export function describeBrowser(
  userAgent: string,
  words: { on: string; unknown: string } = { on: 'on', unknown: 'Unknown browser' },
): string {
  if (!userAgent) return words.unknown;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} ${words.on} ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** Where this account is signed in: each session's browser, start and last use; others can be signed out. */
export function SessionsPanel() {
  const { t, dateTime, retryLabels, message } = useAdminI18n();
  const browserOf = (userAgent: string) =>
    describeBrowser(userAgent, { on: t('sessions.on'), unknown: t('sessions.unknownBrowser') });
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  const end = useMutation({
    mutationFn: (id: number) => adminFetch<void>(`/api/admin/account/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('sessions.ended'));
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const endOthers = useMutation({
    mutationFn: () => adminSave<{ ended: number }>('/api/admin/account/sessions/end-others', 'POST', {}),
    onSuccess: ({ ended }) => {
      toast.success(
        t(ended === 1 ? 'sessions.endedOthers.one' : 'sessions.endedOthers.other', { count: ended }),
      );
      refresh();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Panel aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      {isFirstLoad(sessions) ? (
        <Skeleton $height="6rem" aria-hidden="true" />
      ) : sessions.isError || sessions.isPending ? (
        <ErrorNotice {...retryProps(sessions)} labels={retryLabels}>
          {t('sessions.failed')}
        </ErrorNotice>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('sessions.browser')}</th>
                <th scope="col">{t('sessions.signedIn')}</th>
                <th scope="col">{t('sessions.lastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('sessions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <td data-label={t('sessions.browser')}>
                    <Breakable text={browserOf(session.userAgent)} />{' '}
                    {session.current ? <Badge $tone="accent">{t('sessions.current')}</Badge> : null}
                  </td>
                  <td data-label={t('sessions.signedIn')}>{dateTime.format(new Date(session.createdAt))}</td>
                  <td data-label={t('sessions.lastUsed')}>{dateTime.format(new Date(session.lastSeenAt))}</td>
                  <td data-label={t('sessions.actions')}>
                    {session.current ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={end.isPending && end.variables === session.id}
                        aria-label={t('sessions.endNamed', {
                          browser: browserOf(session.userAgent),
                          at: dateTime.format(new Date(session.createdAt)),
                        })}
                        onClick={() => end.mutate(session.id)}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        <LogOut size={14} aria-hidden="true" />
                        {t('sessions.end')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {others === 0 ? (
            <EmptyNotice>{t('sessions.nowhereElse')}</EmptyNotice>
          ) : (
            <Actions style={{ marginTop: '1rem' }}>
              <Button variant="secondary" busy={endOthers.isPending} onClick={() => endOthers.mutate()}>
                {endOthers.isPending ? t('sessions.endingOthers') : t('sessions.endOthers')}
              </Button>
            </Actions>
          )}
        </>
      )}
    </Panel>
  );
}
