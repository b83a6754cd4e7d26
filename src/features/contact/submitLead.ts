import type { ContactField } from '../../../shared/contact';
import type { Lang } from '../../../shared/i18n';
import { contactConfig, type ContactConfig } from './config';
import {
  listPendingLeads,
  removePendingLead,
  savePendingLead,
  updatePendingLead,
  type PendingLead,
} from './pendingLeads';
import { loadFunctionsClient } from './functionsClient';
import { sendToFunction, sendWithEmailJs } from './transport';

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
}

export type SubmitOutcome =
  | { status: 'sent' }
  /** The function failed and EmailJS sent at least one of the two e-mails. */
  | { status: 'fallback'; visitorConfirmed: boolean; agencyNotified: boolean }
  | { status: 'invalid'; fields: Partial<Record<ContactField, string>> }
  | { status: 'rate-limited' }
  | { status: 'failed' };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Starts loading the functions client (it is not part of the page's code), so that a send made a little later
 * does not wait for it. Called when a visitor starts on the form, as often as it likes: the client is loaded
 * once (functionsClient.ts). A failure here is not reported: the send loads the client again and reports what
 * goes wrong then.
 */
export function prepareToSend(config: ContactConfig = contactConfig): void {
  loadFunctionsClient(config).catch(() => undefined);
}

/**
 * The contact flow of the specification, made safe: keep the lead locally, send it to the function,
 * fall back to EmailJS when the function cannot be reached, and keep what the server has not confirmed
 * so it is sent again later with the same id.
 */
export async function submitLead(
  input: ContactInput,
  language: Lang,
  config: ContactConfig = contactConfig,
): Promise<SubmitOutcome> {
  // Sending the same text again after a failure reuses the id, so the server stores it once.
  const earlier = listPendingLeads().find(
    (item) =>
      item.name === input.name &&
      item.email === input.email &&
      item.phone === input.phone &&
      item.website === input.website &&
      item.message === input.message,
  );
  const lead: PendingLead = {
    id: earlier?.id ?? crypto.randomUUID(),
    ...input,
    language,
    date: today(),
    status: 'New',
    fallbackDelivered: earlier?.fallbackDelivered ?? false,
  };
  // The server is the store of record: without local storage the flow goes on.
  if (!savePendingLead(lead)) console.warn('Failed to store lead data');

  const result = await sendToFunction(lead, config);
  switch (result.kind) {
    case 'stored':
      removePendingLead(lead.id);
      return { status: 'sent' };
    case 'invalid':
      removePendingLead(lead.id);
      return { status: 'invalid', fields: result.fields };
    case 'rate-limited':
      removePendingLead(lead.id);
      return { status: 'rate-limited' };
    case 'unavailable': {
      const fallback = await sendWithEmailJs(lead, config);
      updatePendingLead(lead.id, { fallbackDelivered: fallback.agencyNotified });
      if (!fallback.visitorConfirmed && !fallback.agencyNotified) {
        console.error('All submission methods failed');
        return { status: 'failed' };
      }
      return { status: 'fallback', ...fallback };
    }
  }
}

/**
 * Sends again every lead the server has not confirmed (after a fallback or a lost connection).
 * A lead the server refuses as invalid is dropped: sending it again would never succeed.
 */
export async function resendPendingLeads(config: ContactConfig = contactConfig): Promise<number> {
  let confirmed = 0;
  for (const lead of listPendingLeads()) {
    const result = await sendToFunction(lead, config);
    if (result.kind === 'stored' || result.kind === 'invalid') {
      removePendingLead(lead.id);
      if (result.kind === 'stored') confirmed += 1;
    }
  }
  return confirmed;
}
