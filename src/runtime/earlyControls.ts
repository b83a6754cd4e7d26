/**
 * What a visitor's first tap needs before the application has arrived, in a few hundred bytes of plain script
 * loaded with the first file (src/entry-client.tsx). The controls themselves are native HTML, so most of the work
 * is the browser's: the menu drawer is a <dialog> opened by `command="show-modal"`, the Services menu and the FAQ
 * are <details>, the language switch is a link and the comparison slider is an <input type="range">. This adds
 * what HTML alone does not do, by event delegation on the document, so it works the same before and after
 * hydration (the React components render the same markup and leave these jobs to it):
 *
 * - Tab goes round an open modal dialog (the drawer) instead of leaving the page;
 * - (in hydrateOnIntent) a form whose submit is held for the application is shown as sending meanwhile
 *   (`showSending`), so its button says so from the press on;
 * - browsers without invoker commands (`commandfor`: Chromium 135, Firefox 144, Safari 26.2) open and close
 *   the drawer.
 *
 * What cannot wait for this file, which comes after the page's first paint (an open dropdown closing on Escape and
 * a press outside, the slider's picture following its value), the page carries inline (shared/firstTap.ts).
 *
 * Every handler is idempotent: installing twice changes nothing (the Storybook preview installs it as a page does).
 */

/** The attribute a form being sent carries until the application has taken over. */
export const sendingAttribute = 'data-sending';

/** Each submit button `showSending` disabled, with the `aria-disabled` it had before. */
const disabledBefore = new Map<HTMLElement, string | null>();

/**
 * A form whose submit is held for the application shows it is sending: its CSS reads `data-sending` (the button
 * says "Sending…"), and the button takes no more presses, which `aria-disabled` tells assistive technology (and
 * contrast checks, which leave a disabled control's faded look alone), as the application's busy button does.
 */
export function showSending(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute(sendingAttribute, '');
  if (!submitter || disabledBefore.has(submitter)) return;
  disabledBefore.set(submitter, submitter.getAttribute('aria-disabled'));
  submitter.setAttribute('aria-disabled', 'true');
}

/** The forms as the server drew them again, just before the application's own state takes over. */
export function endSending(root: ParentNode): void {
  for (const form of root.querySelectorAll(`[${sendingAttribute}]`)) form.removeAttribute(sendingAttribute);
  for (const [button, value] of disabledBefore) {
    if (value === null) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', value);
  }
  disabledBefore.clear();
}

const supportsCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Tab in an open modal dialog goes round it: the page behind is inert, so focus would leave the page. */
function keepTabInDialog(event: KeyboardEvent): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (!dialog?.matches(':modal')) return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusable)).filter(
    (item) => item.getClientRects().length > 0,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Tab') keepTabInDialog(event);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || supportsCommands()) return;
  const invoker = target.closest<HTMLButtonElement>('button[commandfor]');
  const dialog = invoker ? document.getElementById(invoker.getAttribute('commandfor') ?? '') : null;
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = invoker!.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if (command === 'close' && dialog.open) dialog.close();
}

let installed = false;

/** Installs the handlers once per document. */
export function installEarlyControls(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  // On the window, in the capture phase: before hydrateOnIntent's listeners on the document hold the event.
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('click', onClick, true);
}
