import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Link2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch, type PathValue } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import styled from 'styled-components';
import { z } from 'zod';
import { hasEnglish, postInputSchema, type PostDraft } from '../../../shared/adminSchemas';
import { emptyDocument, postBodyMaxLength, type PostDocument } from '../../../shared/postDocument';
import type { OtherFocus } from '../../../shared/seoAnalysis';
import { paths } from '../../../shared/paths';
import type { PageSummary } from '../../../shared/pages';
import { slugFromTitle } from '../../../shared/slug';
import { Button, ButtonLink } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { adminSave, ConflictError, postsQuery, type AdminPost, type PostPreviewLinks } from '../api';
import { Confirm } from '../components/Confirm';
import { Dialog } from '../components/Dialog';
import { EditorLoading, EditorMissing } from '../components/EditorLoadStates';
import { lazyPart } from '../components/LazyPart';
import { KeptDraftNotice } from '../components/KeptDraftNotice';
import { MediaPicker } from '../components/media/MediaPicker';
import { FormAndPreview, StickyPreview } from '../components/pages/formAndPreview';
import { LivePreview } from '../components/pages/LivePreview';
import { PreviewLinks } from '../components/posts/PreviewLinks';
import { PublicationField, type PublicationState } from '../components/posts/PublicationField';
import { ReadabilityPanel } from '../components/posts/ReadabilityPanel';
import { SeoPanel } from '../components/posts/SeoPanel';
import { Actions, Field, Panel } from '../components/ui';
import { media } from '../../styles/theme';
import { fill, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { forgetKeptDraft, useKeptDraft } from '../keptDraft';
import { pagesQuery, sitePartQuery } from '../pages';
import { postTitle } from '../postList';
import { fromStockholmInput, toStockholmInput } from '../stockholmTime';
import { useAdminForm } from '../useAdminForm';
import { useLeaveGuard } from '../useLeaveGuard';
import type { LinkTarget } from '../richText/RichTextField';
import { autosaveDelayMs, autosaveRetryMs } from '../autosave';

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
  bodyEn: emptyDocument(),
  bodySv: emptyDocument(),
  keywordsEn: '',
  keywordsSv: '',
  focusKeyphraseEn: '',
  focusKeyphraseSv: '',
  // A new post waits as a draft until its writer publishes or schedules it.
  publication: 'draft',
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
/** The editor's framework and parser, and the parts made with them (src/admin/richText/editorParts.ts). */
const editorParts = () => import('../richText/editorParts');
/**
 * Work kept in this browser, as the form holds it now: a body kept before bodies were documents (Markdown) is
 * opened as the document the editor makes of it, by the editor's parser, loaded for it.
 */
const keptForm = async (kept: PostForm): Promise<PostForm> => {
  const bodies: unknown[] = [kept.bodySv, kept.bodyEn];
  if (!bodies.some((body) => typeof body === 'string')) return kept;
  const { markdownToDocument } = await editorParts();
  const body = (value: unknown) =>
    typeof value === 'string' ? markdownToDocument(value) : (value as PostDocument);
  return { ...kept, bodySv: body(kept.bodySv), bodyEn: body(kept.bodyEn) };
};
/** The form as the live preview draws it: any field may still be empty or unfinished. */
const draftOf = (values: PostForm): PostDraft => ({
  slug: values.slug,
  date: values.date,
  titleEn: values.titleEn,
  titleSv: values.titleSv,
  excerptEn: values.excerptEn,
  excerptSv: values.excerptSv,
  categoryEn: values.categoryEn,
  categorySv: values.categorySv,
  bodyEn: values.bodyEn,
  bodySv: values.bodySv,
  keywordsEn: keywords(values.keywordsEn),
  keywordsSv: keywords(values.keywordsSv),
  coverMediaId: values.coverMediaId,
});
/** The form checked as the API checks what it becomes (a field's refusal at the field of the same name). */
const postForm = z
  .custom<PostForm>()
  .transform((form): z.input<typeof postInputSchema> => toInput(form))
  .pipe(postInputSchema);

/** The fields in pairs (Swedish, English); one column on a phone, or beside the preview. */
const Grid = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The form alone, or with the post's page beside it (on a phone the page comes first, where the switch is). */
const Layout = styled.div`
  ${media.mobile} {
    > [data-column='preview'] {
      order: -1;
    }
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

/** Their version beside this editor's, in the conflict notice. */
const Comparison = styled.section`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const SaveState = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: right;
  &:empty {
    display: none;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};
  > p {
    margin: 0;
  }
`;

/** The fields typed as text (the cover and the publication have controls of their own). */
type TextKey = Exclude<keyof PostForm, 'coverMediaId' | 'publication' | 'publishAt'>;

/** A page's title without the brand after it ("Webbdesign | Novaweb" → "Webbdesign"). */
const withoutBrand = (title: string) => title.replace(/\s+\|\s+[^|]*$/, '');

/**
 * What each other post aims at (its keyphrase, named by its title) and each page (its title without the brand), in
 * each language; the post itself left out.
 */
function otherFocus(
  posts: AdminPost[],
  pages: PageSummary[],
  self: number | null,
): Record<'sv' | 'en', OtherFocus[]> {
  const of = (lang: 'sv' | 'en'): OtherFocus[] =>
    [
      ...posts
        .filter((other) => other.id !== self)
        .map((other) => ({
          name: postTitle(other, lang),
          focus: lang === 'sv' ? other.focusKeyphraseSv : other.focusKeyphraseEn,
          match: 'same' as const,
        })),
      ...pages.flatMap((page) => {
        const title = withoutBrand(page.title[lang]);
        // A page aims at what its title holds, and at each of its meta keywords as a phrase of its own.
        const keywords = page.keywords[lang].split(',').map((keyword) => keyword.trim());
        return [
          { name: title, focus: title, match: 'within' as const },
          ...keywords.map((keyword) => ({ name: title, focus: keyword, match: 'same' as const })),
        ];
      }),
    ].filter((other) => other.focus.trim() !== '');
  return { sv: of('sv'), en: of('en') };
}

/**
 * What a body's link can lead to in each language: the pages on the site and the posts published in it (the post
 * itself left out), by title.
 */
function internalLinks(
  posts: AdminPost[],
  pages: PageSummary[],
  self: number | null,
): Record<'sv' | 'en', LinkTarget[]> {
  const of = (lang: 'sv' | 'en'): LinkTarget[] => [
    ...pages
      .filter((page) => page.live && page.path[lang])
      .map((page) => ({ title: withoutBrand(page.title[lang]) || page.path[lang], href: page.path[lang] })),
    ...posts
      .filter((other) => other.id !== self && other.published && (lang === 'sv' || hasEnglish(other)))
      .map((other) => ({ title: postTitle(other, lang), href: paths.blogPost.href(lang, other.slug) })),
  ];
  return { sv: of('sv'), en: of('en') };
}

/**
 * The editor's largest parts, in one chunk of their own (src/admin/richText/editorParts.ts), fetched as a post opens:
 * the rich-text field (ProseMirror), and the revisions and the comparison a conflict offers, which show a body as
 * Markdown by the editor's parser.
 */
const RichTextField = lazyPart(() => editorParts().then((parts) => parts.RichTextField));
const RevisionsPanel = lazyPart(() => editorParts().then((parts) => parts.RevisionsPanel));
const RevisionDiff = lazyPart(() => editorParts().then((parts) => parts.RevisionDiff));

/** Swedish first, as the agency writes: each Swedish field with its English one beside it. */
const fieldsInOrder: [TextKey, AdminMessageKey, 'input' | 'textarea'][] = [
  ['titleSv', 'posts.field.titleSv', 'input'],
  ['titleEn', 'posts.field.titleEn', 'input'],
  ['excerptSv', 'posts.field.excerptSv', 'textarea'],
  ['excerptEn', 'posts.field.excerptEn', 'textarea'],
  ['categorySv', 'posts.field.categorySv', 'input'],
  ['categoryEn', 'posts.field.categoryEn', 'input'],
];

interface PostEditorProps {
  /** The post as it was when the editor opened it (later loads of the list do not move it); null: a new one. */
  post: AdminPost | null;
  /** A revision was restored (or a step taken): the editor starts again from the post as it now is. */
  onRestored: (post: AdminPost) => void;
  /** A new post's first autosave made it: the editor stays, at the post's own address. */
  onCreated: (post: AdminPost) => void;
}

/** The label of each field a refusal can name, for the save state's "Not saved: fix …". */
const fieldLabels: Partial<Record<string, AdminMessageKey>> = {
  ...Object.fromEntries(fieldsInOrder.map(([key, label]) => [key, label])),
  date: 'posts.field.date',
  slug: 'posts.field.slug',
  bodySv: 'posts.field.bodySv',
  bodyEn: 'posts.field.bodyEn',
  keywordsSv: 'posts.field.keywordsSv',
  keywordsEn: 'posts.field.keywordsEn',
  focusKeyphraseSv: 'posts.field.focusKeyphraseSv',
  focusKeyphraseEn: 'posts.field.focusKeyphraseEn',
  coverMediaId: 'posts.field.cover',
  publishAt: 'publication.legend',
};

/** Of the fields a check named, the one the form shows first (else the first named). */
const firstInForm = (fields: string[]) =>
  Object.keys(fieldLabels).find((key) => fields.includes(key)) ?? fields[0] ?? '';

function PostEditor({ post: opened, onRestored, onCreated }: PostEditorProps) {
  const { t, lang, dateTime } = useAdminI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The version this editor saves over: the one it opened (whatever the list loads meanwhile), then its own saves'.
  const [post, setPost] = useState(opened);
  const [initial] = useState(() => (post ? toForm(post) : emptyPost()));
  const form = useAdminForm(postForm, initial);
  const values = useWatch({ control: form.control }) as PostForm;
  const dirty = form.formState.isDirty;
  useLeaveGuard(dirty);
  // A new post's work is kept as "new" until its first save gives it an id, then under that id.
  const keptKey = `post:${post?.id ?? 'new'}`;
  const kept = useKeptDraft({
    key: keptKey,
    value: values,
    version: post?.version ?? 0,
    dirty,
    sameAsSaved: (value) => JSON.stringify(value) === JSON.stringify(initial),
  });
  /** The saved post is what the list shows: back to it, in place of the editor (Back returns to the editor). */
  const onDone = () => {
    forgetKeptDraft(keptKey);
    void navigate('/admin/blog', { replace: true });
  };

  // The slug follows the Swedish title while it is what that title makes (a new post, or a draft never given an
  // address of its own); once the writer types another, it stays theirs. A live post's address never follows.
  const [followedTitle, setFollowedTitle] = useState(initial.titleSv);
  const follows = !post?.published;
  const titleSv = form.register('titleSv', {
    onChange: (event: { target: { value: string } }) => {
      const title = event.target.value;
      if (follows && form.getValues('slug') === slugFromTitle(followedTitle))
        form.setValue('slug', slugFromTitle(title), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
      setFollowedTitle(title);
    },
  });
  /** The post's page drawn beside the form, following the typing. */
  const [previewShown, setPreviewShown] = useState(false);
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

  // A draft saves itself a moment after the last change, once it holds what a post needs (until then the state
  // names the first field to fill in; nothing is marked while the writer is still writing). A live post's changes
  // wait for Update (kept in this browser meanwhile); a refused draft waits for a change to what was refused; an
  // unreachable server is tried again every few seconds.
  const [offline, setOffline] = useState(false);
  const [refusedValues, setRefusedValues] = useState<string | null>(null);
  const valuesText = JSON.stringify(values);
  const autosaves = values.publication === 'draft' && !post?.published;
  const checked = autosaves && dirty ? postForm.safeParse(values) : null;
  // The first field to fill in, in the form's order (the title before the slug it makes).
  const missing =
    checked && !checked.success
      ? firstInForm(checked.error.issues.map((issue) => String(issue.path[0] ?? '')))
      : null;
  const waitingForFix = refusedValues === valuesText;
  const autosave = useMutation({
    mutationFn: (sent: PostForm) =>
      post
        ? adminSave<AdminPost>(`/api/admin/posts/${post.id}`, 'PUT', {
            ...toInput(sent),
            version: post.version,
          })
        : adminSave<AdminPost>('/api/admin/posts', 'POST', toInput(sent)),
    onSuccess: (saved, sent) => {
      setPost(saved);
      setOffline(false);
      setRefusedValues(null);
      // What was sent is saved; what was typed while it was on its way stays, and stays unsaved.
      form.reset(sent, { keepValues: true });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
      if (!post) {
        forgetKeptDraft('post:new');
        onCreated(saved);
      }
    },
    onError: (error, sent) => {
      if (error instanceof ConflictError)
        setConflict({ current: error.current as AdminPost, savedBy: error.savedBy });
      else if (error instanceof TypeError) setOffline(true);
      else {
        setRefusedValues(JSON.stringify(sent));
        form.refusedQuietly(error);
      }
    },
  });
  useEffect(() => {
    if (!autosaves || !dirty || missing || waitingForFix || conflict) return;
    if (autosave.isPending || save.isPending) return;
    const timer = setTimeout(
      () => autosave.mutate(form.getValues()),
      offline ? autosaveRetryMs : autosaveDelayMs,
    );
    return () => clearTimeout(timer);
    // Again after each change of the values (valuesText) or of what holds it back.
  }, [
    autosaves,
    dirty,
    missing,
    waitingForFix,
    conflict,
    autosave,
    save.isPending,
    offline,
    valuesText,
    form,
  ]);

  const refusedField = Object.keys(form.formState.errors).find((key) => key !== 'root');
  /** "Not saved: fix …" names a field the form shows; a refusal elsewhere was said in a toast, and is unsaved. */
  const notSaved = (key: string | null | undefined) => {
    const label = fieldLabels[key ?? ''];
    return label ? t('editor.notSavedFix', { field: t(label) }) : t('editor.unsaved');
  };
  let saveState = '';
  if (autosave.isPending || save.isPending) saveState = t('common.saving');
  else if (autosaves && dirty && missing) saveState = notSaved(missing);
  else if (waitingForFix) saveState = notSaved(refusedField);
  else if (dirty && autosaves && offline) saveState = t('editor.offlineRetrying');
  else if (dirty) saveState = autosaves ? t('editor.unsavedAutosave') : t('editor.unsaved');
  else if (post)
    saveState = t('editor.savedAt', {
      at: dateTime.format(new Date(post.updatedAt)),
      version: post.version,
    });

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
  const listed = useQuery(postsQuery).data;
  const existing = listed ?? [];
  const names = (pick: (post: AdminPost) => string) =>
    [...new Set(existing.map(pick).filter((name) => name.trim() !== ''))].sort((a, b) => a.localeCompare(b));
  // What the other posts and the pages aim at in each language, for the SEO panel's "used elsewhere".
  const pages = useQuery(pagesQuery).data;
  // The shared prices, for the body's price menu and its warnings of prices typed by hand.
  const prices = useQuery(sitePartQuery('prices')).data?.data ?? null;
  const linkTargets = useMemo(
    () => internalLinks(listed ?? [], pages ?? [], post?.id ?? null),
    [listed, pages, post?.id],
  );
  const others = useMemo(
    () => otherFocus(listed ?? [], pages ?? [], post?.id ?? null),
    [listed, pages, post?.id],
  );
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
    // Said while the slug follows the title (not once the writer has typed their own).
    const hint = key === 'slug' && follows && values.slug === slugFromTitle(followedTitle);
    const props = {
      id,
      ...(key === 'titleSv' ? titleSv : form.register(key)),
      ...form.ariaOf(key, id, { hint }),
    };
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
        {hint ? <small id={`${id}-hint`}>{t('posts.slugFollows')}</small> : null}
        {form.errorAt(key, id)}
      </Field>
    );
  };
  /** A body: the rich-text field (its own chunk, loaded with the editor), across the form's width. */
  const body = (key: 'bodySv' | 'bodyEn', label: AdminMessageKey) => (
    <Wide key={key}>
      <Controller
        control={form.control}
        name={key}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <RichTextField
            fallback={<Skeleton $height="16rem" aria-hidden="true" />}
            id={`post-${key}`}
            label={t(label)}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            focusRef={ref}
            error={form.errorOf(key)}
            links={linkTargets[key === 'bodySv' ? 'sv' : 'en']}
            lang={key === 'bodySv' ? 'sv' : 'en'}
            maxLength={postBodyMaxLength}
            prices={prices}
          />
        )}
      />
    </Wide>
  );
  const { coverMediaId, publication, publishAt } = values;

  return (
    <Panel aria-labelledby="post-form-title">
      <h2 id="post-form-title">
        {post ? t('posts.edit', { title: postTitle(post, lang) }) : t('posts.new')}
      </h2>
      <TopBar>
        <p>
          <Link to="/admin/blog">{t('posts.allPosts')}</Link>
        </p>
        <Button
          variant="secondary"
          aria-pressed={previewShown}
          onClick={() => setPreviewShown((shown) => !shown)}
        >
          <Eye size={16} aria-hidden="true" />
          {t('editor.livePreview')}
        </Button>
      </TopBar>
      {kept.offered ? (
        <KeptDraftNotice
          kept={kept.offered}
          version={post?.version ?? 0}
          onRestore={() => {
            keptForm(kept.offered!.value as PostForm).then(
              (restored) => {
                form.reset(restored, { keepDefaultValues: true });
                setFollowedTitle(restored.titleSv);
                kept.answer(true);
              },
              () => toast.error(t('kept.restoreFailed')),
            );
          }}
          onDiscard={() => kept.answer(false)}
        />
      ) : null}
      <Layout as={previewShown ? FormAndPreview : 'div'}>
        <form onSubmit={form.submit((values) => save.mutate({ values }))} noValidate data-column="form">
          <Grid $single={previewShown}>
            {fieldsInOrder.map(([key, label, kind]) => field(key, label, kind))}
            {field('date', 'posts.field.date', 'input', 'date')}
            {field('slug', 'posts.field.slug', 'input')}
            {body('bodySv', 'posts.field.bodySv')}
            {body('bodyEn', 'posts.field.bodyEn')}
            <Wide>
              <ReadabilityPanel sv={values.bodySv} en={values.bodyEn} />
            </Wide>
            {field('focusKeyphraseSv', 'posts.field.focusKeyphraseSv')}
            {field('focusKeyphraseEn', 'posts.field.focusKeyphraseEn')}
            <Wide>
              <SeoPanel
                sv={{
                  keyphrase: values.focusKeyphraseSv,
                  title: values.titleSv,
                  excerpt: values.excerptSv,
                  body: values.bodySv,
                }}
                en={{
                  keyphrase: values.focusKeyphraseEn,
                  title: values.titleEn,
                  excerpt: values.excerptEn,
                  body: values.bodyEn,
                }}
                slug={values.slug}
                others={others}
              />
            </Wide>
            {field('keywordsSv', 'posts.field.keywordsSv')}
            {field('keywordsEn', 'posts.field.keywordsEn')}
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
              mine={values}
              saving={save.isPending}
              onTheirs={() => onRestored(conflict.current)}
              onMine={() =>
                void form.checked().then((values) => {
                  if (values) save.mutate({ values, version: conflict.current.version });
                })
              }
            />
          ) : null}
          <SaveState aria-live="polite">{saveState}</SaveState>
          <Actions style={{ marginTop: '1rem' }}>
            <Button variant="secondary" onClick={() => void sharePreview()} busy={share.isPending}>
              <Link2 size={16} aria-hidden="true" />
              {t('posts.share')}
            </Button>
            {/* A link, so leaving with unsaved changes asks first (useLeaveGuard). */}
            <ButtonLink to="/admin/blog" variant="secondary">
              {t('common.cancel')}
            </ButtonLink>
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
        {previewShown ? (
          <StickyPreview data-column="preview" aria-label={t('editor.livePreview')} role="region">
            <LivePreview
              post={draftOf(values)}
              postId={post?.id ?? null}
              unavailable={(lang) =>
                lang === 'en' && !hasEnglish(values) ? t('posts.previewNoEnglish') : null
              }
            />
          </StickyPreview>
        ) : null}
      </Layout>
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
      {post ? (
        <RevisionsPanel
          fallback={<Skeleton $height="6rem" aria-hidden="true" />}
          post={post}
          onRestored={onRestored}
        />
      ) : null}
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
  const { t, message, lang } = useAdminI18n();
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
      <p>{t(words.ask, { title: postTitle(post, lang) })}</p>
    </Confirm>
  );
}

/**
 * Another save came after this editor opened the post: who made it, and a choice: open their version (the
 * form's edits are dropped) or save these edits over it.
 */
function ConflictNotice({
  conflict,
  mine,
  saving,
  onTheirs,
  onMine,
}: {
  conflict: { current: AdminPost; savedBy: string | null };
  /** The form as this editor has it. */
  mine: PostForm;
  saving: boolean;
  onTheirs: () => void;
  onMine: () => void;
}) {
  const { t, dateTime } = useAdminI18n();
  const [comparing, setComparing] = useState(false);
  return (
    <Conflict role="alert">
      <p>
        {fill(t('posts.conflict', { at: dateTime.format(new Date(conflict.current.updatedAt)) }), {
          who: <strong key="who">{conflict.savedBy ?? t('posts.someoneElse')}</strong>,
        })}
      </p>
      {comparing ? (
        <Comparison aria-label={t('posts.conflictCompare')}>
          <RevisionDiff
            fallback={<Skeleton $height="6rem" aria-hidden="true" />}
            revision={conflict.current}
            current={{ ...toInput(mine), publishAt: null }}
            same={'posts.conflictSame'}
            legend={'posts.conflictLegend'}
          />
        </Comparison>
      ) : null}
      <Actions style={{ justifyContent: 'flex-start' }}>
        <Button variant="ghost" aria-expanded={comparing} onClick={() => setComparing((shown) => !shown)}>
          {t('posts.conflictCompare')}
        </Button>
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

/** /admin/blog/new and /admin/blog/:id: a post's editor at an address of its own, so reload and Back keep the place. */
export function PostEditorPage() {
  const { id = '' } = useParams();
  const { t, retryLabels } = useAdminI18n();
  const posts = useQuery(postsQuery);
  /** The post as a restored revision or a step left it, and how many times the editor started again. */
  const [restart, setRestart] = useState<{ post: AdminPost; count: number } | null>(null);
  const onRestored = (post: AdminPost) => setRestart((last) => ({ post, count: (last?.count ?? 0) + 1 }));
  /** The post a new post's editor made by saving itself: that editor stays open at the post's address. */
  const [created, setCreated] = useState<number | null>(null);
  const navigate = useNavigate();
  const onCreated = (post: AdminPost) => {
    setCreated(post.id);
    void navigate(`/admin/blog/${post.id}`, { replace: true });
  };
  if (id === 'new' || (created !== null && id === String(created)))
    return <PostEditor key="new" post={null} onRestored={onRestored} onCreated={onCreated} />;
  const missing = (
    <EditorMissing
      title="posts.missing"
      hint="posts.missingHint"
      list={{ to: '/admin/blog', label: 'posts.allPosts' }}
    />
  );
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return missing;
  if (isFirstLoad(posts)) return <EditorLoading label={'posts.loading'} />;
  if (posts.isError || posts.isPending)
    return (
      <ErrorNotice {...retryProps(posts)} labels={retryLabels}>
        {t('posts.loadFailed')}
      </ErrorNotice>
    );
  const post =
    restart?.post.id === Number(id) ? restart.post : posts.data.find((item) => item.id === Number(id));
  if (!post) return missing;
  return (
    <PostEditor
      key={`${post.id}-${restart?.count ?? 0}`}
      post={post}
      onRestored={onRestored}
      onCreated={onCreated}
    />
  );
}
