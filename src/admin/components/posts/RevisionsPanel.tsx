import { documentToMarkdown } from '../../../../shared/postMarkdown';
import { postRevisionsKey, type AdminPost, type PostRevision } from '../../api';
import { useAdminI18n, type AdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { Revisions, TextChanges, type ComparedText } from '../Revisions';

type Snapshot = PostRevision['snapshot'];

/** The fields a revision's text is compared on, in the editor's order. */
const comparedFields: [keyof Snapshot, AdminMessageKey][] = [
  ['titleEn', 'posts.field.titleEn'],
  ['titleSv', 'posts.field.titleSv'],
  ['excerptEn', 'posts.field.excerptEn'],
  ['excerptSv', 'posts.field.excerptSv'],
  ['categoryEn', 'posts.field.categoryEn'],
  ['categorySv', 'posts.field.categorySv'],
  ['date', 'posts.field.date'],
  ['slug', 'posts.field.slug'],
  ['bodyEn', 'posts.compare.bodyEn'],
  ['bodySv', 'posts.compare.bodySv'],
  ['keywordsEn', 'posts.compare.keywordsEn'],
  ['keywordsSv', 'posts.compare.keywordsSv'],
  ['focusKeyphraseEn', 'posts.field.focusKeyphraseEn'],
  ['focusKeyphraseSv', 'posts.field.focusKeyphraseSv'],
  ['coverMediaId', 'posts.field.cover'],
];

/** A field as compared: a list as words, a body as the Markdown the editor would write of it (its marks shown). */
const asText = (value: Snapshot[keyof Snapshot] | undefined) => {
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? documentToMarkdown(value) : String(value);
};

/** A post's revision beside its current text, field by field. */
const postTexts = (revision: Snapshot, current: Snapshot, t: AdminI18n['t']): ComparedText[] =>
  comparedFields.map(([key, label]) => ({
    key,
    label: t(label),
    before: asText(revision[key]),
    after: asText(current[key]),
  }));

/**
 * What changed from a post's revision to its current text (or from another version to this editor's: `same` and
 * `legend` say which).
 */
export function RevisionDiff({
  revision,
  current,
  same,
  legend,
}: {
  revision: Snapshot;
  current: Snapshot;
  same?: AdminMessageKey;
  legend?: AdminMessageKey;
}) {
  const { t } = useAdminI18n();
  return <TextChanges texts={postTexts(revision, current, t)} same={same} legend={legend} />;
}

/**
 * A post's saves, newest first: compare one with the current version, and restore its text (the post stays
 * published, scheduled or a draft as it is; on a live post the text comes back as a draft of changes unless
 * "Restore and publish" is chosen).
 */
export function RevisionsPanel({
  post,
  onRestored,
}: {
  post: AdminPost;
  onRestored: (post: AdminPost) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <Revisions<Snapshot, AdminPost>
      address={`/api/admin/posts/${post.id}/revisions`}
      queryKey={postRevisionsKey(post.id)}
      compare={(snapshot) => postTexts(snapshot, post, t)}
      live={post.published}
      subject="post"
      onRestored={onRestored}
    />
  );
}
