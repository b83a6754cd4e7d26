import type { Lang } from '../../shared/i18n';

/**
 * The consent dialog's words, beside the dialog rather than in the site's dictionaries (src/i18n): its chunk is
 * fetched on a first visit before the application, and the dictionaries would bring the application with them
 * (~150 KB of script before any interaction, measured with Lighthouse in the consent mode).
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
