import { earlyIntentAttribute, intentEvents, readingEvents } from '../../shared/firstTap';
import { endSending, showSending } from './earlyControls';

/**
 * Public pages arrive complete from the server, so they need no JavaScript to be read, crawled or navigated:
 * every link is a real link. The application code (React, the router, the page components) is fetched and
 * hydrated only when the visitor shows an intent to use the page: a mouse over it, a tap, a key or focus. A
 * visitor who scrolls is reading: the code is fetched then, not run, so its evaluation and hydration (long
 * tasks on a phone) do not stand in the way of the tap that follows, most often on a link the browser follows
 * itself. Nothing the visitor does in the meantime is lost:
 *
 * - a click that is not on a link (a menu button, a slider, a submit button) is held back and replayed once
 *   the page has hydrated; so is a form submission and a key pressed outside a text field;
 * - text typed into a field before hydration stays in the field and is handed to the form's state.
 *
 * This module is framework-free and tiny on purpose: it is all the script a public page loads before
 * interaction (see docs/rendering.md and the budget test in tests/e2e/quality.spec.ts).
 */

/**
 * What React would answer at once during hydration, hydrating the whole page first: on a link or a native control
 * these are left to the browser until the application has committed.
 */
const pressEvents = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'click',
];

/** A page that needs its script at once (the 404 page logs the missing route) carries this attribute. */
export const hydrateNowAttribute = 'data-hydrate-now';

/** Set on <html> once the page has hydrated and every held-back action has been replayed. */
export const hydratedAttribute = 'data-hydrated';

/**
 * Controls the browser runs itself (with src/runtime/earlyControls.ts and shared/firstTap.ts): a <details> summary, a button that opens or closes a
 * dialog, a range input, a label. Their presses and keys are never held: they answer at once.
 */
export const nativeControls =
  'summary, [commandfor], [popovertarget], input[type="range"], label, [data-native]';

const isNativeControl = (target: Element) => target.closest(nativeControls) !== null;

type TextField = HTMLInputElement | HTMLTextAreaElement;

const nonTextInputTypes = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !nonTextInputTypes.has(target.type);
}

function isEditable(target: EventTarget | null): boolean {
  return isTextField(target) || (target instanceof HTMLElement && target.isContentEditable);
}

/**
 * Hands text typed before hydration to the application's state. React keeps track of the value it last
 * saw; setting the value through the element (React's tracker) back to the server's value and then
 * through the prototype to the typed text makes the next `input` event a change React reports.
 * Every typed value is read first: a controlled form re-renders on the first change and puts its state
 * (still the server's value) back into the other fields.
 */
function handOverTypedValues(fields: TextField[]): void {
  const typed = fields
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({
      field,
      value: field.value,
      serverValue: field.defaultValue,
      selectionStart: field.selectionStart,
      selectionEnd: field.selectionEnd,
    }));
  const focused = document.activeElement;
  for (const { field, value, serverValue, selectionStart, selectionEnd } of typed) {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    field.value = serverValue;
    if (setValue) setValue.call(field, value);
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field === focused && selectionStart !== null && selectionEnd !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
}

function copyKeyboardEvent(event: KeyboardEvent): KeyboardEvent {
  return new KeyboardEvent('keydown', {
    key: event.key,
    code: event.code,
    location: event.location,
    repeat: event.repeat,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    bubbles: true,
    cancelable: true,
  });
}

/**
 * Resolves after the browser has painted the next frame (or after 100 ms where frames are not drawn, as in a
 * hidden tab): what the visitor's tap changed natively (a <details> opened, a dialog shown) is on screen
 * before the application's code is evaluated and hydrated, a long task on a slow phone.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

/**
 * An event in a dialog laid over the page outside the application (the consent dialog, src/runtime/consentDialog.ts,
 * which takes the focus as it opens): an answer to it, not an intent to use the page.
 */
function isOverPage(event: Event, root: Element): boolean {
  const target = event.target;
  return target instanceof Element && !root.contains(target) && target.closest('dialog') !== null;
}

/**
 * A touch or press on a link, or Enter on one: the visitor is most likely leaving the page, and evaluating the
 * application now would only hold the next page up (the old page's main thread must be free to let it in).
 * A mouse resting on a link still starts it: a desktop has the time, and the click then stays in the page.
 */
