/**
 * What the page does as the visitor scrolls: the bar turns compact past 50 px and sections below the fold fade in
 * as they come into view (specification: threshold 15 %, the viewport's bottom pulled in by 100 px). A module of
 * its own, not the application's: a scroll is reading, which does not start the application
 * (src/runtime/hydrateOnIntent.ts), so the first file loads this small chunk at the first scroll, and the components
 * (Nav, RevealSection) call it as they mount, after hydration, after a navigation and in Storybook. It works on the
 * markup's attributes (`data-compact`, `data-reveal`), which the components render once and never change, so the
 * page and the application agree whichever came first.
 */

/** The bar turns compact, with a blurred background, once the page is scrolled past this many pixels. */
export const compactScrollOffset = 50;

/** How much of a section must be visible before it fades in (specification: 15 %). */
export const revealThreshold = 0.15;
/** The viewport's bottom edge is pulled in by 100 px, so a section fades in once it is well inside. */
export const revealRootMargin = '0px 0px -100px 0px';

/** The bars that turn compact (src/components/Nav/Nav.tsx) and the sections that fade in (RevealSection). */
const compactBars = 'header[data-compact]';
const revealed = '[data-reveal]';

let compact: boolean | null = null;

/** Marks every bar compact or not for the page's scroll; only a change is written, unless `force`. */
function updateBars(force = false): void {
  const now = window.scrollY > compactScrollOffset;
  if (now === compact && !force) return;
  compact = now;
  for (const bar of document.querySelectorAll(compactBars)) bar.setAttribute('data-compact', String(now));
}

/** Each section watched, with what stops watching it. */
const watched = new WeakMap<Element, () => void>();

/**
 * Fades `element` in when it scrolls into view: left alone if it is on screen already (no flash) or the visitor
 * prefers less motion or the browser has no IntersectionObserver (the server drew it visible); otherwise hidden
 * (`waiting`) until 15 % of it is inside, then `revealed`. Returns what stops watching it, also when it was
 * watched already (the page's scan at the first scroll or the bar's mount came first): a section that unmounts
 * before it came into view leaves no observer holding it.
 */
export function watchReveal(element: Element): () => void {
  const already = watched.get(element);
  if (already) return already;
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        if (entry.isIntersecting) return observer.disconnect();
        element.setAttribute('data-reveal', 'waiting');
        return;
      }
      if (entry.isIntersecting) {
        element.setAttribute('data-reveal', 'revealed');
        observer.disconnect();
      }
    },
    { threshold: revealThreshold, rootMargin: revealRootMargin },
  );
  observer.observe(element);
  const stop = () => {
    observer.disconnect();
    watched.delete(element);
  };
  watched.set(element, stop);
  return stop;
}

let listening = false;

/**
 * Starts the effects for the page as it is: the bars show the scroll's state now, every section is watched, and
 * the bars follow the scroll from here on. Safe to call again (a bar mounted later is brought up to date).
 */
export function installScrollEffects(): void {
  updateBars(true);
  for (const element of document.querySelectorAll(revealed)) watchReveal(element);
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', () => updateBars(), { passive: true });
}
