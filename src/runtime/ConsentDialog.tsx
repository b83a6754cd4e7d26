import type { Lang } from '../../shared/i18n';
import { consentDialogId } from '../../shared/measurement';
import { consentPrivacyPath, consentWords, type ConsentWords } from './consentWords';

/** A text's word, by name: relabelled by it after a change of language. */
const word = (key: keyof ConsentWords) => key;

/**
 * The consent dialog of the `consent` measurement mode, as the server draws it: closed, after the application's
 * root (src/entry-server.tsx), so it is no part of the application and takes no room until the first file opens it
 * (src/runtime/consentDialog.ts). Its look is the page's own stylesheet (src/styles/GlobalStyle.ts). Each text
 * names its word (`data-word`), so the words of the other language can replace them after a client-side change of
 * language (src/runtime/consentWords.ts). Accept and decline stand side by side, the same size and weight; the
 * answers first, so the focus lands on the first of them (decline), the link to the policy after them.
 */
export function ConsentDialog({ lang }: { lang: Lang }) {
  const words = consentWords[lang];
  return (
    <dialog
      id={consentDialogId}
      lang={lang}
      aria-labelledby={`${consentDialogId}-title`}
      aria-describedby={`${consentDialogId}-text`}
    >
      <form method="dialog">
        <h2 id={`${consentDialogId}-title`} data-word={word('title')}>
          {words.title}
        </h2>
        <p id={`${consentDialogId}-text`} data-word={word('text')}>
          {words.text}
        </p>
        <p data-now="granted" data-word={word('nowGranted')} hidden>
          {words.nowGranted}
        </p>
        <p data-now="denied" data-word={word('nowDenied')} hidden>
          {words.nowDenied}
        </p>
        <div>
          <button value="denied" data-word={word('decline')}>
            {words.decline}
          </button>
          <button value="granted" data-word={word('accept')}>
            {words.accept}
          </button>
        </div>
        <a href={consentPrivacyPath(lang)} data-word={word('privacy')}>
          {words.privacy}
        </a>
      </form>
    </dialog>
  );
}