function isLeaving(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('a[href]')) return false;
  if (event.type === 'keydown') return (event as KeyboardEvent).key === 'Enter';
  // A tap focuses the link it lands on; a keyboard reaches one with Tab, a keydown that has started already.
  if (event.type === 'touchstart' || event.type === 'focusin' || event.type === 'click') return true;
  if (event instanceof PointerEvent) return event.type === 'pointerdown' || event.pointerType !== 'mouse';
  return false;
}

/**
 * A press: a finger or a pen on the screen (its `pointerover` comes first), or a mouse button down. A finger's press is
 * the start of a tap or of a scroll, which only its end tells apart; a mouse's is answered when it ends, so the
 * application's evaluation does not stand between the press and its answer.
 */
const isPress = (event: Event) =>
  event.type === 'touchstart' ||
  event.type === 'pointerdown' ||
  (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse');

/**
 * How the press now down ends: in its click (which the promise gives), or in a scroll or a zoom (the browser takes a
 * touch over: `pointercancel`, false), or not within a second (held: the start of a drag, null).
 */
const pressEnd = () =>
  new Promise<MouseEvent | null | false>((resolve) => {
    const end = (event: Event) => finish(event.type === 'click' ? (event as MouseEvent) : false);
    const types = ['click', 'pointercancel', 'touchcancel'];
    const finish = (result: MouseEvent | null | false) => {
      clearTimeout(timer);
      for (const type of types) window.removeEventListener(type, end, true);
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), 1000);
    for (const type of types) window.addEventListener(type, end, { capture: true, passive: true });
  });

/**
 * Starts `hydrate` on the first sign of intent (or at once when the page asks for it) and keeps the
 * visitor's actions until it resolves. `hydrate` must resolve after the application has committed.
 * `whenReading` is called when the visitor scrolls (at every scroll event) instead: the page fetches the
 * application's files without running them, and starts its scroll effects (src/runtime/scrollEffects.ts).
 */
