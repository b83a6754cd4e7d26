import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fieldSpec, type FieldSpec } from '../../../shared/blocks/fields';
import { siteParts, type SitePartKey, type SiteParts } from '../../../shared/blocks/registry';
import type { SitePartDocument } from '../../../shared/pages';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { ConflictError, ValidationError } from '../api';
import { SchemaFields } from '../components/pages/SchemaFields';
import { Actions, FieldError, Panel } from '../components/ui';
import { useAdminI18n, type AdminMessageKey } from '../i18n/adminI18n';
import { discardSitePart, saveSitePart, sitePartQuery } from '../pages';
import { FormAndPreview, StickyPreview } from '../components/pages/formAndPreview';
import { LivePreview } from '../components/pages/LivePreview';
import { KeptDraftNotice } from '../components/KeptDraftNotice';
import { useKeptDraft } from '../keptDraft';
import { useLeaveGuard } from '../useLeaveGuard';

/** Where each shared part is edited, and what the admin says of it (its title, where it shows, its refusals). */
export const sitePartScreens: Record<
  SitePartKey,
  {
    path: string;
    title: AdminMessageKey;
    intro: AdminMessageKey;
    save: AdminMessageKey;
    loading: AdminMessageKey;
    loadFailed: AdminMessageKey;
    conflict: AdminMessageKey;
    preview: AdminMessageKey;
  }
> = {
  prices: {
    path: '/admin/pages/prices',
    title: 'part.prices.title',
    intro: 'part.prices.intro',
    save: 'part.prices.save',
    loading: 'part.prices.loading',
    loadFailed: 'part.prices.failed',
    conflict: 'part.prices.conflict',
    preview: 'part.prices.preview',
  },
  chrome: {
    path: '/admin/pages/chrome',
    title: 'part.chrome.title',
    intro: 'part.chrome.intro',
    save: 'part.chrome.save',
    loading: 'part.chrome.loading',
    loadFailed: 'part.chrome.failed',
    conflict: 'part.chrome.conflict',
    preview: 'part.chrome.preview',
  },
};

