import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import styled from 'styled-components';
import type { Redirect } from '../../../shared/redirects';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../components/Dialog';
import { DeleteRedirect } from '../components/redirects/DeleteRedirect';
import { MissingPagesTable } from '../components/redirects/MissingPagesTable';
import { RedirectForm } from '../components/redirects/RedirectForm';
import { RedirectTable } from '../components/redirects/RedirectTable';
import { Field, Panel, Toolbar } from '../components/ui';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
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

/** What the add/edit dialog holds: a redirect to change, or a new one (maybe with its old address given). */
type Editing = { redirect: Redirect } | { from: string };

/** The screen's address: `?q=&page=` for the redirects, `&missing=` for the page of missing addresses. */
const listRules = {
  q: { default: '' },
  missing: { default: '1' },
} satisfies ListParamRules<string>;

/**
 * Redirects (Admins): the redirects, searched and paged (kept in the address), added, changed and deleted; and
 * the page addresses visitors asked for in vain, most requested first, each one click from a redirect.
 */
export function RedirectsPage() {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const q = useDeferredValue(params.q.trim());
  const redirects = useQuery({ ...redirectsQuery(params.page, q), placeholderData: keepPreviousData });
  const missingPage = Math.max(1, Math.trunc(Number(params.missing)) || 1);
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
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Button onClick={() => setEditing({ from: '' })}>
            <Plus size={16} aria-hidden="true" />
            {t('redirects.add')}
          </Button>
        </Toolbar>
        <RedirectTable
          query={redirects}
          page={redirects.data}
          onPage={(page) => setParams({ page })}
          none={q ? t('redirects.noneFound', { q }) : t('redirects.none')}
          onEdit={(redirect) => setEditing({ redirect })}
          onDelete={setDeleting}
        />
      </Panel>
      <Panel aria-labelledby="missing-title">
        <h2 id="missing-title">{t('missing.title')}</h2>
        <Intro>{t('missing.intro')}</Intro>
        <MissingPagesTable
          query={missing}
          page={missing.data}
          onPage={(page) => setParams({ missing: String(page) })}
          onRedirect={(from) => setEditing({ from })}
          onDismiss={(path) => dismiss.mutate(path)}
          dismissing={dismiss.isPending ? (dismiss.variables ?? null) : null}
        />
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
