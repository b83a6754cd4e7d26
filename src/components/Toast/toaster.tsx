import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../../../shared/langPaths';
import { whenIdle } from '../../app/pages';

/**
 * The app's one toaster (sonner), loaded apart from the code a public page hydrates with: a visitor's first
 * tap does not wait for it (~9 KB gzip). It mounts as soon as the admin area shows (its screens toast from
 * their first request), on a public page once the browser is idle after the start, or at once when
 * `notify` needs it — whichever comes first, so the live region is in the page before a message reaches it.
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

let markMounted: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const MountedToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster() {
      // After sonner's own effects (a child's run first): its toaster listens from here on.
      useEffect(() => markMounted(), []);
      return <Toaster position="top-right" duration={4000} visibleToasts={3} closeButton />;
    },
  })),
);

/** Toasts: about 4 s on screen, at most three at once, mounted once for the whole app. */
export function AppToaster({ eager = false }: { eager?: boolean }) {
  const { pathname } = useLocation();
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const now = eager || isAdminPath(pathname);
  useEffect(() => {
    if (now) want();
    else whenIdle(want);
  }, [now]);
  return shown || now ? (
    <Suspense fallback={null}>
      <MountedToaster />
    </Suspense>
  ) : null;
}

/** Shows a toast from a public page: the toaster is loaded and mounted first if it is not yet. */
export async function notify(kind: 'success' | 'warning' | 'error', message: string): Promise<void> {
  want();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message);
}
