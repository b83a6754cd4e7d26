/**
 * What the page and its first file agree on about a visitor's first tap, and the part of it the page carries
 * inline (server/firstFileLoader.ts), because it must answer before any file has arrived.
 */

/**
 * The events that show the visitor is about to use the page: each starts the application (src/app/hydrateOnIntent.ts),
 * except a finger or a pen on the screen, which does when it ends in a tap (its click), not in a scroll.
 */
export const intentEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const;

/** The events of a visitor reading: the application's files are fetched, not run (src/app/hydrateOnIntent.ts). */
export const readingEvents = ['scroll', 'wheel'] as const;

/** Set on <html> by the loader at an intent shown before the first file ran; the first file then hydrates at once. */
export const earlyIntentAttribute = 'data-intent';

/**
 * What a first tap needs from script that cannot wait for the first file (it comes after the page's first paint,
 * server/firstFileLoader.ts), so the page carries it inline: plain ES5 text, run by the loader (the CSP allows it
 * by the loader's hash) and by the Storybook preview, which stands in for the page. Listeners on the window in the
 * capture phase, so nothing the application does to an event comes first; the React components render the same
 * markup and leave these jobs to it, before and after hydration.
 *
 * - An open dropdown (`details[data-dropdown]`, the Services menu) closes on Escape, its summary focused again, and
 *   on a press outside it: the one thing a keyboard needs there that <details> does not do.
 * - The comparison slider (`input[data-comparison]`, a native range input over two pictures) moves its picture
 *   with its value (`--position` and `data-position` on its frame, `aria-valuetext` on the input), from the first
 *   drag or key; a value the browser restored (back and forward) is shown at once.
 * - A comparison picture's place pulses until the picture has loaded: the page marks the place loaded
 *   (`data-loaded`) as the picture arrives, so the pulse stops then rather than at hydration, or never when the
 *   application cannot load (an animation the browser would otherwise run frame after frame).
 */
export const pageScriptText = `(function () {
  var openDropdown = 'details[data-dropdown][open]';
  addEventListener('keydown', function (event) {
    var target = event.target;
    var open = event.key === 'Escape' && target instanceof Element ? target.closest(openDropdown) : null;
    if (!open) return;
    event.preventDefault();
    open.open = false;
    var summary = open.querySelector('summary');
    if (summary) summary.focus();
  }, true);
  addEventListener('pointerdown', function (event) {
    var target = event.target instanceof Node ? event.target : null;
    var open = document.querySelectorAll(openDropdown);
    for (var i = 0; i < open.length; i += 1) if (!target || !open[i].contains(target)) open[i].open = false;
  }, true);

  function showComparison(input) {
    var frame = input.closest('[data-comparison-frame]');
    if (!frame) return;
    var value = Math.round(Number(input.value));
    frame.style.setProperty('--position', value + '%');
    frame.setAttribute('data-position', String(value));
    var before = input.getAttribute('data-before') || '', after = input.getAttribute('data-after') || '';
    input.setAttribute('aria-valuetext', before + ' ' + value + ' % \\u00b7 ' + after + ' ' + (100 - value) + ' %');
  }
  addEventListener('input', function (event) {
    var target = event.target;
    if (target instanceof HTMLInputElement && target.hasAttribute('data-comparison')) showComparison(target);
  }, true);
  function showRestored() {
    var inputs = document.querySelectorAll('input[data-comparison]');
    for (var i = 0; i < inputs.length; i += 1) if (inputs[i].value !== inputs[i].defaultValue) showComparison(inputs[i]);
  }
  showRestored();
  addEventListener('pageshow', showRestored);

  function showLoaded(image) {
    var place = image.complete && image.naturalWidth > 0 ? image.closest('[data-comparison-frame] > [data-loaded]') : null;
    if (place) place.setAttribute('data-loaded', 'true');
  }
  // On the document: a load event never reaches the window.
  document.addEventListener('load', function (event) {
    if (event.target instanceof HTMLImageElement) showLoaded(event.target);
  }, true);
  var pictures = document.querySelectorAll('[data-comparison-frame] img');
  for (var i = 0; i < pictures.length; i += 1) showLoaded(pictures[i]);
})();`;
