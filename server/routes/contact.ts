import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { rateLimitOptions } from '../rateLimits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  contactFormAction,
  contactLimits,
  contactSentPath,
  contactSentQuery,
  firstLineOf,
  functionNames,
  type ContactResponse,
} from '../../shared/contact';
import { contactFieldErrors, contactLeadSchema } from '../../shared/contactSchema';
import { isLang, type Lang } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { outboxRow, type OutboxWorker } from '../mail/outbox';
import { contactConfirmations } from '../contactConfirmation';
import { LeadWriter } from '../leadWriter';
import { stockholmDate } from '../../shared/stockholm';

interface ContactRouteOptions {
  database: Database;
  config: Config;
  worker: OutboxWorker;
  /** Where the rate limit counts when `REDIS_URL` is set (server/rateLimits.ts). */
  redis?: Redis;
}

function requestLanguage(request: FastifyRequest): Lang {
  const body = request.body as { language?: unknown } | undefined;
  if (isLang(body?.language)) return body.language;
  return /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'sv';
}

const rateLimitedMessage: Record<Lang, string> = {
  sv: 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
  en: 'You have sent several messages in a short time. Please wait a while and try again.',
};

/**
 * POST /functions/v1/handle-contact-form, in the wire format of a Supabase Edge Function. It answers 200
 * only once the lead and its two e-mails are committed, so an answered lead is never lost.
 */
export async function contactRoutes(
  app: FastifyInstance,
  { database, config, worker, redis }: ContactRouteOptions,
) {
  // Counted once the body is read, so the 429 answers in the language the visitor wrote in.
  await app.register(rateLimit, rateLimitOptions(database, redis));
  const confirmations = contactConfirmations(database.db);
  // Leads and their e-mails are committed together, many per transaction under load (group commit).
  const writer = new LeadWriter(database.db, {
    baseUrl: config.publicBaseUrl,
    contactEmail: config.mail.notifyTo,
    today: () => stockholmDate(),
    mailsFor: (lead, site) => {
      // Only what the e-mails show is kept with them.
      const template = {
        lead: {
          id: lead.id,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          website: lead.website,
          message: lead.message,
          language: lead.language,
        },
        site,
      };
      return [
        outboxRow({ kind: 'visitor_confirmation', leadId: lead.id, to: lead.email, template }),
        outboxRow({
          kind: 'agency_notification',
          leadId: lead.id,
          to: config.mail.notifyTo,
          cc: config.mail.notifyCc,
          replyTo: lead.email,
          template,
        }),
      ];
    },
  });

  // Answers of this function keep the function's own shape, whatever went wrong.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ success: false, error: 'payload_too_large' });
    if (status === 415) return reply.code(415).send({ success: false, error: 'unsupported_media_type' });
    if (status === 400) return reply.code(400).send({ success: false, error: 'bad_request' });
    if (status === 429) {
      return reply.code(429).send({
        success: false,
        error: 'rate_limited',
        message: rateLimitedMessage[requestLanguage(request)],
      });
    }
    // A failed query's message can carry the submitted values: log what failed, not the data.
    request.log.error(
      { errorName: error.name, code: (error as { code?: string }).code },
      'contact function failed',
    );
    return reply.code(500).send({ success: false, error: 'internal' });
  });

  // Both ways of sending the form: the body limit, and a rate limit per address (each route counts its own).
  const submitOptions = {
    bodyLimit: contactLimits.body,
    config: {
      rateLimit: {
        max: config.contactRateLimit.max,
        timeWindow: config.contactRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => request.ip,
        // The error handler above turns this into the function's 429 answer (Retry-After is already set).
        errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) => ({
          statusCode: context.statusCode,
        }),
      },
    },
  };

  app.post(
    `/functions/v1/${functionNames.contact}`,
    submitOptions,
    async (request, reply): Promise<ContactResponse> => {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return reply.code(415).send({ success: false, error: 'unsupported_media_type' });
      }
      const lang = requestLanguage(request);
      const parsed = contactLeadSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ success: false, error: 'validation', fields: contactFieldErrors(parsed.error, lang) });
      }
      const lead = parsed.data;
      // A filled honeypot is a bot: it is told all went well and nothing is stored or sent.
      if (lead.company) {
        request.log.info('contact form: honeypot filled, ignored');
        return { success: true, id: lead.id };
      }

      const stored = await writer.store(lead);
      // `stored` is false for the same id again (a retry after a lost answer): already stored, already mailed.
      if (stored) {
        request.log.info({ leadId: lead.id }, 'lead stored');
        if (!lead.fallbackDelivered) worker.wake();
        app.webhooks.wake();
        app.serverViews.sent(request.raw, request.ip, lead.language);
        app.experiments.sent(request.raw, request.ip);
      }
      return { success: true, id: lead.id };
    },
  );

  // The same form posted by the browser itself (the application could not start): form fields in, a page out.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: contactLimits.body },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(contactFormAction, submitOptions, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return reply.code(415).send({ success: false, error: 'unsupported_media_type' });
    }
    const fields = (request.body ?? {}) as Record<string, string>;
    const lang: Lang = fields.language === 'en' ? 'en' : 'sv';
    // The server names the lead: a page's HTML is shared by every visitor, so it carries no id.
    const parsed = contactLeadSchema.safeParse({ ...fields, id: randomUUID(), language: lang });
    if (!parsed.success) {
      const problems = Object.values(contactFieldErrors(parsed.error, lang));
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(formProblemPage(lang, problems));
    }
    const lead = parsed.data;
    // A filled honeypot is a bot: it is sent back to the confirmation, with nothing of what it typed.
    if (lead.company) return reply.redirect(`${paths.contact.href(lang)}?${contactSentQuery}`, 303);
    if (await writer.store(lead)) {
      request.log.info({ leadId: lead.id }, 'lead stored (form post)');
      worker.wake();
      app.webhooks.wake();
      app.serverViews.sent(request.raw, request.ip, lang);
      app.experiments.sent(request.raw, request.ip);
    }
    // Back to the contact page, which says what was sent and what happens next (sealed in the address).
    const token = await confirmations.seal({
      name: lead.name,
      email: lead.email,
      firstLine: firstLineOf(lead.message),
    });
    return reply
      .header('Referrer-Policy', 'no-referrer')
      .redirect(`${paths.contact.href(lang)}?${contactSentQuery}=${token}`, 303);
  });

  // What a sealed confirmation holds, for the contact page it sends the browser back to; never cached.
  app.get(contactSentPath, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const details = typeof token === 'string' ? await confirmations.open(token) : null;
    reply.header('Cache-Control', 'no-store');
    if (!details)
      return reply
        .code(404)
        .send({ error: 'not_found', message: 'This confirmation has expired or was never made' });
    return details;
  });
}

/** The answer to a native post the server refused: what to correct, and the way back to the filled-in form. */
function formProblemPage(lang: Lang, problems: string[]): string {
  const text = {
    sv: { title: 'Kontrollera formuläret', back: 'Tillbaka till formuläret' },
    en: { title: 'Please check the form', back: 'Back to the form' },
  }[lang];
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${text.title} | Novaweb</title></head>
<body>
<h1>${text.title}</h1>
<ul>${problems.map((problem) => `<li>${escape(problem)}</li>`).join('')}</ul>
<p><a href="${paths.contact.href(lang)}">${text.back}</a></p>
</body>
</html>
`;
}
