import { EyeOff, Send, Trash2 } from 'lucide-react';
import type { AdminPost } from '../../api';
import { useAdminI18n } from '../../i18n/adminI18n';
import { BulkAction } from '../BulkAction';

/**
 * What staff do to the posts they chose: publish (each one's last saved version goes live now), unpublish, or
 * delete them (Admins). Each is asked once, then done to all of them at once or to none (a post not live
 * refuses an unpublish, and the refusal says so).
 */
export function PostBulkActions({
  posts,
  canDelete,
  onDone,
}: {
  posts: AdminPost[];
  /** Deleting several at once is for Admins (the server refuses others). */
  canDelete: boolean;
  onDone: () => void;
}) {
  const { t, count } = useAdminI18n();
  const ids = posts.map((post) => post.id);
  const chosen = count(posts.length);
  return (
    <>
      <BulkAction
        list="posts"
        body={() => ({ action: 'publish', ids })}
        label={t('posts.bulk.publish')}
        icon={Send}
        title={t('posts.bulk.publishTitle', { count: chosen })}
        done={t('posts.bulk.published', { count: chosen })}
        onDone={onDone}
      >
        <p>{t('posts.bulk.publishQuestion')}</p>
      </BulkAction>
      <BulkAction
        list="posts"
        body={() => ({ action: 'unpublish', ids })}
        label={t('posts.bulk.unpublish')}
        icon={EyeOff}
        title={t('posts.bulk.unpublishTitle', { count: chosen })}
        done={t('posts.bulk.unpublished', { count: chosen })}
        onDone={onDone}
      >
        <p>{t('posts.bulk.unpublishQuestion')}</p>
      </BulkAction>
      {canDelete ? (
        <BulkAction
          list="posts"
          body={() => ({ action: 'delete', ids })}
          label={t('common.delete')}
          icon={Trash2}
          title={t('posts.bulk.deleteTitle', { count: chosen })}
          done={t('posts.bulk.deleted', { count: chosen })}
          onDone={onDone}
        >
          <p>{t('posts.bulk.deleteQuestion')}</p>
        </BulkAction>
      ) : null}
    </>
  );
}
