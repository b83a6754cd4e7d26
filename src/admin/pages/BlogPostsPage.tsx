import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PathValue } from 'react-hook-form';
import { toast } from 'sonner';
import styled from 'styled-components';
import { z } from 'zod';
import { hasEnglish, postInputSchema } from '../../../shared/adminSchemas';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import {
  adminFetch,
  adminSave,
  ConflictError,
  postsQuery,
  sessionQuery,
  type AdminPost,
  type PostPreviewLinks,
} from '../api';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { MediaPicker } from '../components/media/MediaPicker';
import { PreviewLinks } from '../components/posts/PreviewLinks';
import { PublicationField, type PublicationState } from '../components/posts/PublicationField';
import { RevisionsPanel } from '../components/posts/RevisionsPanel';
import { fromStockholmInput, toStockholmInput } from '../stockholmTime';
import { useAdminForm } from '../useAdminForm';
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
import { fill, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { RowAction } from '../components/RowAction';

type PostForm = Omit<
  AdminPost,
  'id' | 'updatedAt' | 'keywordsEn' | 'keywordsSv' | 'published' | 'publishAt' | 'pendingChange' | 'version'
> & {
  keywordsEn: string;
  keywordsSv: string;
  publication: PublicationState;
  /** The scheduled time in Stockholm, as the picker holds it. */
  publishAt: string;
};

const today = () => new Date().toISOString().slice(0, 10);
const emptyPost = (): PostForm => ({
  slug: '',
  date: today(),
  titleEn: '',
  titleSv: '',
  excerptEn: '',
  excerptSv: '',
  categoryEn: '',
  categorySv: '',
  bodyEn: '',
  bodySv: '',
  keywordsEn: '',
  keywordsSv: '',
  publication: 'published',
  publishAt: '',
  coverMediaId: null,
});
/** What the publication choice shows: of a live post, its waiting change's (a draft or a schedule) or none. */
const publicationOf = ({ published, publishAt, pendingChange }: AdminPost) => {
  if (published && !pendingChange) return { publication: 'published' as const, at: null };
  const at = published ? (pendingChange?.at ?? null) : publishAt;
  return { publication: at ? ('scheduled' as const) : ('draft' as const), at };
};
const toForm = (post: AdminPost): PostForm => {
  const {
    id: _id,
    updatedAt: _updatedAt,
    published: _published,
    pendingChange: _change,
    version: _v,
    ...fields
  } = post;
  const { publication, at } = publicationOf(post);
  return {
    ...fields,
    keywordsEn: post.keywordsEn.join(', '),
    keywordsSv: post.keywordsSv.join(', '),
    publication,
    publishAt: at ? toStockholmInput(at) : '',
  };
};
const keywords = (value: string) =>
  value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** The form as the API takes it: keywords as lists, the schedule as an instant (or the picker's text if none). */
const toInput = ({ publication, publishAt, ...values }: PostForm) => ({
  ...values,
  keywordsEn: keywords(values.keywordsEn),
  keywordsSv: keywords(values.keywordsSv),
  published: publication === 'published',
  publishAt: publication === 'scheduled' ? (fromStockholmInput(publishAt) ?? publishAt) : null,
});
/** The form checked as the API checks what it becomes (a field's refusal at the field of the same name). */
const postForm = z
  .custom<PostForm>()
  .transform((form): z.input<typeof postInputSchema> => toInput(form))
  .pipe(postInputSchema);

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
  }
`;

const Conflict = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Preview = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/** The fields typed as text (the cover and the publication have controls of their own). */
type TextKey = Exclude<keyof PostForm, 'coverMediaId' | 'publication' | 'publishAt'>;

const fieldsInOrder: [TextKey, AdminMessageKey, 'input' | 'textarea'][] = [
  ['titleEn', 'posts.field.titleEn', 'input'],
  ['titleSv', 'posts.field.titleSv', 'input'],
  ['excerptEn', 'posts.field.excerptEn', 'textarea'],
  ['excerptSv', 'posts.field.excerptSv', 'textarea'],
  ['categoryEn', 'posts.field.categoryEn', 'input'],
  ['categorySv', 'posts.field.categorySv', 'input'],
];

interface PostEditorProps {
  post: AdminPost | null;
  onDone: () => void;
  /** A revision was restored: the editor starts again from the post as it now is. */
  onRestored: (post: AdminPost) => void;
}

function PostEditor({ post, onDone, onRestored }: PostEditorProps) {
  const { t } = useAdminI18n();
  const queryClient = useQueryClient();
  const form = useAdminForm(postForm, post ? toForm(post) : emptyPost());
  const [preview, setPreview] = useState<{ lang: 'en' | 'sv'; html: string } | null>(null);
  const [links, setLinks] = useState<PostPreviewLinks | null>(null);
  /** Another save came after this editor opened the post: who, and the post as it is now. */
  const [conflict, setConflict] = useState<{ current: AdminPost; savedBy: string | null } | null>(null);
  const [step, setStep] = useState<PostStep | null>(null);
  /** A value a control of its own holds (the cover, the publication): checked again once the form was sent. */
  const pick = <Key extends 'coverMediaId' | 'publication' | 'publishAt'>(
    key: Key,
    value: PathValue<PostForm, Key>,
  ) => form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const save = useMutation({
    mutationFn: ({ values, version }: { values: PostForm; version?: number }) =>
      post
        ? adminSave<AdminPost>(`/api/admin/posts/${post.id}`, 'PUT', {
            ...toInput(values),
            version: version ?? post.version,
          })
        : adminSave<AdminPost>('/api/admin/posts', 'POST', toInput(values)),
    onSuccess: (saved) => {
      toast.success(
        t(post ? (saved.pendingChange ? 'posts.savedPending' : 'posts.updated') : 'posts.created'),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ConflictError)
        setConflict({ current: error.current as AdminPost, savedBy: error.savedBy });
      else form.refused(error);
    },
  });

  const showPreview = async (lang: 'en' | 'sv') => {
    const { html } = await adminFetch<{ html: string }>('/api/admin/posts/markdown', {
      method: 'POST',
      body: JSON.stringify({ markdown: form.getValues(lang === 'en' ? 'bodyEn' : 'bodySv') }),
    });
    setPreview({ lang, html });
  };

  const share = useMutation({
    mutationFn: (values: PostForm) =>
      adminSave<PostPreviewLinks>('/api/admin/posts/previews', 'POST', {
        postId: post?.id ?? null,
        post: toInput(values),
      }),
    onSuccess: setLinks,
    onError: form.refused,
  });
  const sharePreview = async () => {
    const values = await form.checked();
    if (values) share.mutate(values);
    else toast.error(t('posts.fillForPreview'));
  };

  // The categories posts already name, per language, offered as the editor types: one category is one spelling.
  const existing = useQuery(postsQuery).data ?? [];
  const names = (pick: (post: AdminPost) => string) =>
    [...new Set(existing.map(pick).filter((name) => name.trim() !== ''))].sort((a, b) => a.localeCompare(b));
  const suggestions: Partial<Record<TextKey, string[]>> = {
    categoryEn: names((item) => item.categoryEn),
    categorySv: names((item) => item.categorySv),
  };

  const field = (
    key: TextKey,
    label: AdminMessageKey,
    kind: 'input' | 'textarea' = 'input',
    type = 'text',
  ) => {
    const id = `post-${key}`;
    const props = { id, ...form.register(key), ...form.ariaOf(key, id) };
    return (
      <Field key={key}>
        <label htmlFor={id}>{t(label)}</label>
        {kind === 'textarea' ? (
          <textarea {...props} />
        ) : (
          <input type={type} list={suggestions[key] ? `${id}-options` : undefined} {...props} />
        )}
        {suggestions[key] ? (
          <datalist id={`${id}-options`}>
            {suggestions[key].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : null}
        {form.errorAt(key, id)}
      </Field>
    );
  };
  const [coverMediaId, publication, publishAt] = form.watch(['coverMediaId', 'publication', 'publishAt']);

  return (
    <Panel aria-labelledby="post-form-title">
      <h2 id="post-form-title">
        {post ? t('posts.edit', { title: post.titleEn || post.titleSv }) : t('posts.new')}
      </h2>
      <form onSubmit={form.submit((values) => save.mutate({ values }))} noValidate>
        <Grid>
          {fieldsInOrder.map(([key, label, kind]) => field(key, label, kind))}
          {field('date', 'posts.field.date', 'input', 'date')}
          {field('slug', 'posts.field.slug', 'input')}
          {field('bodyEn', 'posts.field.bodyEn', 'textarea')}
          {field('bodySv', 'posts.field.bodySv', 'textarea')}
          {field('keywordsEn', 'posts.field.keywordsEn')}
          {field('keywordsSv', 'posts.field.keywordsSv')}
        </Grid>
        <div style={{ marginTop: '1rem' }}>
          <MediaPicker
            label={t('posts.field.cover')}
            value={coverMediaId}
            onChange={(id) => pick('coverMediaId', id)}
            error={form.errorOf('coverMediaId')}
          />
        </div>
        <div style={{ marginTop: '1rem' }}>
          <PublicationField
            state={publication}
            when={publishAt}
            onState={(state) => pick('publication', state)}
            onWhen={(when) => pick('publishAt', when)}
            error={form.errorOf('publishAt')}
            live={post?.published ?? false}
          />
        </div>
        {conflict ? (
          <ConflictNotice
            conflict={conflict}
            saving={save.isPending}
            onTheirs={() => onRestored(conflict.current)}
            onMine={() =>
              void form.checked().then((values) => {
                if (values) save.mutate({ values, version: conflict.current.version });
              })
            }
          />
        ) : null}
        {preview ? (
          <section
            aria-label={t(preview.lang === 'en' ? 'posts.previewOf.en' : 'posts.previewOf.sv')}
            style={{ marginTop: '1rem' }}
          >
            <Preview dangerouslySetInnerHTML={{ __html: preview.html }} />
          </section>
        ) : null}
        <Actions style={{ marginTop: '1rem' }}>
          <Button variant="ghost" onClick={() => void showPreview('en')}>
            {t('posts.previewEn')}
          </Button>
          <Button variant="ghost" onClick={() => void showPreview('sv')}>
            {t('posts.previewSv')}
          </Button>
          <Button variant="secondary" onClick={() => void sharePreview()} busy={share.isPending}>
            <Link2 size={16} aria-hidden="true" />
            {t('posts.share')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          {post?.published ? (
            <Button variant="secondary" onClick={() => setStep('unpublish')}>
              {t('posts.unpublish')}
            </Button>
          ) : null}
          {post?.pendingChange ? (
            <Button variant="secondary" onClick={() => setStep('discard')}>
              {t('posts.discard')}
            </Button>
          ) : null}
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('common.saving') : post ? t('posts.update') : t('posts.create')}
          </Button>
        </Actions>
      </form>
      {post ? (
        <Dialog
          open={step !== null}
          title={step === 'discard' ? t('posts.discard') : t('posts.unpublishTitle')}
          onClose={() => setStep(null)}
        >
          {step ? (
            <StepConfirm
              post={post}
              step={step}
              onDone={(changed) => {
                setStep(null);
                if (changed) onRestored(changed);
              }}
              onConflict={(found) => {
                setStep(null);
                setConflict(found);
              }}
            />
          ) : null}
        </Dialog>
      ) : null}
      {post ? <RevisionsPanel post={post} onRestored={onRestored} /> : null}
      <Dialog open={links !== null} title={t('posts.links')} onClose={() => setLinks(null)}>
        {links ? <PreviewLinks links={links} /> : null}
      </Dialog>
    </Panel>
  );
}

type PostStep = 'unpublish' | 'discard';

const stepWords: Record<PostStep, { ask: AdminMessageKey; button: AdminMessageKey; done: AdminMessageKey }> =
  {
    unpublish: { ask: 'posts.unpublishAsk', button: 'posts.unpublish', done: 'posts.unpublished' },
    discard: { ask: 'posts.discardAsk', button: 'posts.discard', done: 'posts.discarded' },
  };

/**
 * Asks before a live post's step (unpublish, discard its waiting change), then takes it from the version the
 * editor opened; a newer save found meanwhile goes to the editor's conflict notice.
 */
function StepConfirm({
  post,
  step,
  onDone,
  onConflict,
}: {
  post: AdminPost;
  step: PostStep;
  onDone: (changed: AdminPost | null) => void;
  onConflict: (conflict: { current: AdminPost; savedBy: string | null }) => void;
}) {
  const { t, message } = useAdminI18n();
  const queryClient = useQueryClient();
  const words = stepWords[step];
  const take = useMutation({
    mutationFn: () =>
      adminSave<AdminPost>(`/api/admin/posts/${post.id}/${step}`, 'POST', { version: post.version }),
    onSuccess: (changed) => {
      toast.success(t(words.done));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone(changed);
    },
    onError: (error) => {
      if (error instanceof ConflictError)
        onConflict({ current: error.current as AdminPost, savedBy: error.savedBy });
      else toast.error(message(error.message));
    },
  });
  return (
    <Confirm
      action={t(words.button)}
      busy={take.isPending}
      onConfirm={() => take.mutate()}
      onCancel={() => onDone(null)}
    >
      <p>{t(words.ask, { title: post.titleEn || post.titleSv })}</p>
    </Confirm>
  );
}

/**
 * Another save came after this editor opened the post: who made it, and a choice: open their version (the
 * form's edits are dropped) or save these edits over it.
 */
function ConflictNotice({
  conflict,
  saving,
  onTheirs,
  onMine,
}: {
  conflict: { current: AdminPost; savedBy: string | null };
  saving: boolean;
  onTheirs: () => void;
  onMine: () => void;
}) {
  const { t, dateTime } = useAdminI18n();
  return (
    <Conflict role="alert">
      <p>
        {fill(t('posts.conflict', { at: dateTime.format(new Date(conflict.current.updatedAt)) }), {
          who: <strong key="who">{conflict.savedBy ?? t('posts.someoneElse')}</strong>,
        })}
      </p>
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button variant="secondary" onClick={onTheirs}>
          {t('posts.theirs')}
        </Button>
        <Button onClick={onMine} busy={saving}>
          {t('posts.mine')}
        </Button>
      </Actions>
    </Conflict>
  );
}

/** Asks before a post goes: Delete is busy while the request runs, and a failure leaves the dialog open. */
function DeleteConfirm({ post, onDone }: { post: AdminPost; onDone: () => void }) {
  const { t, message } = useAdminI18n();
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
      <p>{t('posts.deleteQuestion', { title: post.titleEn || post.titleSv })}</p>
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
 * Blog posts: searched, filtered by state and sorted (kept in the address), a page at a time; create, edit (both
 * languages, Markdown with preview, draft, scheduled or published) and delete each; publish, unpublish and
 * delete (Admins) the ones chosen.
 */
export function BlogPostsPage() {
  const { t, lang, count, dateTime } = useAdminI18n();
  const titleOf = (post: AdminPost) => postTitle(post, lang);
  const posts = useQuery(postsQuery);
  const session = useQuery(sessionQuery);
  const [params, setParams] = useListParams(listRules);
  const [search, setSearch] = useSearchText(params.q, (q) => setParams({ q }, { typing: true }));
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
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
          {titleOf(post)}
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
            onClick={() => setEditing(post)}
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

  if (editing)
    return (
      <PostEditor
        // A restored revision starts the form again from the post as it now is.
        key={editing === 'new' ? 'new' : `${editing.id}-${editing.updatedAt}`}
        post={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
        onRestored={setEditing}
      />
    );

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
        <Button onClick={() => setEditing('new')}>
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