function SitePartEditor<Key extends SitePartKey>({
  part,
  initial,
}: {
  part: Key;
  initial: SitePartDocument<Key>;
}) {
  const screen = sitePartScreens[part];
  const { t, dateTime, message } = useAdminI18n();
  const spec = fieldSpec(siteParts[part]) as FieldSpec & { kind: 'group' };
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  // The editor opens a saved draft (not on the site yet) when there is one.
  const [draft, setDraft] = useState<SiteParts[Key]>(initial.pending ?? initial.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<SitePartDocument<Key> | null>(null);
  const working = (document: SitePartDocument<Key>) => document.pending ?? document.data;
  const dirty = JSON.stringify(draft) !== JSON.stringify(working(saved));
  useLeaveGuard(dirty);
  const kept = useKeptDraft({
    key: `site-part:${part}`,
    value: draft,
    version: saved.version,
    dirty,
    sameAsSaved: (value) => JSON.stringify(value) === JSON.stringify(working(initial)),
  });
  const answered = (document: SitePartDocument<Key>) => {
    setSaved(document);
    setErrors({});
    setConflict(null);
    queryClient.setQueryData(sitePartQuery(part).queryKey, document);
  };
  const refused = (error: Error) => {
    if (error instanceof ValidationError) setErrors(error.fields);
    else if (error instanceof ConflictError) setConflict(error.current as SitePartDocument<Key>);
  };
  /** Publish puts it on every page at once; a draft waits, the site showing what it showed. */
  const save = useMutation({
    mutationFn: ({ publish }: { publish: boolean }) => saveSitePart(part, draft, saved.version, publish),
    onSuccess: answered,
    onError: refused,
  });
  const discard = useMutation({
    mutationFn: () => discardSitePart(part, saved.version),
    onSuccess: (document) => {
      answered(document);
      setDraft(document.data);
    },
    onError: refused,
  });
  const failed = [save, discard].find(
    (step) =>
      step.isError && !(step.error instanceof ValidationError) && !(step.error instanceof ConflictError),
  );
  const titleId = `site-part-${part}-title`;
  return (
    <FormAndPreview>
      <Panel aria-labelledby={titleId}>
        <h2 id={titleId}>{t(screen.title)}</h2>
        <p>
          <Link to="/admin/pages">{t('editor.allPages')}</Link> · {t(screen.intro)}
        </p>
        {kept.offered ? (
          <KeptDraftNotice
            kept={kept.offered}
            version={saved.version}
            onRestore={() => {
              setDraft(kept.offered!.value);
              kept.answer(true);
            }}
            onDiscard={() => kept.answer(false)}
          />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', marginTop: '1rem' }}>
          <SchemaFields
            spec={spec}
            value={draft}
            onChange={(next) => setDraft(next as SiteParts[Key])}
            path="data"
            errors={errors}
          />
        </div>
        {conflict ? (
          // The choice on a line of its own: beside the message it fitted the panel by 4 px at 1280, and wrapped.
          <div role="alert">
            <FieldError>{t(screen.conflict, { version: conflict.version })}</FieldError>
            <Actions style={{ justifyContent: 'flex-start' }}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => {
                  setSaved(conflict);
                  setDraft(working(conflict));
                  setConflict(null);
                }}
              >
                {t('editor.showTheirs')}
              </Button>
            </Actions>
          </div>
        ) : null}
        {failed ? (
          <FieldError role="alert">
            {t('editor.notSaved', { message: message(failed.error?.message ?? '') })}
          </FieldError>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <FieldError role="alert">
            {Object.keys(errors).length === 1
              ? t('part.fieldsToFix.one')
              : t('part.fieldsToFix.other', { count: Object.keys(errors).length })}
          </FieldError>
        ) : null}
        <Actions>
          <p aria-live="polite">
            {dirty
              ? t('editor.unsaved')
              : t(saved.pending ? 'part.draftSaved' : 'part.published', {
                  at: dateTime.format(new Date(saved.updatedAt)),
                })}
          </p>
          {saved.pending ? (
            <Button type="button" variant="ghost" onClick={() => discard.mutate()} busy={discard.isPending}>
              {t('part.discardDraft')}
            </Button>
          ) : null}
          {/* Busy, not disabled, while saving: a disabled button drops the focus, and whether it came back depended
            on how soon the answer came (the Conflict story pictured with and without the focus ring). */}
          <Button
            type="button"
            variant="secondary"
            onClick={() => save.mutate({ publish: false })}
            busy={save.isPending && save.variables?.publish === false}
            disabled={!dirty}
          >
            {t('editor.saveDraft')}
          </Button>
          <Button
            type="button"
            onClick={() => save.mutate({ publish: true })}
            busy={save.isPending && save.variables?.publish === true}
            disabled={!dirty && !saved.pending}
          >
            {save.isPending && save.variables?.publish === true ? t('part.publishing') : t(screen.save)}
          </Button>
        </Actions>
      </Panel>
      <StickyPreview>
        <Panel aria-label={t(screen.preview)}>
          <h2>{t('part.preview')}</h2>
          <LivePreview part={part} data={draft} />
        </Panel>
      </StickyPreview>
    </FormAndPreview>
  );
}

/**
 * /admin/pages/prices and /admin/pages/chrome: a shared part (the prices; the navigation's and footer's words),
 * edited once for every page that shows it.
 */
export function SitePartPage<Key extends SitePartKey>({ part }: { part: Key }) {
  const document = useQuery(sitePartQuery(part));
  const { loading, loadFailed } = sitePartScreens[part];
  const { t, retryLabels } = useAdminI18n();
  if (isFirstLoad(document))
    return (
      <div aria-busy="true">
        <p className="visually-hidden">{t(loading)}</p>
        <Skeleton $height="24rem" />
      </div>
    );
  if (document.isError || document.isPending)
    return (
      <ErrorNotice {...retryProps(document)} labels={retryLabels}>
        {t(loadFailed)}
      </ErrorNotice>
    );
  return <SitePartEditor key={part} part={part} initial={document.data} />;
}
