import type { Lang } from '../../shared/i18n';
import { mockupTime } from '../../shared/savedReplies';

export interface LeadForMail {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  language: Lang;
}

export interface SiteForMail {
  siteName: string;
  contactEmail: string;
  phoneNumber: string;
  baseUrl: string;
}

/**
 * What a mail says of the site, from the settings row as read (none yet: the defaults) and the site's address;
 * `contactEmail` stands in for a missing settings row's.
 */
export function siteForMail(
  settings: { siteName: string; contactEmail: string; phoneNumber: string } | undefined,
  baseUrl: string,
  contactEmail = '',
): SiteForMail {
  return {
    siteName: settings?.siteName ?? 'Novaweb',
    contactEmail: settings?.contactEmail ?? contactEmail,
    phoneNumber: settings?.phoneNumber ?? '',
    baseUrl,
  };
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that came from outside is escaped before it goes into an HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/** Paragraphs of escaped text, keeping the visitor's line breaks. */
function paragraphs(value: string): string {
  return escapeHtml(value)
    .split(/\r?\n\r?\n/)
    .map((block) => `<p style="margin:0 0 12px">${block.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

function layout(title: string, body: string, site: SiteForMail, lang?: Lang): string {
  return `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 28px;background:#1e1b4b;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(site.siteName)}</td></tr>
<tr><td style="padding:28px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 28px;color:#475569;font-size:13px;border-top:1px solid #e2e8f0">${escapeHtml(site.siteName)} · ${escapeHtml(site.contactEmail)} · ${escapeHtml(site.phoneNumber)}</td></tr>
</table></td></tr></table></body></html>`;
}

const confirmationCopy: Record<
  Lang,
  {
    subject: (site: string) => string;
    greeting: (name: string) => string;
    anonymousGreeting: string;
    lines: string[];
    signOff: string;
  }
> = {
  sv: {
    subject: (site) => `Tack för ditt meddelande – ${site}`,
    greeting: (name) => `Hej ${name}!`,
    anonymousGreeting: 'Hej!',
    lines: [
      'Tack för att du kontaktade oss. Vi har tagit emot ditt meddelande och återkommer inom 1 arbetsdag (måndag–fredag 9:00–17:00).',
      `Vill du ha en gratis mockup av din nya webbplats får du den inom ${mockupTime.sv}, helt utan förpliktelser.`,
    ],
    signOff: 'Vänliga hälsningar',
  },
  en: {
    subject: (site) => `Thank you for your message – ${site}`,
    greeting: (name) => `Hi ${name},`,
    anonymousGreeting: 'Hi,',
    lines: [
      'Thank you for getting in touch. We have received your message and will get back to you within 1 business day (Monday–Friday 9:00–17:00).',
      `If you would like a free mockup of your new website, you will have it within ${mockupTime.en}, with no obligation.`,
    ],
    signOff: 'Kind regards',
  },
};

/** A first name as people write one: letters (any script), with a hyphen or an apostrophe inside, ≤ 30. */
const firstNameShape = /^\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * The first name the confirmation greets, or '' for a neutral greeting. Only a word that is a name passes
 * (Anna, Jean-Luc, O'Brien, Åsa): no dots, digits or signs, so nothing a stranger typed ("Go to evil.com,
 * fast!", a domain spelled any way) reaches a mail the site sends to an address they typed.
 */
export function greetingName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= 30 && firstNameShape.test(first) ? first : '';
}

/**
 * The visitor's confirmation, in their language. It quotes nothing they typed but a first name that is a name,
 * so the form cannot be used to send arbitrary text to a third party's address; how many one address
 * receives a day is capped where leads are written (server/leadWriter.ts).
 */
export function visitorConfirmation(lead: LeadForMail, site: SiteForMail): MailContent {
  const copy = confirmationCopy[lead.language];
  const name = greetingName(lead.name);
  const greeting = name ? copy.greeting(name) : copy.anonymousGreeting;
  const text = [
    greeting,
    '',
    ...copy.lines.flatMap((line) => [line, '']),
    copy.signOff,
    site.siteName,
    site.baseUrl,
  ].join('\n');
  const html = layout(
    greeting,
    `${copy.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('')}
<p style="margin:16px 0 0">${escapeHtml(copy.signOff)}<br>${escapeHtml(site.siteName)}<br><a href="${escapeHtml(site.baseUrl)}">${escapeHtml(site.baseUrl)}</a></p>`,
    site,
    lead.language,
  );
  return { subject: copy.subject(site.siteName), text, html };
}

/** The agency's notification: every field, escaped; the subject carries no visitor text (headers stay clean). */
export function agencyNotification(lead: LeadForMail, site: SiteForMail): MailContent {
  const rows: [string, string][] = [
    ['Namn / Name', lead.name],
    ['E-post / Email', lead.email],
    ['Telefon / Phone', lead.phone || '–'],
    ['Webbplats / Website', lead.website || '–'],
    ['Språk / Language', lead.language],
    ['Lead', lead.id],
  ];
  const text = [
    'Ny förfrågan via kontaktformuläret / New contact form lead',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Meddelande / Message:',
    lead.message,
    '',
    `${site.baseUrl}/admin/leads`,
  ].join('\n');
  const html = layout(
    'Ny förfrågan / New lead',
    `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
${rows.map(([label, value]) => `<tr><th align="left" style="color:#475569;font-weight:normal;padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:16px;margin:0 0 8px">Meddelande / Message</h2>${paragraphs(lead.message)}
<p style="margin:16px 0 0"><a href="${escapeHtml(site.baseUrl)}/admin/leads">${escapeHtml(site.baseUrl)}/admin/leads</a></p>`,
    site,
  );
  return { subject: `Ny förfrågan via kontaktformuläret (${lead.id.slice(0, 8)})`, text, html };
}

/** The e-mails a lead sends, written when they go out from what was true when the lead arrived. */
export type LeadMailKind = 'visitor_confirmation' | 'agency_notification';

/** What a lead's e-mail is made from, kept with it in the outbox (a few hundred bytes, not the rendered mail). */
export interface LeadMailTemplate {
  lead: LeadForMail;
  site: SiteForMail;
}

export function renderLeadMail(kind: LeadMailKind, { lead, site }: LeadMailTemplate): MailContent {
  return kind === 'visitor_confirmation' ? visitorConfirmation(lead, site) : agencyNotification(lead, site);
}

/** The time in Stockholm as a staff mail writes it, in its language. */
const stockholmTime = (at: Date, lang: Lang) =>
  at.toLocaleString(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'long',
    timeStyle: 'short',
  });

/** A link as a button, and written out under it for a mail program that shows no buttons. */
const linkButton = (link: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#4338ca;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(link)}</p>`;

const resetCopy: Record<
  Lang,
  {
    subject: string;
    title: string;
    button: string;
    lines: (name: string, site: string) => [string, string, string];
  }
> = {
  sv: {
    subject: 'Välj ett nytt lösenord',
    title: 'Välj ett nytt lösenord',
    button: 'Välj ett nytt lösenord',
    lines: (name, site) => [
      `Hej ${name}!`,
      `Någon (förhoppningsvis du) bad om ett nytt lösenord till ditt personalkonto på ${site}. Välj ett nytt lösenord här inom en timme:`,
      'Länken fungerar en gång. Bad du inte om den kan du strunta i det här mejlet: ditt lösenord är oförändrat.',
    ],
  },
  en: {
    subject: 'Reset your password',
    title: 'Reset your password',
    button: 'Choose a new password',
    lines: (name, site) => [
      `Hi ${name},`,
      `Someone (we hope you) asked to reset the password of your staff account at ${site}. Choose a new password here within one hour:`,
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
  },
};

/**
 * A staff member's forgotten-password link, in the language they chose for the admin. The token is in the
 * link's fragment, so it never reaches a server log or a Referer header; it works once, for an hour.
 */
export function passwordResetMail(name: string, link: string, site: SiteForMail, lang: Lang): MailContent {
  const copy = resetCopy[lang];
  const [greeting, ask, once] = copy.lines(name, site.siteName);
  const lines = [greeting, ask, link, once];
  const html = layout(
    copy.title,
    `${paragraphs(greeting)}${paragraphs(ask)}${linkButton(link, copy.button)}${paragraphs(once)}`,
    site,
    lang,
  );
  return { subject: `${copy.subject} – ${site.siteName}`, text: `${lines.join('\n\n')}\n`, html };
}

const invitationCopy: Record<
  Lang,
  {
    subject: (site: string) => string;
    button: string;
    role: Record<'Admin' | 'Editor', string>;
    lines: (name: string, by: string, role: string, site: string) => [string, string, string];
  }
> = {
  sv: {
    subject: (site) => `Du är inbjuden till adminpanelen för ${site}`,
    button: 'Tacka ja och välj lösenord',
    role: { Admin: 'administratör', Editor: 'redaktör' },
    lines: (name, by, role, site) => [
      name ? `Hej ${name}!` : 'Hej!',
      `${by} bjuder in dig som ${role} i adminpanelen för ${site}. Välj ditt lösenord här inom sju dagar:`,
      'Länken fungerar en gång. Väntade du dig inte det här mejlet kan du strunta i det: inget konto skapas utan dig.',
    ],
  },
  en: {
    subject: (site) => `You are invited to the admin of ${site}`,
    button: 'Accept and choose a password',
    role: { Admin: 'an Admin', Editor: 'an Editor' },
    lines: (name, by, role, site) => [
      name ? `Hi ${name},` : 'Hi,',
      `${by} invites you to the staff admin of ${site} as ${role}. Choose your password here within seven days:`,
      'The link works once. If you did not expect this e-mail, ignore it: no account is made without you.',
    ],
  },
};

/**
 * An invitation to join the staff: who invites, as what, and the link that makes the account (once, for seven
 * days). In the language the Admin chose for the invitee.
 */
export function invitationMail(
  invitation: { name: string; role: 'Admin' | 'Editor'; by: string; link: string },
  site: SiteForMail,
  lang: Lang,
): MailContent {
  const copy = invitationCopy[lang];
  const title = copy.subject(site.siteName);
  const [greeting, ask, once] = copy.lines(
    invitation.name,
    invitation.by,
    copy.role[invitation.role],
    site.siteName,
  );
  const link = invitation.link;
  const html = layout(
    title,
    `${paragraphs(greeting)}${paragraphs(ask)}${linkButton(link, copy.button)}${paragraphs(once)}`,
    site,
    lang,
  );
  return { subject: title, text: `${[greeting, ask, link, once].join('\n\n')}\n`, html };
}

/**
 * Tells a staff member that an Admin turned their two-factor sign-in off (they lost their phone, or someone
 * is taking the account over): who did it and when, and what to do if they did not ask for it. In their
 * language.
 */
export function twoFactorRemovedMail(
  name: string,
  by: { name: string; email: string },
  at: Date,
  site: SiteForMail,
  lang: Lang,
): MailContent {
  const when = stockholmTime(at, lang);
  const contact = site.contactEmail ? ` (${site.contactEmail})` : '';
  const { title, lines } =
    lang === 'sv'
      ? {
          title: 'Tvåstegsinloggning avslagen',
          lines: [
            `Hej ${name}!`,
            `${by.name} (${by.email}) slog av tvåstegsinloggningen för ditt personalkonto på ${site.siteName} den ${when} (svensk tid) och loggade ut dig överallt.`,
            'Logga in med ditt lösenord och slå på tvåstegsinloggning igen under Mitt konto.',
            `Bad du inte om det här? Säg till de andra administratörerna direkt${contact}: någon kan försöka ta över ditt konto.`,
          ],
        }
      : {
          title: 'Two-factor sign-in turned off',
          lines: [
            `Hi ${name},`,
            `${by.name} (${by.email}) turned off two-factor sign-in for your staff account at ${site.siteName} on ${when} (Stockholm time), and signed you out everywhere.`,
            'Sign in with your password and set up two-factor sign-in again on My account.',
            `If you did not ask for this, tell the other Admins at once${contact}: someone may be trying to take over your account.`,
          ],
        };
  return {
    subject: `${title} – ${site.siteName}`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(title, lines.map((line) => paragraphs(line)).join(''), site, lang),
  };
}

/**
 * Tells a staff member that wrong second-factor codes blocked sign-in to their account for a while: whoever
 * typed them knew the password, so the mail says to change it. In their language.
 */
export function secondFactorBlockedMail(name: string, at: Date, site: SiteForMail, lang: Lang): MailContent {
  const when = stockholmTime(at, lang);
  const { title, lines } =
    lang === 'sv'
      ? {
          title: 'Inloggningen spärrad efter fel koder',
          lines: [
            `Hej ${name}!`,
            `Den ${when} (svensk tid) loggade någon in på ditt personalkonto på ${site.siteName} med ditt lösenord och skrev sedan fem felaktiga koder för tvåstegsinloggning. Inloggning med kod är spärrad en stund.`,
            'Var det du? Vänta en minut och försök igen med en ny kod från appen, eller använd en reservkod.',
            'Var det inte du? Då känner någon till ditt lösenord: byt det under Mitt konto (eller be om en länk för nytt lösenord på inloggningssidan) så snart du kan.',
          ],
        }
      : {
          title: 'Sign-in blocked after wrong codes',
          lines: [
            `Hi ${name},`,
            `On ${when} (Stockholm time) someone signed in to your staff account at ${site.siteName} with your password, then entered five wrong two-factor codes. Signing in with a code is blocked for a while.`,
            'If that was you, wait a minute and try again with a fresh code from your app, or use a recovery code.',
            'If it was not you, someone knows your password: change it on My account (or ask for a reset link on the sign-in page) as soon as you can.',
          ],
        };
  return {
    subject: `${title} – ${site.siteName}`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(title, lines.map((line) => paragraphs(line)).join(''), site, lang),
  };
}

/** One lead of a due-follow-up mail: its name, its day, what to do, and the address of its page. */
export interface DueLeadForMail {
  name: string;
  on: string;
  note: string;
  overdue: boolean;
  link: string;
}

const dayInWords = (day: string, lang: Lang) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
  });

/**
 * The morning mail of a staff member's leads whose follow-up is due (today or overdue), each with what to do and
 * a link to it; in their language. Sent at 08:00 Stockholm time to those who chose it in My account.
 */
export function dueFollowUpsMail(
  name: string,
  due: DueLeadForMail[],
  site: SiteForMail,
  lang: Lang,
): MailContent {
  const sv = lang === 'sv';
  const title = sv
    ? `${due.length === 1 ? '1 lead' : `${due.length} leads`} att följa upp i dag`
    : `${due.length === 1 ? '1 lead' : `${due.length} leads`} to follow up today`;
  const line = (lead: DueLeadForMail) => {
    const when = lead.overdue
      ? sv
        ? `försenad sedan ${dayInWords(lead.on, lang)}`
        : `overdue since ${dayInWords(lead.on, lang)}`
      : sv
        ? 'i dag'
        : 'today';
    return `${lead.name} (${when})${lead.note ? `: ${lead.note}` : ''}`;
  };
  const greeting = sv ? `Hej ${name}!` : `Hi ${name},`;
  const intro = sv
    ? 'De här leadsen som du är ansvarig för ska följas upp:'
    : 'These leads of yours are due for a follow-up:';
  const why = sv
    ? 'Du får det här mejlet varje morgon när något ska följas upp, för att du valt det under Mitt konto. Där kan du också stänga av det.'
    : 'You get this mail each morning something is due because you chose it on My account, where you can also turn it off.';
  const text = [greeting, intro, due.map((lead) => `- ${line(lead)}\n  ${lead.link}`).join('\n'), why].join(
    '\n\n',
  );
  const items = due
    .map(
      (lead) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(lead.link)}">${escapeHtml(lead.name)}</a> ${escapeHtml(
          line(lead).slice(lead.name.length),
        )}</li>`,
    )
    .join('');
  return {
    subject: `${title} – ${site.siteName}`,
    text: `${text}\n`,
    html: layout(
      title,
      `${paragraphs(greeting)}${paragraphs(intro)}<ul style="margin:0 0 12px;padding-left:20px">${items}</ul>${paragraphs(why)}`,
      site,
      lang,
    ),
  };
}

/** To each Admin when the server switched a webhook endpoint off (server/webhooks/worker.ts), in their language. */
export function webhookDisabledMail(
  name: string,
  endpoint: { url: string; reason: string; link: string },
  site: SiteForMail,
  lang: Lang,
): MailContent {
  const sv = lang === 'sv';
  const title = sv ? 'En webhook har stängts av' : 'A webhook was switched off';
  const greeting = sv ? `Hej ${name}!` : `Hi ${name},`;
  const what = sv
    ? `Varje leverans till ${endpoint.url} har misslyckats i ett dygn, så servern har slutat skicka dit. Senaste fel: ${endpoint.reason}`
    : `Every delivery to ${endpoint.url} has failed for a day, so the server stopped sending there. Last error: ${endpoint.reason}`;
  const next = sv
    ? 'När mottagaren fungerar igen slår du på adressen under Webhooks och skickar om de leveranser som misslyckades:'
    : 'Once the receiver works again, switch the address back on under Webhooks and send the failed deliveries again:';
  const text = [greeting, what, `${next}\n${endpoint.link}`].join('\n\n');
  return {
    subject: `${title} – ${site.siteName}`,
    text: `${text}\n`,
    html: layout(
      title,
      `${paragraphs(greeting)}${paragraphs(what)}${paragraphs(next)}<p style="margin:0 0 12px"><a href="${escapeHtml(endpoint.link)}">${escapeHtml(endpoint.link)}</a></p>`,
      site,
      lang,
    ),
  };
}
