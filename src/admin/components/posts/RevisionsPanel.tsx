import { postRevisionsKey, type AdminPost, type PostRevision } from '../../api';
import { Revisions, TextChanges, type ComparedText } from '../Revisions';

type Snapshot = PostRevision['snapshot'];

/** The fields a revision's text is compared on, in the editor's order. */
const comparedFields: [keyof Snapshot, string][] = [
  ['titleEn', 'Title (English)'],
  ['titleSv', 'Title (Swedish)'],
  ['excerptEn', 'Excerpt (English)'],
  ['excerptSv', 'Excerpt (Swedish)'],
  ['categoryEn', 'Category (English)'],
  ['categorySv', 'Category (Swedish)'],
  ['date', 'Date'],
  ['slug', 'Slug'],
  ['bodyEn', 'Body (English)'],
  ['bodySv', 'Body (Swedish)'],
  ['keywordsEn', 'Keywords (English)'],
  ['keywordsSv', 'Keywords (Swedish)'],
  ['coverMediaId', 'Cover image'],
];

const asText = (value: Snapshot[keyof Snapshot] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);

/** A post's revision beside its current text, field by field. */
const postTexts = (revision: Snapshot, current: Snapshot): ComparedText[] =>
  comparedFields.map(([key, label]) => ({
    key,
    label,
    before: asText(revision[key]),
    after: asText(current[key]),
  }));

/** What changed from a post's revision to its current text. */
export function RevisionDiff({ revision, current }: { revision: Snapshot; current: Snapshot }) {
  return <TextChanges texts={postTexts(revision, current)} />;
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
  return (
    <Revisions<Snapshot, AdminPost>
      address={`/api/admin/posts/${post.id}/revisions`}
      queryKey={postRevisionsKey(post.id)}
      compare={(snapshot) => postTexts(snapshot, post)}
      live={post.published}
      subject="post"
      onRestored={onRestored}
    />
  );
}
