import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterListens } from './toaster';

/**
 * sonner's toaster with the site's settings: about 4 s on screen, at most three at once, each with a close
 * button, bottom right. Not at the top: there a toast lay over the admin's main actions (New post, Add user) and
 * over the site's header, and sonner holds a toast while the pointer rests on it, so one reaching for the
 * button under it kept the toast there as long as it tried. The app loads it as a chunk of its own through
 * `AppToaster` (src/components/Toast/toaster.tsx); Storybook renders it directly (and the visual test keeps
 * toasts until they are closed, `duration`, so a picture never depends on how fast a loaded machine took it).
 */
export function SiteToaster({ duration = 4000 }: { duration?: number }) {
  // After sonner's own effects (a child's run first): from here on its toaster hears every toast.
  useEffect(() => toasterListens(), []);
  return <Toaster position="bottom-right" duration={duration} visibleToasts={3} closeButton />;
}

export default SiteToaster;
