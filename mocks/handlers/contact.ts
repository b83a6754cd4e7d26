import { delay, http, HttpResponse } from 'msw';
import { functionNames } from '../../shared/contact';

export const emailjsSendUrl = 'https://api.emailjs.com/api/v1.0/email/send';
const contactUrl = `*/functions/v1/${functionNames.contact}`;

/** What each mocked endpoint received, so a story can assert the exact body that was sent. */
export const received: { contact: Record<string, unknown>[]; emailjs: Record<string, unknown>[] } = {
  contact: [],
  emailjs: [],
};

export function resetReceived() {
  received.contact.length = 0;
  received.emailjs.length = 0;
}

async function record(list: Record<string, unknown>[], request: Request) {
  list.push((await request.clone().json()) as Record<string, unknown>);
}

/** The contact function (handle-contact-form), one handler per answer it can give. */
export const contactHandlers = {
  success: http.post(contactUrl, async ({ request }) => {
    await record(received.contact, request);
    const { id } = received.contact.at(-1) as { id: string };
    return HttpResponse.json({ success: true, id });
  }),
  slow: http.post(contactUrl, async ({ request }) => {
    await record(received.contact, request);
    await delay('infinite');
    return HttpResponse.json({ success: true });
  }),
  validation: http.post(contactUrl, async ({ request }) => {
    await record(received.contact, request);
    const { language } = received.contact.at(-1) as { language: string };
    return HttpResponse.json(
      {
        success: false,
        error: 'validation',
        fields: {
          email: language === 'en' ? 'Enter a valid email address.' : 'Ange en giltig e-postadress.',
        },
      },
      { status: 400 },
    );
  }),
  rateLimited: http.post(contactUrl, async ({ request }) => {
    await record(received.contact, request);
    return HttpResponse.json(
      { success: false, error: 'rate_limited' },
      { status: 429, headers: { 'Retry-After': '600' } },
    );
  }),
  serverError: http.post(contactUrl, async ({ request }) => {
    await record(received.contact, request);
    return HttpResponse.json({ success: false, error: 'internal' }, { status: 500 });
  }),
  networkError: http.post(contactUrl, () => HttpResponse.error()),
};

/** The EmailJS send endpoint: both templates succeed, only the agency's, or none. */
export const emailjsHandlers = {
  ok: http.post(emailjsSendUrl, async ({ request }) => {
    await record(received.emailjs, request);
    return new HttpResponse('OK', { status: 200 });
  }),
  onlyAdmin: http.post(emailjsSendUrl, async ({ request }) => {
    await record(received.emailjs, request);
    const { template_id } = received.emailjs.at(-1) as { template_id: string };
    return template_id === 'template_admin'
      ? new HttpResponse('OK', { status: 200 })
      : new HttpResponse('The recipients address is corrupted', { status: 422 });
  }),
  fail: http.post(emailjsSendUrl, async ({ request }) => {
    await record(received.emailjs, request);
    return new HttpResponse('Service unavailable', { status: 503 });
  }),
};

export { emailjsTestConfig } from '../emailjsTestConfig';