export function hydrateOnIntent(
  root: HTMLElement,
  hydrate: () => Promise<void>,
  whenReading: () => void = () => {},
): void {
  const held: Array<() => void> = [];
  const heldSubmits: Array<() => void> = [];
  const heldForms = new Set<HTMLFormElement>();
  let started = false;

  const holdClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    // Links work without script; a modified click (new tab) is the browser's business; so do native controls.
    if (target.closest('a[href]') || isNativeControl(target)) return;
    // A submit button's click goes on to submit its form: the submit is what is held (see holdSubmit).
    if (target.closest('button[type="submit"], input[type="submit"]')) return;
    event.preventDefault();
    event.stopPropagation();
    const copy = new MouseEvent('click', event);
    held.push(() => target.dispatchEvent(copy));
  };

  // A press that is still held when the page has hydrated (the start of a drag) is handed over too; one
  // released before that ended as a click, which is held on its own.
  // Where such a pointer has moved since is handed over with it, so the drag picks up where the pointer is.
  const pressed = new Map<number, PointerEvent | null>();
  const holdPointerDown = (event: PointerEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target) || target.closest('a[href]')) return;
    if (isEditable(target) || isNativeControl(target)) return;
    pressed.set(event.pointerId, null);
    const copy = new PointerEvent('pointerdown', event);
    held.push(() => {
      if (!pressed.has(copy.pointerId)) return;
      target.dispatchEvent(copy);
      const moved = pressed.get(copy.pointerId);
      if (moved) target.dispatchEvent(new PointerEvent('pointermove', moved));
    });
  };
  const trackMove = (event: PointerEvent) => {
    if (pressed.has(event.pointerId)) pressed.set(event.pointerId, event);
  };
  const release = (event: PointerEvent) => pressed.delete(event.pointerId);

  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    // Already waiting to go: a second press sends nothing more.
    if (heldForms.has(form)) return;
    heldForms.add(form);
    // The form shows it is sending from the press on, not from the hand-over.
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    showSending(form, submitter);
    const submit = () => form.requestSubmit(submitter ?? undefined);
    // Should the application not arrive, the form still goes: natively, to its action.
    held.push(submit);
    heldSubmits.push(submit);
  };

  const holdKey = (event: KeyboardEvent) => {
    const target = event.target;
    // Typing stays native (the text is handed over after hydration); Tab keeps moving focus.
    if (!(target instanceof HTMLElement) || isEditable(target) || isNativeControl(target)) return;
    if (event.key === 'Tab' || event.key === 'Escape') return;
    // Enter and Space on a button become a click, which is held on its own.
    if ((event.key === 'Enter' || event.key === ' ') && target.closest('button, summary, [role="button"]')) {
      return;
    }
    event.stopPropagation();
    const copy = copyKeyboardEvent(event);
    held.push(() => target.dispatchEvent(copy));
  };

  // Typing goes on natively, but the form does not hear of it until the hand-over: a change it heard early
  // would re-render the form and put its state (the server's empty value) back into the other fields.
  const holdTyping = (event: Event) => {
    if (isTextField(event.target) && root.contains(event.target)) event.stopPropagation();
  };

  // A press on a link or a native control while the application is on its way stays the browser's: React,
  // hydrating in slices, would hydrate the whole page at once to hear it (~400 ms of one task on a slow phone,
  // measured), only to let the browser do what it does anyway (follow the link, open the <details>). The
  // application learns the control's state from the page when it commits, as for a press before it came.
  const leaveToBrowser = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (target.closest('a[href]') || isNativeControl(target)) event.stopPropagation();
  };

  const holders: Array<[string, (event: never) => void]> = [
    ...pressEvents.map((type): [string, (event: never) => void] => [type, leaveToBrowser]),
    ['input', holdTyping],
    ['change', holdTyping],
    ['click', holdClick],
    ['submit', holdSubmit],
    ['keydown', holdKey],
    ['pointerdown', holdPointerDown],
    ['pointermove', trackMove],
    ['pointerup', release],
    ['pointercancel', release],
  ];
  const holdActions = (on: boolean) => {
    for (const [type, listener] of holders) {
      if (on) document.addEventListener(type, listener as EventListener, true);
      else document.removeEventListener(type, listener as EventListener, true);
    }
  };

  // A press: what it does is held from now (a tap on a button is replayed, as any press before hydration), but the
  // application starts only when it ends in a click or is held on; a press the browser takes over (a scroll) is
  // reading. The press's other events (a finger's focus, its click) are the same intent.
  let pressing = false;
  const onIntent = (event: Event) => {
    if (started || pressing || isOverPage(event, root) || isLeaving(event)) return;
    if (!isPress(event)) return start();
    pressing = true;
    holdActions(true);
    void pressEnd().then((end) => {
      pressing = false;
      if (end === false || (end && isLeaving(end))) {
        holdActions(false);
        if (end === false) whenReading();
      } else start();
    });
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) window.removeEventListener(type, onIntent, true);
    for (const type of readingEvents) window.removeEventListener(type, whenReading, true);
    holdActions(true);
    void afterNextPaint()
      .then(hydrate)
      .then(
        () => {
          holdActions(false);
          handOverTypedValues(Array.from(root.querySelectorAll('input, textarea')).filter(isTextField));
          heldSubmits.length = 0;
          heldForms.clear();
          // A form shown as sending since its early submit shows what the application says from here on.
          endSending(root);
          for (const action of held.splice(0)) action();
          document.documentElement.setAttribute(hydratedAttribute, '');
        },
        (error: unknown) => {
          // The page stays usable as server HTML: links, native controls, and a form sent the browser's way (a
          // held submit goes now, natively). Other held actions are dropped rather than replayed into a page that
          // cannot handle them, and the next intent tries again (a flaky network).
          holdActions(false);
          held.length = 0;
          heldForms.clear();
          for (const submit of heldSubmits.splice(0)) submit();
          started = false;
          listenForIntent();
          console.error('The page could not start:', error);
        },
      );
  };

  const listenForIntent = () => {
    // Passive: the intent listeners never delay scrolling or a touch.
    const options = { capture: true, passive: true };
    for (const type of intentEvents) window.addEventListener(type, onIntent, options);
    for (const type of readingEvents) window.addEventListener(type, whenReading, options);
  };

  if (!root.hasChildNodes() || root.querySelector(`[${hydrateNowAttribute}]`)) {
    start();
    return;
  }
  listenForIntent();
  // This file arrives after the page's first paint (server/firstFileLoader.ts): an intent shown before (noted by
  // the loader, or focus inside) starts it now; a page scrolled already is being read.
  if (document.documentElement.hasAttribute(earlyIntentAttribute) || root.contains(document.activeElement))
    start();
  else if (window.scrollY > 0) whenReading();
}
