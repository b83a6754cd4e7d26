import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/LoadState/LoadState';
import { fill, useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { Panel } from './ui';

/**
 * An editor's address whose item is not there (deleted, mistyped): says so, with the way back to its list
 * (`hint` holds `{link}`, where the list's link goes).
 */
export function EditorMissing({
  title,
  hint,
  list,
}: {
  title: AdminMessageKey;
  hint: AdminMessageKey;
  list: { to: string; label: AdminMessageKey };
}) {
  const { t } = useAdminI18n();
  return (
    <Panel>
      <h2>{t(title)}</h2>
      <p>
        {fill(t(hint), {
          link: (
            <Link key="link" to={list.to}>
              {t(list.label)}
            </Link>
          ),
        })}
      </p>
    </Panel>
  );
}

/**
 * The address of a page that is not there (deleted, mistyped), for the editors of a page (its blocks, its
 * experiment): said, with the way back to the list.
 */
export const PageMissing = () => (
  <EditorMissing
    title="editor.missing"
    hint="editor.missingHint"
    list={{ to: '/admin/pages', label: 'editor.allPages' }}
  />
);

/** An editor while its item loads: a block of its size, and what is coming said to a screen reader. */
export function EditorLoading({ label }: { label: AdminMessageKey }) {
  const { t } = useAdminI18n();
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{t(label)}</p>
      <Skeleton $height="24rem" />
    </div>
  );
}
