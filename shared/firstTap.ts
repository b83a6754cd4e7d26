/**
 * What the page and its first file agree on about a visitor's first tap, and the part of it the page carries
 * inline (server/firstFileLoader.ts), because it must answer before any file has arrived.
 */

/** The events that show the visitor is about to use the page: each starts the application (src/app/hydrateOnIntent.ts). */
export const intentEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

/** Set on <html> by the loader at an intent shown before the first file ran; the first file then hydrates at once. */
export const earlyIntentAttribute = 'data-intent';

/**
 * An open dropdown (`details[data-dropdown]`, the Services menu) closes on Escape, its summary focused again, and on a
 * press outside it. The browser opens and closes a <details> on its own; this is the one thing a keyboard needs that
 * HTML does not do, so it is in the page itself, not in the first file that comes after the first paint: a visitor
 * who opens the menu at once can close it at once. Plain ES5 text, run by the loader (its CSP hash covers it) and by
 * the Storybook preview, which stands in for the page. Listeners on the window in the capture phase, so nothing the
 * application does to an event comes first.
 */
export const dropdownClosingText = `(function () {
  var selector = 'details[data-dropdown][open]';
  addEventListener('keydown', function (event) {
    var target = event.target;
    var open = event.key === 'Escape' && target instanceof Element ? target.closest(selector) : null;
    if (!open) return;
    event.preventDefault();
    open.open = false;
    var summary = open.querySelector('summary');
    if (summary) summary.focus();
  }, true);
  addEventListener('pointerdown', function (event) {
    var target = event.target instanceof Node ? event.target : null;
    var open = document.querySelectorAll(selector);
    for (var i = 0; i < open.length; i += 1) if (!target || !open[i].contains(target)) open[i].open = false;
  }, true);
})();`;
