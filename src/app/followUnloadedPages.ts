import { pageAt, isPageLoaded } from './pages';

/**
 * After hydration the router follows the site's links itself, and a page whose chunk has not arrived yet is a
 * transition: the old page stays on screen while the chunk comes over the network and renders. On a slow
 * connection that is the worst of both (a tap on a plan's link a moment after hydration showed the contact page
 * 300–650 ms later, under the bench's mobile conditions, against ~200 for the browser's own navigation to a
 * document it had fetched ahead). So until a page's chunk is here, a link to it is left to the browser: the
 * server's page, complete and cached, often fetched ahead already (the contact page: shared/speculationRules.ts).
 * Once the chunk has arrived (the other pages load when the browser is idle after hydration) the router has it.
 */
export function followUnloadedPagesNatively(root: HTMLElement): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      // Another site, or this page (a part of it, another page of a list): not a page to load.
      if (url.origin !== location.origin || url.pathname === location.pathname) return;
      const page = pageAt(url.pathname);
      // The admin area is its own application; a loaded page renders at once.
      if (page === null || isPageLoaded(page)) return;
      // Before the root's listeners: the router never hears of the click, and the browser follows the link.
      event.stopPropagation();
    },
    true,
  );
}
