import { functionNames, type ContactField, type ContactResponse } from '../../../shared/contact';
import { translate } from '../../i18n/translate';
import type { ContactConfig } from './config';
import { emailjsConfigured } from './config';
import { loadFunctionsClient } from './functionsClient';
import type { PendingLead } from './pendingLeads';

export type FunctionResult =
  | { kind: 'stored'; id: string }
  | { kind: 'invalid'; fields: Partial<Record<ContactField, string>> }
  | { kind: 'rate-limited' }
  /** The function could not be reached or failed on its side: the fallback takes over. */
  | { kind: 'unavailable' };

/** Sends a lead to handle-contact-form. The back-end client is loaded only now, never on page load. */
export async function sendToFunction(lead: PendingLead, config: ContactConfig): Promise<FunctionResult> {
  try {
    const { functions, FunctionsHttpError } = await loadFunctionsClient(config);
    const { id, name, email, phone, website, message, language, fallbackDelivered } = lead;
    const { data, error } = await functions.invoke<ContactResponse>(functionNames.contact, {
      body: { id, name, email, phone, website, message, language, company: '', fallbackDelivered },
    });
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      if (response.status === 429) return { kind: 'rate-limited' };
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as ContactResponse | null;
        if (body && !body.success && 'fields' in body) return { kind: 'invalid', fields: body.fields };
      }
      return { kind: 'unavailable' };
    }
    if (error || !data?.success) return { kind: 'unavailable' };
    return { kind: 'stored', id: data.id };
  } catch {
    return { kind: 'unavailable' };
  }
}

export interface FallbackResult {
  visitorConfirmed: boolean;
  agencyNotified: boolean;
}

/**
 * The EmailJS fallback of the specification (section 7): an auto-response to the visitor and a
 * notification to the agency, each on its own template. Not configured means neither is sent.
 */
export async function sendWithEmailJs(lead: PendingLead, config: ContactConfig): Promise<FallbackResult> {
  if (!emailjsConfigured(config)) return { visitorConfirmed: false, agencyNotified: false };
  const { publicKey, serviceId, autoReplyTemplateId, adminTemplateId, notifyTo, notifyCc } = config.emailjs;
  const emailjs = (await import('@emailjs/browser')).default;
  const brand = translate(lead.language, 'brand.name');
  const subjects = {
    visitor: translate(lead.language, 'contact.email.autoReplySubject', { brand }),
    agency: `New contact form submission: ${lead.name}`,
  };
  const autoReply = {
    from_name: brand,
    to_name: lead.name,
    message: translate(lead.language, 'contact.email.autoReplyBody', { name: lead.name }),
    reply_to: notifyTo,
    to_email: lead.email,
    email: lead.email,
    subject: subjects.visitor,
  };
  const adminNotice = {
    to_email: notifyTo,
    cc_email: notifyCc,
    from_name: lead.name,
    subject: subjects.agency,
    message: lead.message,
    customer_name: lead.name,
    customer_email: lead.email,
    customer_phone: lead.phone,
    customer_website: lead.website,
    customer_message: lead.message,
  };
  const send = (templateId: string, params: Record<string, string>) =>
    emailjs.send(serviceId, templateId, params, { publicKey }).then(
      () => true,
      () => false,
    );
  const [visitorConfirmed, agencyNotified] = await Promise.all([
    send(autoReplyTemplateId, autoReply),
    send(adminTemplateId, adminNotice),
  ]);
  if (!visitorConfirmed && !agencyNotified) console.error('Both customer and admin emails failed to send');
  return { visitorConfirmed, agencyNotified };
}
