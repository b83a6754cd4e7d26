import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { diffWords } from 'diff';
import { useState } from 'react';
import { toast } from 'sonner';
import styled, { css } from 'styled-components';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { adminFetch, type Revision } from '../api';
import { Dialog } from './Dialog';
import { fill, useAdminI18n, type AdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { Actions, Panel, Table } from './ui';

/** One text of a revision beside the same text now: what a comparison shows when they differ. */
export interface ComparedText {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Removed text struck through on red, added text on green: in the legend and in every change. */
const marks = css`
  del {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  ins {
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
    text-decoration: none;
  }
`;

const Change = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ${marks}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${marks}
`;

/** What changed from a revision to the current version: removed words struck through, added ones marked. */
export function TextChanges({
  texts,
  same = 'revisions.same',
  legend = 'revisions.legend',
}: {
  texts: ComparedText[];
  /** Said when nothing differs, and above the changes (with {removed} and {added}): what is compared with what. */
  same?: AdminMessageKey;
  legend?: AdminMessageKey;
}) {
  const { t } = useAdminI18n();
  const changes = texts.filter(({ before, after }) => before !== after);
  if (changes.length === 0) return <Muted>{t(same)}</Muted>;
  return (
    <>
      <Muted>
        {fill(t(legend), {
          removed: <del key="removed">{t('revisions.removed')}</del>,
          added: <ins key="added">{t('revisions.added')}</ins>,
        })}
      </Muted>
      {changes.map(({ key, label, before, after }) => (
        <Change key={key}>
          <h3>{label}</h3>
          <p>
            {diffWords(before, after).map((part, index) =>
              part.removed ? (
                <del key={index}>{part.value}</del>
              ) : part.added ? (
                <ins key={index}>{part.value}</ins>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </p>
        </Change>
      ))}
    </>
  );
}

/** The table of saves: in a narrow column (the page editor's) the dates wrap, never a button's word. */
const SavesTable = styled(Table)`
  button {
    white-space: nowrap;
  }
`;

const who = (revision: Revision<unknown>, t: AdminI18n['t']) => revision.authorName || t('revisions.before');

export interface RevisionsProps<Snapshot, Restored> {
  /** The revisions' API address: GET lists them, POST `<address>/<id>/restore` puts one back. */
  address: string;
  queryKey: QueryKey;
  /** A revision's texts beside the current version's. */
  compare: (snapshot: Snapshot) => ComparedText[];
  /** Said in the dialog before a restore (the editor's unsaved changes that it drops). */
  warning?: string;
  /**
   * What is restored is live already (a published page): the restore is a draft of changes unless staff choose
   * to publish it at once, so the dialog offers both.
   */
  live?: boolean;
  /** What is restored, as the live note names it. */
  subject?: 'page' | 'post';
  onRestored: (restored: Restored) => void;
}

/**
 * The saves of a post or a page, newest first: compare one with the current version, and restore its content
 * (its publication stays as it is). The restore is itself a new revision, so it can be undone too.
 */
export function Revisions<Snapshot, Restored>({
  address,
  queryKey,
  compare,
  warning,
  live = false,
  subject = 'page',
  onRestored,
}: RevisionsProps<Snapshot, Restored>) {
  const { t, dateTime, message, retryLabels } = useAdminI18n();
  const queryClient = useQueryClient();
  const revisions = useQuery({
    queryKey,
    queryFn: () => adminFetch<Revision<Snapshot>[]>(address),
  });
  const [open, setOpen] = useState<Revision<Snapshot> | null>(null);
  const restore = useMutation({
    mutationFn: ({ revision, publish }: { revision: Revision<Snapshot>; publish?: boolean }) =>
      adminFetch<Restored>(`${address}/${revision.id}/restore`, {
        method: 'POST',
        ...(publish === undefined ? {} : { body: JSON.stringify({ publish }) }),
      }),
    onSuccess: (restored, { publish }) => {
      toast.success(publish === false ? t('revisions.restoredDraft') : t('revisions.restored'));
      setOpen(null);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onRestored(restored);
    },
    onError: (error) => toast.error(message(error.message)),
  });
  const newestId = revisions.data?.[0]?.id;

  return (
    <Panel aria-labelledby="revisions-title" style={{ marginTop: '1rem' }}>
      <h2 id="revisions-title">{t('revisions.title')}</h2>
      {isFirstLoad(revisions) ? (
        <>
          <Muted role="status">{t('revisions.loading')}</Muted>
          <Skeleton $height="6rem" aria-hidden="true" />
        </>
      ) : revisions.isError || revisions.isPending ? (
        <ErrorNotice {...retryProps(revisions)} labels={retryLabels}>
          {t('revisions.failed')}
        </ErrorNotice>
      ) : revisions.data.length === 0 ? (
        <EmptyNotice>{t('revisions.none')}</EmptyNotice>
      ) : (
        <SavesTable>
          <thead>
            <tr>
              <th scope="col">{t('revisions.saved')}</th>
              <th scope="col">{t('revisions.by')}</th>
              <th scope="col">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {revisions.data.map((revision) => (
              <tr key={revision.id}>
                <td data-label={t('revisions.saved')}>
                  {revision.id === newestId
                    ? t('revisions.current', { at: dateTime.format(new Date(revision.createdAt)) })
                    : dateTime.format(new Date(revision.createdAt))}
                </td>
                <td data-label={t('revisions.by')}>{who(revision, t)}</td>
                <td data-label={t('common.actions')}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen(revision)}
                    aria-label={t('revisions.compareNamed', {
                      at: dateTime.format(new Date(revision.createdAt)),
                    })}
                  >
                    {t('revisions.compare')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </SavesTable>
      )}
      <Dialog
        open={open !== null}
        wide
        title={
          open
            ? t('revisions.of', { at: dateTime.format(new Date(open.createdAt)) })
            : t('revisions.revision')
        }
        onClose={() => setOpen(null)}
      >
        {open ? (
          <>
            <Muted>{t('revisions.savedBy', { name: who(open, t) })}</Muted>
            <TextChanges texts={compare(open.snapshot)} />
            {live ? (
              <Muted role="note">{t(subject === 'post' ? 'revisions.livePost' : 'revisions.livePage')}</Muted>
            ) : null}
            {warning ? <Muted role="note">{warning}</Muted> : null}
            <Actions>
              <Button variant="ghost" onClick={() => setOpen(null)}>
                {t('common.close')}
              </Button>
              {live ? (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => restore.mutate({ revision: open, publish: false })}
                    busy={restore.isPending}
                  >
                    {t('revisions.restoreDraft')}
                  </Button>
                  <Button
                    onClick={() => restore.mutate({ revision: open, publish: true })}
                    busy={restore.isPending}
                  >
                    {t('revisions.restorePublish')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => restore.mutate({ revision: open })} busy={restore.isPending}>
                  {t('revisions.restoreText')}
                </Button>
              )}
            </Actions>
          </>
        ) : null}
      </Dialog>
    </Panel>
  );
}
