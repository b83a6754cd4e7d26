import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fieldSpec, type FieldSpec } from '../../../shared/blocks/fields';
import { siteParts, type SitePartKey, type SiteParts } from '../../../shared/blocks/registry';
import type { SitePartDocument } from '../../../shared/pages';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { ConflictError, ValidationError } from '../api';
import { SchemaFields } from '../components/pages/SchemaFields';
import { Actions, FieldError, Panel, adminDateTime, adminRetryLabels } from '../components/ui';
import { discardSitePart, saveSitePart, sitePartQuery } from '../pages';
import { FormAndPreview, StickyPreview } from '../components/pages/formAndPreview';
import { LivePreview } from '../components/pages/LivePreview';
import { KeptDraftNotice } from '../components/KeptDraftNotice';
import { useKeptDraft } from '../keptDraft';
import { useLeaveGuard } from '../useLeaveGuard';

/** How the admin names each shared part, and what it says about where the part shows. */
export const sitePartScreens: Record<
  SitePartKey,
  { path: string; title: string; what: string; intro: ReactNode; save: string; loadFailed: string }
> = {
  prices: {
    path: '/admin/pages/prices',
    title: 'Prices',
    what: 'the prices',
    intro: (
      <>
        Every pricing block, its limited-time offer and the hero’s “from” price show these. Amounts are whole
        kronor and dollars; the site writes them out (“7 000 kr”, “$1,499”).
      </>
    ),
    save: 'Publish prices',
    loadFailed: 'The prices could not be loaded.',
  },
  chrome: {
    path: '/admin/pages/chrome',
    title: 'Navigation and footer',
    what: 'the navigation and footer',
    intro: (
      <>
        The button in the navigation (it leads to the contact page) and the footer’s words, on every public
        page. Contact details and social links are under Settings.
      </>
    ),
    save: 'Publish navigation and footer',
    loadFailed: 'The navigation and footer could not be loaded.',
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
        <h2 id={titleId}>{screen.title}</h2>
        <p>
          <Link to="/admin/pages">All pages</Link> · {screen.intro}
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
            <FieldError>
              Someone else saved {screen.what} after you opened them (version {conflict.version}).
            </FieldError>
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
                Show their version (drop mine)
              </Button>
            </Actions>
          </div>
        ) : null}
        {failed ? <FieldError role="alert">Not saved: {failed.error?.message}</FieldError> : null}
        {Object.keys(errors).length > 0 ? (
          <FieldError role="alert">
            Not saved: {Object.keys(errors).length} field(s) need a change.
          </FieldError>
        ) : null}
        <Actions>
          <p aria-live="polite">
            {dirty
              ? 'Unsaved changes'
              : saved.pending
                ? `Draft saved ${adminDateTime.format(new Date(saved.updatedAt))}: not on the site yet`
                : `Published ${adminDateTime.format(new Date(saved.updatedAt))}`}
          </p>
          {saved.pending ? (
            <Button type="button" variant="ghost" onClick={() => discard.mutate()} busy={discard.isPending}>
              Discard draft
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
            Save draft
          </Button>
          <Button
            type="button"
            onClick={() => save.mutate({ publish: true })}
            busy={save.isPending && save.variables?.publish === true}
            disabled={!dirty && !saved.pending}
          >
            {save.isPending && save.variables?.publish === true ? 'Publishing…' : screen.save}
          </Button>
        </Actions>
      </Panel>
      <StickyPreview>
        <Panel aria-label={`Preview of ${screen.what}`}>
          <h2>Preview</h2>
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
  const { what, loadFailed } = sitePartScreens[part];
  if (isFirstLoad(document))
    return (
      <div aria-busy="true">
        <p className="visually-hidden">Loading {what}…</p>
        <Skeleton $height="24rem" />
      </div>
    );
  if (document.isError || document.isPending)
    return (
      <ErrorNotice {...retryProps(document)} labels={adminRetryLabels}>
        {loadFailed}
      </ErrorNotice>
    );
  return <SitePartEditor key={part} part={part} initial={document.data} />;
}
