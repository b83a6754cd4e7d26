import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterListens } from './toaster';

/**
 * sonner's toaster with the site's settings: about 4 s on screen, at most three at once, each with a close
 * button, top right. The app loads it as a chunk of its own through `AppToaster` (src/components/Toast/toaster.tsx);
 * Storybook renders it directly.
 */
export function SiteToaster() {
  // After sonner's own effects (a child's run first): from here on its toaster hears every toast.
  useEffect(() => toasterListens(), []);
  return <Toaster position="top-right" duration={4000} visibleToasts={3} closeButton />;
}

export default SiteToaster;
