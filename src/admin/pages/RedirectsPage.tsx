import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { Redirect } from '../../../shared/redirects';
import { Button } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { Dialog } from '../components/Dialog';
import { Pager } from '../components/Pager';
import { DeleteRedirect } from '../components/redirects/DeleteRedirect';
import { MissingPagesTable } from '../components/redirects/MissingPagesTable';
import { RedirectForm } from '../components/redirects/RedirectForm';
import { RedirectTable } from '../components/redirects/RedirectTable';
import { Field, Panel } from '../components/ui';
import { useAdminI18n } from '../i18n/adminI18n';
import { dismissMissingPage, missingPagesQuery, redirectsQuery } from '../redirects';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 48rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > div {
    flex: 0 1 20rem;
  }
`;

/** What the add/edit dialog holds: a redirect to change, or a new one (maybe with its old address given). */
type Editing = { redirect: Redirect } | { from: string };

function Loading({ what }: { what: string }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{what}</p>
      <Skeleton $height="10rem" />
    </div>
  );
}

/**
 * Redirects (Admins): the redirects, searched, paged, added, changed and deleted; and the page addresses
 * visitors asked for in vain, most requested first, each one click from a redirect.
 */
export function RedirectsPage() {
  const { t, message, retryLabels } = useAdminI18n();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const redirects = useQuery(redirectsQuery(page, q));
  const [missingPage, setMissingPage] = useState(1);
  const missing = useQuery(missingPagesQuery(missingPage));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);

  const dismiss = useMutation({
    mutationFn: dismissMissingPage,
    onSuccess: (_answer, path) => {
      toast.success(t('missing.dismissed', { path }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'not-found'] });
    },
    onError: (error) => toast.error(message(error.message)),
  });

  let redirectList;
  if (isFirstLoad(redirects)) redirectList = <Loading what={t('redirects.loading')} />;
  else if (redirects.isError || redirects.isPending)
    redirectList = (
      <ErrorNotice {...retryProps(redirects)} labels={retryLabels}>
        {t('redirects.failed')}
      </ErrorNotice>
    );
  else if (redirects.data.total === 0)
    redirectList = <EmptyNotice>{q ? t('redirects.noneFound', { q }) : t('redirects.none')}</EmptyNotice>;
  else
    redirectList = (
      <>
        <RedirectTable
          items={redirects.data.items}
          onEdit={(redirect) => setEditing({ redirect })}
          onDelete={setDeleting}
        />
        <Pager
          label={t('redirects.pager')}
          page={page}
          total={redirects.data.total}
          pageSize={redirects.data.pageSize}
          onPage={setPage}
        />
      </>
    );

  let missingList;
  if (isFirstLoad(missing)) missingList = <Loading what={t('missing.loading')} />;
  else if (missing.isError || missing.isPending)
    missingList = (
      <ErrorNotice {...retryProps(missing)} labels={retryLabels}>
        {t('missing.failed')}
      </ErrorNotice>
    );
  else if (missing.data.total === 0) missingList = <EmptyNotice>{t('missing.none')}</EmptyNotice>;
  else
    missingList = (
      <>
        <MissingPagesTable
          items={missing.data.items}
          onRedirect={(from) => setEditing({ from })}
          onDismiss={(path) => dismiss.mutate(path)}
          dismissing={dismiss.isPending ? (dismiss.variables ?? null) : null}
        />
        <Pager
          label={t('missing.pager')}
          page={missingPage}
          total={missing.data.total}
          pageSize={missing.data.pageSize}
          onPage={setMissingPage}
        />
      </>
    );

  const closeEditor = () => setEditing(null);
  return (
    <Screen>
      <Panel aria-labelledby="redirects-title">
        <h2 id="redirects-title">{t('redirects.title')}</h2>
        <Intro>{t('redirects.intro')}</Intro>
        <Toolbar>
          <Field>
            <label htmlFor="redirects-search">{t('redirects.search')}</label>
            <input
              id="redirects-search"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </Field>
          <Button onClick={() => setEditing({ from: '' })}>
            <Plus size={16} aria-hidden="true" />
            {t('redirects.add')}
          </Button>
        </Toolbar>
        {redirectList}
      </Panel>
      <Panel aria-labelledby="missing-title">
        <h2 id="missing-title">{t('missing.title')}</h2>
        <Intro>{t('missing.intro')}</Intro>
        {missingList}
      </Panel>
      <Dialog
        open={editing !== null}
        title={editing && 'redirect' in editing ? t('redirects.edit') : t('redirects.add')}
        onClose={closeEditor}
      >
        {editing ? (
          <RedirectForm
            redirect={'redirect' in editing ? editing.redirect : null}
            initialFrom={'from' in editing ? editing.from : ''}
            onDone={closeEditor}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} title={t('redirects.delete')} onClose={() => setDeleting(null)}>
        {deleting ? <DeleteRedirect redirect={deleting} onDone={() => setDeleting(null)} /> : null}
      </Dialog>
    </Screen>
  );
}
