import type { Lang } from '../../shared/i18n';
import { consentDialogId, type ConsentChoice } from '../../shared/measurement';
import { langPrefix } from '../../shared/langPaths';
import { consentWords } from './consentWords';

const dialogId = consentDialogId;

export interface ConsentDialogOptions {
  lang: Lang;
  /** The answer given before, if any: its button is marked as the current one. */
  current: ConsentChoice | null;
  onChoice: (choice: ConsentChoice) => void;
}

/**
 * The consent dialog of the `consent` measurement mode (shared/measurement.ts, docs/insights.md): it asks whether
 * the site may send its statistics (page views, time on page, the contact form's steps, Web Vitals), with accept
 * and decline side by side, the same size and weight. A chunk of its own, fetched by the first file's beacon once
 * the page has painted and the browser is idle (or when the footer's "Statistics settings" is pressed), and drawn
 * without the application, so it works before the application has loaded. A modal dialog laid over the page:
 * it moves nothing, takes no room before it opens, keeps the focus while open and gives it back; Escape closes it
 * without an answer (it is asked again on the next page).
 */
export function openConsentDialog({ lang, current, onChoice }: ConsentDialogOptions): void {
  if (document.getElementById(dialogId)) return;
  const words = consentWords[lang];
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const dialog = document.createElement('dialog');
  dialog.id = dialogId;
  dialog.setAttribute('aria-labelledby', `${dialogId}-title`);
  dialog.setAttribute('aria-describedby', `${dialogId}-text`);
  dialog.lang = lang;

  const title = document.createElement('h2');
  title.id = `${dialogId}-title`;
  title.textContent = words.title;
  const text = document.createElement('p');
  text.id = `${dialogId}-text`;
  text.textContent = words.text;
  const more = document.createElement('a');
  more.href = `${langPrefix(lang)}/privacy`;
  more.textContent = words.privacy;
  const actions = document.createElement('div');
  const button = (choice: ConsentChoice, label: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.value = choice;
    if (current === choice) element.setAttribute('aria-pressed', 'true');
    element.addEventListener('click', () => {
      onChoice(choice);
      dialog.close();
    });
    return element;
  };
  actions.append(button('denied', words.decline), button('granted', words.accept));
  const stateLine = document.createElement('p');
  if (current) stateLine.textContent = current === 'granted' ? words.nowGranted : words.nowDenied;
  // The answers first, so the focus lands on the first of them (decline), the link to the policy after them.
  dialog.append(title, text, ...(current ? [stateLine] : []), actions, more);
  dialog.addEventListener('close', () => {
    dialog.remove();
    returnFocus?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}
