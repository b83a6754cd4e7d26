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
import { adminDateTime, adminRetryLabels, Actions, Panel, Table } from '../ui';
import { Breakable } from '../Breakable';

/** A browser's name and system from its user agent, as a person would say it ("Firefox on Windows"). */
export function describeBrowser(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
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
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** Where this account is signed in: each session's browser, start and last use; others can be signed out. */
export function SessionsPanel() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  const end = useMutation({
    mutationFn: (id: number) => adminFetch<void>(`/api/admin/account/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Signed out of that session');
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const endOthers = useMutation({
    mutationFn: () => adminSave<{ ended: number }>('/api/admin/account/sessions/end-others', 'POST', {}),
    onSuccess: ({ ended }) => {
      toast.success(`Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}`);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Panel aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      {isFirstLoad(sessions) ? (
        <Skeleton $height="6rem" aria-hidden="true" />
      ) : sessions.isError || sessions.isPending ? (
        <ErrorNotice {...retryProps(sessions)} labels={adminRetryLabels}>
          The sessions could not be loaded.
        </ErrorNotice>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">Browser</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <td data-label="Browser">
                    <Breakable text={describeBrowser(session.userAgent)} />{' '}
                    {session.current ? <Badge $tone="accent">This session</Badge> : null}
                  </td>
                  <td data-label="Signed in">{adminDateTime.format(new Date(session.createdAt))}</td>
                  <td data-label="Last used">{adminDateTime.format(new Date(session.lastSeenAt))}</td>
                  <td data-label="Actions">
                    {session.current ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={end.isPending && end.variables === session.id}
                        aria-label={`Sign out ${describeBrowser(session.userAgent)}, signed in ${adminDateTime.format(new Date(session.createdAt))}`}
                        onClick={() => end.mutate(session.id)}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        <LogOut size={14} aria-hidden="true" />
                        Sign out
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {others === 0 ? (
            <EmptyNotice>You are signed in nowhere else.</EmptyNotice>
          ) : (
            <Actions style={{ marginTop: '1rem' }}>
              <Button variant="secondary" busy={endOthers.isPending} onClick={() => endOthers.mutate()}>
                {endOthers.isPending ? 'Signing out…' : 'Sign out all other sessions'}
              </Button>
            </Actions>
          )}
        </>
      )}
    </Panel>
  );
}
