import type { Lang } from '../../shared/i18n';
import type { ConsentChoice } from '../../shared/measurement';
import { paths } from '../../shared/paths';
import type { MessageKey } from '../i18n/sv';
import { translate } from '../i18n/translate';
import { theme } from '../styles/theme';

const dialogId = 'consent-dialog';

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
  const t = (key: MessageKey) => translate(lang, key);
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const dialog = document.createElement('dialog');
  dialog.id = dialogId;
  dialog.setAttribute('aria-labelledby', `${dialogId}-title`);
  dialog.setAttribute('aria-describedby', `${dialogId}-text`);
  dialog.lang = lang;

  const style = document.createElement('style');
  style.textContent = css;
  const title = document.createElement('h2');
  title.id = `${dialogId}-title`;
  title.textContent = t('consent.title');
  const text = document.createElement('p');
  text.id = `${dialogId}-text`;
  text.textContent = t('consent.text');
  const more = document.createElement('a');
  more.href = paths.privacy.href(lang);
  more.textContent = t('consent.privacy');
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
  actions.append(button('denied', t('consent.decline')), button('granted', t('consent.accept')));
  const stateLine = document.createElement('p');
  if (current) stateLine.textContent = t(current === 'granted' ? 'consent.nowGranted' : 'consent.nowDenied');
  // The answers first, so the focus lands on the first of them (decline), the link to the policy after them.
  dialog.append(style, title, text, ...(current ? [stateLine] : []), actions, more);
  dialog.addEventListener('close', () => {
    dialog.remove();
    returnFocus?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
}

const css = `
#${dialogId} {
  position: fixed;
  inset: auto 0 1rem;
  margin: 0 auto;
  width: min(36rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  box-sizing: border-box;
  padding: 1.25rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  line-height: 1.5;
  box-shadow: 0 20px 40px rgb(15 23 42 / 0.25);
}
#${dialogId}::backdrop { background: rgb(15 23 42 / 0.35); }
#${dialogId} h2 { margin: 0 0 0.5rem; font-size: 1.125rem; line-height: 1.3; }
#${dialogId} p { margin: 0 0 0.5rem; overflow-wrap: break-word; }
#${dialogId} a { color: ${theme.color.accent}; text-decoration: underline; }
#${dialogId} div { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; margin: 1rem 0 0.75rem; }
#${dialogId} button {
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 2px solid ${theme.color.accent};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.accent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
#${dialogId} button:hover { background: ${theme.color.accentSoft}; }
#${dialogId} button:focus-visible { outline: 3px solid ${theme.color.text}; outline-offset: 2px; }
#${dialogId} button[aria-pressed='true'] { background: ${theme.color.accentSoft}; }
`;
