import type { Lang } from '../../shared/i18n';
import { langPrefix } from '../../shared/langPaths';

/**
 * The consent dialog's words, beside the dialog rather than in the site's dictionaries (src/i18n): the server draws
 * the dialog with them (src/runtime/ConsentDialog.tsx), and the page fetches them (a chunk of their own) only to
 * relabel the dialog after a client-side change of language; the dictionaries would bring the application with
 * them (~150 KB of script before any interaction, measured with Lighthouse in the consent mode).
 */
export interface ConsentWords {
  title: string;
  text: string;
  privacy: string;
  decline: string;
  accept: string;
  nowGranted: string;
  nowDenied: string;
}

export const consentWords: Record<Lang, ConsentWords> = {
  sv: {
    title: 'Får vi räkna ditt besök?',
    text: 'Vi vill se vilka sidor som läses och hur snabbt de laddar, för att göra webbplatsen bättre. Din webbläsare skickar då sidvisningar, tid på sidan, stegen i kontaktformuläret och mätvärden för laddtiden till vår egen server. Inga cookies, ingen annan part och inget som pekar ut dig. Du kan ändra dig när du vill under Statistikinställningar längst ner på sidan.',
    privacy: 'Läs mer i integritetspolicyn',
    decline: 'Avböj',
    accept: 'Godkänn',
    nowGranted: 'Just nu: godkänt.',
    nowDenied: 'Just nu: avböjt.',
  },
  en: {
    title: 'May we count your visit?',
    text: 'We would like to see which pages are read and how fast they load, to make the site better. Your browser then sends page views, time on page, the contact form’s steps and loading measurements to our own server. No cookies, no third party and nothing that identifies you. You can change your mind at any time under Statistics settings at the foot of the page.',
    privacy: 'Read more in the privacy policy',
    decline: 'Decline',
    accept: 'Accept',
    nowGranted: 'Now: accepted.',
    nowDenied: 'Now: declined.',
  },
};

/** Where the dialog's "read more" leads: the privacy policy, in the dialog's language. */
export const consentPrivacyPath = (lang: Lang) => `${langPrefix(lang)}/privacy`;

/** The dialog the server drew, in `lang`'s words: its texts name their word (`data-word`). */
export function labelConsentDialog(dialog: HTMLElement, lang: Lang): void {
  const words = consentWords[lang];
  dialog.lang = lang;
  for (const element of dialog.querySelectorAll<HTMLElement>('[data-word]')) {
    element.textContent = words[element.dataset.word as keyof ConsentWords];
  }
  dialog.querySelector('a')?.setAttribute('href', consentPrivacyPath(lang));
}
