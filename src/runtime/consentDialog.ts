import type { Lang } from '../../shared/i18n';
import type { ConsentChoice } from '../../shared/measurement';

export interface ConsentDialogOptions {
  /** The page's language: the dialog's words follow it. */
  lang: Lang;
  /** The answer given before, if any: its button is marked as the current one, and a line says it. */
  current: ConsentChoice | null;
  onChoice: (choice: ConsentChoice) => void;
}

let opening = false;

/**
 * Opens the consent dialog of the `consent` measurement mode (shared/measurement.ts, docs/insights.md), which the
 * server drew closed after the application's root (src/runtime/ConsentDialog.tsx): a closed <dialog> takes no room
 * and moves nothing, and its words come with the page, so opening it costs the first file a few lines and no
 * fetch. A modal dialog laid over the page, outside the application: it works before the application has loaded,
 * keeps the focus while open (on decline, the first answer) and gives it back; its answers close it natively
 * (`<form method="dialog">`), and Escape closes it without one (it is asked again on the next page). After a
 * client-side change of language its words are fetched in the page's language first (a chunk of its own).
 */
export function openConsentDialog(
  dialog: HTMLDialogElement,
  { lang, current, onChoice }: ConsentDialogOptions,
): void {
  if (dialog.open || opening) return;
  for (const line of dialog.querySelectorAll<HTMLElement>('[data-now]'))
    line.hidden = line.dataset.now !== current;
  for (const button of dialog.querySelectorAll('button')) {
    if (button.value === current) button.setAttribute('aria-pressed', 'true');
    else button.removeAttribute('aria-pressed');
  }
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const show = () => {
    opening = false;
    dialog.returnValue = '';
    dialog.addEventListener(
      'close',
      () => {
        const answer = dialog.returnValue;
        if (answer === 'granted' || answer === 'denied') onChoice(answer);
        returnFocus?.focus();
      },
      { once: true },
    );
    dialog.showModal();
  };
  if (dialog.lang === lang) return show();
  opening = true;
  void import('./consentWords')
    .then(({ labelConsentDialog }) => labelConsentDialog(dialog, lang))
    .finally(show);
}
