import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorNotice } from '../../components/LoadState/LoadState';
import { useAdminI18n } from '../i18n/adminI18n';

export type LazyPartProps<Props> = Props & {
  /** Shown while the part's chunk comes (a skeleton of its size). */
  fallback: ReactNode;
};

/**
 * A part of an admin screen that comes in a chunk of its own (Insights, the rich-text field, a post's revisions),
 * loaded by `load` when first shown: `fallback` while it comes, and if it cannot be loaded (the connection dropped,
 * a new release replaced the chunk) or fails to draw, a notice at its place whose "Try again" loads it afresh. The
 * rest of the screen, and what staff typed in it, stays: an uncaught failure would empty the whole admin.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<LazyPartProps<Props>> {
  // React keeps a lazy component's failed load for good: a retry needs a lazy component of its own.
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Part = fresh();
  function LazyPart({ fallback, ...props }: LazyPartProps<Props>) {
    const { t, retryLabels } = useAdminI18n();
    const [failures, setFailures] = useState(0);
    // A retry draws this anew with a fresh part, and that clears the boundary (its reset key).
    const [tries, setTries] = useState(0);
    return (
      <ErrorBoundary
        resetKeys={[tries]}
        onError={() => setFailures((count) => count + 1)}
        fallbackRender={() => (
          <ErrorNotice
            labels={retryLabels}
            failures={failures}
            onRetry={() => {
              Part = fresh();
              setTries((count) => count + 1);
            }}
          >
            {t('load.partFailed')}
          </ErrorNotice>
        )}
      >
        <Suspense fallback={fallback}>
          <Part {...(props as Props)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
