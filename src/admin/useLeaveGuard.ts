import { useEffect, useRef } from 'react';
import { useAdminI18n } from './i18n/adminI18n';

/** Marks the history entry the guard stands on (see `useLeaveGuard`). */
const guardKey = 'leaveGuard';

const onGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[guardKey] === true;

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question), following a link
 * inside the admin, and the browser's Back button (questions of ours; the router would otherwise change screens
 * without a word).
 *
 * Back: the router (a `BrowserRouter`, which has no blocker) handles `popstate` before any listener of ours can,
 * so the guard stands on an entry of its own: once the screen has changes, a copy of the current entry (same
 * address, same router state, marked) is pushed. Back then leaves the copy for the same address, which changes
 * nothing on screen, and the guard asks: "stay" puts the copy back, "leave" goes the rest of the way. Back with no
 * changes left goes the rest of the way unasked, so the copy never costs an extra press.
 */
export function useLeaveGuard(dirty: boolean) {
  // What a link or Back asks, in the staff member's language (the tab's own question is the browser's).
  const { t } = useAdminI18n();
  const question = useRef('');
  question.current = t('leave.question');
  const dirtyNow = useRef(dirty);
  const onCopy = useRef(false);

  useEffect(() => {
    onCopy.current = onGuardEntry(window.history.state);
    const popState = (event: PopStateEvent) => {
      const left = onCopy.current;
      onCopy.current = onGuardEntry(event.state);
      // Only a step off the guard's copy is a Back it stands for (Forward, or other steps, pass).
      if (!left || onCopy.current) return;
      if (dirtyNow.current && !window.confirm(question.current)) {
        standGuard();
        return;
      }
      window.history.back();
    };
    window.addEventListener('popstate', popState);
    return () => window.removeEventListener('popstate', popState);
  }, []);

  function standGuard() {
    window.history.pushState({ ...(window.history.state ?? {}), [guardKey]: true }, '', window.location.href);
    onCopy.current = true;
  }

  useEffect(() => {
    dirtyNow.current = dirty;
    if (dirty && !onCopy.current) standGuard();
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(question.current)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
