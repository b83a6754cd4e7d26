import { createHash } from 'node:crypto';
import { earlyIntentAttribute, intentEvents, pageScriptText, readingEvents } from '../shared/firstTap';

/**
 * The first file (src/entry-client.tsx: the early controls, the intent watcher, the beacon) is not needed to
 * draw the page, so it is asked for once the page has painted its first text: on a slow connection its
 * bytes then never share the line with the document's tail and the images of the first screen. Lighthouse's
 * mobile LCP fell from 1.2-1.4 s to ~0.9 s on the pages with images (docs/rendering.md). The controls a first
 * tap reaches are native HTML and answer before it arrives (docs/rendering.md, "The first tap").
 *
 * A page with nothing to paint (the admin area's empty shell, a browser without paint timing) asks for it at
 * once; a page that never paints while it is loaded (a background tab) does after three seconds at the latest;
 * and a visitor's first sign of intent asks for it then, noted on <html> (`data-intent`) so the first file, which
 * hydrates on intent (src/runtime/hydrateOnIntent.ts), does not miss it. A scroll, or a finger on the screen that may
 * be the start of one, asks for it without the note: reading is not intent to use the page (the first file fetches
 * the application for a page scrolled, and a finger's tap is a click, which is noted). What a first tap needs from
 * script that cannot wait for that file (the Services menu closing on Escape, the slider's picture following it)
 * the loader carries (shared/firstTap.ts).
 *
 * The script is inline and always the same, so the Content Security Policy allows it by its hash
 * (server/security.ts); which file it loads comes from its `data-src` attribute.
 */
export const firstFileLoaderText = `(function () {
  var loader = document.currentScript, root = document.getElementById('root'), started = false;
  var intents = ${JSON.stringify([...intentEvents, ...readingEvents])};
  function intent(event) {
    var finger = event.type === 'touchstart' || (event.type !== 'click' && event.pointerType && event.pointerType !== 'mouse');
    if (!finger && ${JSON.stringify(readingEvents)}.indexOf(event.type) < 0) {
      document.documentElement.setAttribute('${earlyIntentAttribute}', '');
      intents.forEach(function (type) { removeEventListener(type, intent, true); });
    }
    start();
  }
  intents.forEach(function (type) { addEventListener(type, intent, { capture: true, passive: true }); });
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = loader.dataset.src;
    document.head.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!root || !root.hasChildNodes() || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
${pageScriptText}`;

/** The CSP source that allows exactly the loader. */
export const firstFileLoaderHash = `'sha256-${createHash('sha256').update(firstFileLoaderText).digest('base64')}'`;

/**
 * The loader in place of the built module script, with the file it loads and any other attributes the build
 * gave the script (the prefetch plan), except `type`, `src` and `crossorigin`, which the loader sets itself.
 */
export function firstFileLoaderScript(src: string, attributes = ''): string {
  return `<script data-src="${src}"${attributes}>${firstFileLoaderText}</script>`;
}
