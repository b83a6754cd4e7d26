import { useEffect } from 'react';

/** What the browser asks before a page with unsaved changes is left through one of its links. */
export const leaveQuestion = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own question) and following a
 * link inside the admin (a question of ours; the router would otherwise change screens without a word).
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || event.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(leaveQuestion)) {
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
