import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fieldSpec, type FieldSpec } from '../../../shared/blocks/fields';
import { pricesPart, type PricesPart } from '../../../shared/blocks/prices';
import type { SitePartDocument } from '../../../shared/pages';
import { Button } from '../../components/Button/Button';
import { ErrorNotice, Skeleton, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { ConflictError, ValidationError } from '../api';
import { SchemaFields } from '../components/pages/SchemaFields';
import { Actions, FieldError, Panel, adminDateTime, adminRetryLabels } from '../components/ui';
import { saveSitePart, sitePartQuery } from '../pages';
import { useLeaveGuard } from '../useLeaveGuard';

const pricesSpec = fieldSpec(pricesPart) as FieldSpec & { kind: 'group' };

function PricesEditor({ initial }: { initial: SitePartDocument<'prices'> }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<PricesPart>(initial.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<SitePartDocument<'prices'> | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved.data);
  useLeaveGuard(dirty);
  const save = useMutation({
    mutationFn: () => saveSitePart('prices', draft, saved.version),
    onSuccess: (document) => {
      setSaved(document);
      setErrors({});
      setConflict(null);
      queryClient.setQueryData(sitePartQuery('prices').queryKey, document);
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(error.fields);
      else if (error instanceof ConflictError) setConflict(error.current as SitePartDocument<'prices'>);
    },
  });
  return (
    <Panel aria-labelledby="prices-editor-title">
      <h2 id="prices-editor-title">Prices</h2>
      <p>
        <Link to="/admin/pages">All pages</Link> · Every pricing block and the hero’s “from” price show these.
        Amounts are whole kronor and dollars; the site writes them out (“7 000 kr”, “$1,499”).
      </p>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', marginTop: '1rem' }}>
        <SchemaFields
          spec={pricesSpec}
          value={draft}
          onChange={(next) => setDraft(next as PricesPart)}
          path="data"
          errors={errors}
        />
      </div>
      {conflict ? (
        <FieldError role="alert">
          Someone else saved the prices after you opened them (version {conflict.version}).{' '}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setSaved(conflict);
              setDraft(conflict.data);
              setConflict(null);
            }}
          >
            Show their prices (drop mine)
          </Button>
        </FieldError>
      ) : null}
      {save.isError && !(save.error instanceof ValidationError) && !(save.error instanceof ConflictError) ? (
        <FieldError role="alert">Not saved: {save.error.message}</FieldError>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <FieldError role="alert">Not saved: {Object.keys(errors).length} field(s) need a change.</FieldError>
      ) : null}
      <Actions>
        <p aria-live="polite">
          {dirty ? 'Unsaved changes' : `Saved ${adminDateTime.format(new Date(saved.updatedAt))}`}
        </p>
        <Button type="button" onClick={() => save.mutate()} disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : 'Save prices'}
        </Button>
      </Actions>
    </Panel>
  );
}

/** /admin/pages/prices: the shared prices, edited once for every page. */
export function PricesPage() {
  const prices = useQuery(sitePartQuery('prices'));
  if (isFirstLoad(prices))
    return (
      <div aria-busy="true">
        <p className="visually-hidden">Loading the prices…</p>
        <Skeleton $height="24rem" />
      </div>
    );
  if (prices.isError || prices.isPending)
    return (
      <ErrorNotice {...retryProps(prices)} labels={adminRetryLabels}>
        The prices could not be loaded.
      </ErrorNotice>
    );
  return <PricesEditor initial={prices.data} />;
}
