import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { hasEnglish } from '../../../shared/adminSchemas';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { adminFetch, postsQuery, sessionQuery, type AdminPost } from '../api';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { Actions, Field, Panel, Toolbar } from '../components/ui';
import { DataTable, type DataColumn } from '../components/DataTable';
import { PostBulkActions } from '../components/posts/PostBulkActions';
import {
  listPosts,
  postPageSize,
  postSorts,
  postStates,
  postTitle,
  type PostSort,
  type PostState,
} from '../postList';
import { pageOf } from '../listPage';
import { useListParams, useSearchText, type ListParamRules } from '../useListParams';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { RowAction } from '../components/RowAction';

/** Asks before a post goes: Delete is busy while the request runs, and a failure leaves the dialog open. */
function DeleteConfirm({ post, onDone }: { post: AdminPost; onDone: () => void }) {
  const { t, message, lang } = useAdminI18n();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => adminFetch<void>(`/api/admin/posts/${post.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('posts.deleted'));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => toast.error(message(error.message)),
  });
  return (
    <Confirm
      action={t('common.delete')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onDone}
    >
      <p>{t('posts.deleteQuestion', { title: postTitle(post, lang) })}</p>
    </Confirm>
  );
}

/** The posts list's address: `?q=&state=&sort=&page=` (issue #41). */
const listRules = {
  q: { default: '' },
  state: { default: '', choices: ['', ...postStates] },
  sort: { default: 'newest', choices: postSorts },
} satisfies ListParamRules<string>;

const stateLabels: Record<PostState, AdminMessageKey> = {
  published: 'posts.published',
  scheduled: 'posts.stateScheduled',
  draft: 'posts.draft',
};
const sortLabels: Record<PostSort, AdminMessageKey> = {
  newest: 'list.newest',
  oldest: 'list.oldest',
  title: 'posts.title',
};

/**
 * Blog posts: searched, filtered by state and sorted (kept in the address), a page at a time; each opens in its
 * editor (PostEditorPage, at an address of its own) and can be deleted; publish, unpublish and delete (Admins)
 * the ones chosen.
 */
export function BlogPostsPage() {
  const { t, lang, count, dateTime } = useAdminI18n();
  const titleOf = (post: AdminPost) => postTitle(post, lang);
  const posts = useQuery(postsQuery);
  const session = useQuery(sessionQuery);
  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const navigate = useNavigate();
  // The editor's rich-text field is in a chunk of its own: fetched while the list is read, so a post opens at once.
  useEffect(() => {
    void import('../richText/editorParts');
  }, []);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const closeDelete = () => setDeleting(null);
  const filters = { q: params.q, state: params.state as PostState | '', sort: params.sort as PostSort };
  const page = posts.data
    ? pageOf(listPosts(posts.data, filters, lang), params.page, postPageSize)
    : undefined;

  const columns: DataColumn<AdminPost>[] = [
    {
      id: 'title',
      header: t('posts.title'),
      sorts: [{ sort: 'title', direction: 'ascending' }],
      cell: (post) => (
        <>
          <Link to={`/admin/blog/${post.id}`}>{titleOf(post)}</Link>
          <div>
            <small>/{post.slug}</small>
          </div>
          {hasEnglish(post) ? null : (
            <Badge $tone="warning" title={t('posts.noEnglishHint')}>
              {t('posts.noEnglish')}
            </Badge>
          )}
        </>
      ),
    },
    {
      id: 'category',
      header: t('posts.category'),
      cell: (post) =>
        lang === 'sv' ? post.categorySv || post.categoryEn : post.categoryEn || post.categorySv,
    },
    {
      id: 'date',
      header: t('posts.date'),
      layout: 'oneLine',
      sorts: [
        { sort: 'newest', direction: 'descending' },
        { sort: 'oldest', direction: 'ascending' },
      ],
      cell: (post) => post.date,
    },
    {
      id: 'state',
      header: t('posts.state'),
      cell: (post) =>
        post.published ? (
          <>
            <Badge $tone="success">{t('posts.published')}</Badge>
            {post.pendingChange ? (
              <Badge $tone="warning">
                {post.pendingChange.at
                  ? t('posts.changesScheduled', { at: dateTime.format(new Date(post.pendingChange.at)) })
                  : t('posts.changesDrafted')}
              </Badge>
            ) : null}
          </>
        ) : post.publishAt ? (
          <Badge $tone="warning">
            {t('posts.scheduled', { at: dateTime.format(new Date(post.publishAt)) })}
          </Badge>
        ) : (
          <Badge $tone="neutral">{t('posts.draft')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (post) => (
        <Actions style={{ justifyContent: 'flex-start' }}>
          <RowAction
            label={t('posts.editNamed', { title: titleOf(post) })}
            icon={Pencil}
            onClick={() => void navigate(`/admin/blog/${post.id}`)}
          />
          <RowAction
            label={t('posts.deleteNamed', { title: titleOf(post) })}
            icon={Trash2}
            onClick={() => setDeleting(post)}
          />
        </Actions>
      ),
    },
  ];

  return (
    <Panel aria-label={t('posts.region')}>
      <Toolbar>
        <Field>
          <label htmlFor="post-search">{t('list.search')}</label>
          <input
            id="post-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="post-state">{t('posts.state')}</label>
          <select
            id="post-state"
            value={params.state}
            onChange={(event) => setParams({ state: event.target.value })}
          >
            <option value="">{t('list.all')}</option>
            {postStates.map((option) => (
              <option key={option} value={option}>
                {t(stateLabels[option])}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="post-sort">{t('list.sort')}</label>
          <select
            id="post-sort"
            value={params.sort}
            onChange={(event) => setParams({ sort: event.target.value })}
          >
            {postSorts.map((option) => (
              <option key={option} value={option}>
                {t(sortLabels[option])}
              </option>
            ))}
          </select>
        </Field>
        <Button onClick={() => void navigate('/admin/blog/new')}>
          <Plus size={16} aria-hidden="true" />
          {t('posts.newPost')}
        </Button>
      </Toolbar>
      <DataTable
        label={t('posts.region')}
        query={posts}
        page={page}
        columns={columns}
        rowId={postId}
        rowName={titleOf}
        texts={{
          failed: t('posts.failed'),
          none: posts.data?.length === 0 ? t('posts.none') : t('posts.noMatch'),
          pages: t('posts.pages'),
          count: (total) => t(total === 1 ? 'posts.count.one' : 'posts.count.other', { count: count(total) }),
        }}
        sort={params.sort}
        onSort={(sort) => setParams({ sort })}
        onPage={(shown) => setParams({ page: shown })}
        bulk={(chosen, clear) => (
          <PostBulkActions posts={chosen} canDelete={session.data?.user.role === 'Admin'} onDone={clear} />
        )}
      />
      <Dialog open={deleting !== null} title={t('posts.deleteTitle')} onClose={closeDelete}>
        {deleting ? <DeleteConfirm post={deleting} onDone={closeDelete} /> : null}
      </Dialog>
    </Panel>
  );
}

const postId = (post: AdminPost) => String(post.id);
