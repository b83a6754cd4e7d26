import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../../../shared/langPaths';
import { whenIdle } from '../../runtime/idle';

/**
 * Toasts on a public page without sonner in the code the page hydrates with (~9 KB gzip the first tap does not
 * wait for): `AppToaster` mounts the toaster (`SiteToaster`, a chunk of its own) at once in the admin area
 * (whose screens toast from their first request, and which imports sonner anyway), on a public page once the
 * browser is idle after the start, or at once when `notify` needs it, so its live region is in the page before
 * a message reaches it. Stories render `SiteToaster` themselves (.storybook/decorators.tsx).
 */
let wanted = false;
const listeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many toasters are mounted and listening, and who waits for one. */
let listening = 0;
let waiting: (() => void)[] = [];

/** Called by a mounted `SiteToaster`; the function it returns says it no longer listens. */
export function toasterListens(): () => void {
  listening += 1;
  for (const wake of waiting) wake();
  waiting = [];
  return () => {
    listening -= 1;
  };
}

const whenListening = () =>
  listening > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

const LazySiteToaster = lazy(() => import('./SiteToaster'));

/** `duration`: how long a toast stays (SiteToaster's own unless said; Storybook's visual test keeps them). */
export function AppToaster({ duration }: { duration?: number }) {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (admin) want();
    else whenIdle(want);
  }, [admin]);
  return shown || admin ? (
    <Suspense fallback={null}>
      <LazySiteToaster duration={duration} />
    </Suspense>
  ) : null;
}

/** Shows a toast: the toaster is loaded and mounted first if it is not yet, so the message is not lost. */
export async function notify(kind: 'success' | 'warning' | 'error', message: string): Promise<void> {
  want();
  const [{ toast }] = await Promise.all([import('sonner'), whenListening()]);
  toast[kind](message);
}
