import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, outbox, outboxAttempts, settings } from '../db/schema';
import { startSmtpSink, type SmtpSink } from '../test/smtpSink';
import { contactLead as lead } from '../test/fixtures';
import { contactConfirmations } from '../contactConfirmation';
import { parsePage } from '../test/html';
import { createTestApp } from '../test/testApp';

const url = '/functions/v1/handle-contact-form';

let sink: SmtpSink;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

beforeEach(async () => {
  sink.received.length = 0;
  ctx = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '100',
      AGENCY_NOTIFY_TO: 'leads@novaweb.se',
      AGENCY_NOTIFY_CC: 'sales@novaweb.se',
      CONTACT_RATE_LIMIT: '5/10',
    },
  });
});
afterEach(() => ctx.close());

const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });

const countRows = async (table: typeof leads | typeof outbox) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

describe('handle-contact-form', () => {
  it('stores the lead and answers once it is committed', async () => {
    const body = lead();
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: body.id });
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({
      name: 'Anna Andersson',
      email: 'anna@cafe-exempel.se',
      phone: '070-123 45 67',
      website: 'https://cafe-exempel.se',
      language: 'sv',
      status: 'New',
      source: 'form',
    });
    expect(row!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends the visitor a confirmation in their language and the agency a notification, all input escaped', async () => {
    const hostile = lead({
      name: 'Eve <b>bold</b>',
      message: '<script>alert("x")</script>\nSecond line & more',
      language: 'en',
    });
    expect((await post(hostile)).statusCode).toBe(200);
    const mails = await sink.waitFor(2);
    const visitor = mails.find((mail) => mail.envelope.to.includes(hostile.email as string))!;
    const agency = mails.find((mail) => mail.envelope.to.includes('leads@novaweb.se'))!;

    expect(visitor.parsed.subject).toBe('Thank you for your message – Novaweb');
    // The confirmation greets the first name, and quotes nothing else the visitor typed.
    expect(visitor.parsed.text).toContain('Hi Eve,');
    expect(visitor.parsed.text).not.toContain('bold');
    expect(visitor.parsed.html).not.toMatch(/&lt;b&gt;|<b>bold/);
    expect(visitor.raw).not.toContain('alert');
    expect(visitor.parsed.text).not.toContain('Second line');

    expect(agency.envelope.to).toEqual(expect.arrayContaining(['leads@novaweb.se', 'sales@novaweb.se']));
    expect(agency.parsed.replyTo?.[0]?.address).toBe(hostile.email);
    expect(agency.parsed.subject).not.toContain('Eve');
    expect(agency.parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(agency.parsed.html).not.toContain('<script>');
    expect(agency.parsed.html).toContain('Eve &lt;b&gt;bold&lt;/b&gt;');
    expect(agency.parsed.html).toContain('Second line &amp; more');
    expect(agency.parsed.text).toContain('<script>alert("x")</script>');
    expect(agency.parsed.text).toContain('https://cafe-exempel.se');

    const rows = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.leadId, hostile.id as string));
    await expect
      .poll(async () => (await ctx.database.db.select().from(outbox)).every((r) => r.status === 'sent'))
      .toBe(true);
    expect(rows.map((r) => r.kind).sort()).toEqual(['agency_notification', 'visitor_confirmation']);
  });

  it('lets no CR/LF in any field add a header', async () => {
    const body = lead({
      name: 'Eve\r\nBcc: victim@example.com',
      message: 'Hello\r\nBcc: victim@example.com\r\n\r\nBody',
      phone: '070\r\nBcc: x',
    });
    const invalid = await post(body);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.phone).toBeDefined();

    expect((await post({ ...body, phone: '' })).statusCode).toBe(200);
    const mails = await sink.waitFor(2);
    for (const mail of mails) {
      expect(mail.headers).not.toMatch(/^bcc:/im);
      expect(mail.envelope.to).not.toContain('victim@example.com');
    }
    const injected = await post(lead({ email: 'eve@example.com\r\nBcc: victim@example.com' }));
    expect(injected.statusCode).toBe(400);
    expect(injected.json().fields.email).toBe('Ange en giltig e-postadress.');
  });

  it('answers a repeated id the same way without a second row or e-mail', async () => {
    const body = lead();
    const first = await post(body);
    const second = await post(body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countRows(leads)).toBe(1);
    expect(await countRows(outbox)).toBe(2);
    await sink.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
  });

  it('explains invalid fields in the language of the request, and stores nothing', async () => {
    const sv = await post(lead({ name: '  ', email: 'not-an-email', website: 'ftp://x', message: '' }));
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({
      success: false,
      error: 'validation',
      fields: {
        name: 'Fältet måste fyllas i.',
        email: 'Ange en giltig e-postadress.',
        website: 'Ange en webbadress som börjar med http:// eller https://.',
        message: 'Fältet måste fyllas i.',
      },
    });
    const en = await post(lead({ language: 'en', message: 'x'.repeat(5001) }));
    expect(en.json().fields).toEqual({ message: 'The text is too long (at most 5000 characters).' });
    const noLanguage = await post({ id: randomUUID() }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(noLanguage.json().fields.name).toBe('This field is required.');
    expect(await countRows(leads)).toBe(0);
  });

  it('refuses a body over 32 KB with 413 and a wrong content type with 415', async () => {
    const big = await post(lead({ message: 'x'.repeat(40 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, error: 'payload_too_large' });
    const text = await post('name=Anna', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const form = await post('name=Anna', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ success: false, error: 'unsupported_media_type' });
  });

  it.each([
    ['Anna-Karin Berg', 'sv', 'Hej Anna-Karin!'],
    ["O'Brien", 'en', "Hi O'Brien,"],
    ['Åsa', 'sv', 'Hej Åsa!'],
    // Free text, links and domains in any spelling: a neutral greeting, nothing of it in the mail.
    ['Go.to evil.com, fast!', 'sv', 'Hej!'],
    ['www.evil.example Anna', 'en', 'Hi,'],
    ['https://evil.example/x', 'en', 'Hi,'],
    ['evil[.]com', 'sv', 'Hej!'],
    ['Anna2000', 'sv', 'Hej!'],
    ['A'.repeat(31), 'en', 'Hi,'],
  ])('greets %j by a first name that is a name, else neutrally', async (name, language, greeting) => {
    const body = lead({ name, language });
    expect((await post(body)).statusCode).toBe(200);
    const mails = await sink.waitFor(2);
    const visitor = mails.find((mail) => mail.envelope.to.includes(body.email as string))!;
    expect(visitor.parsed.text!.split('\n')[0]).toBe(greeting);
    expect(visitor.raw).not.toMatch(/evil/);
    // Staff still see the name as it was typed.
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row!.name).toBe(body.name);
  });

  it('sends one address at most 3 confirmations a day, and stores and notifies every lead', async () => {
    const target = 'stranger@example.org';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(lead({ email: target }), {}, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    // Batched leads count within their batch too.
    const burst = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(lead({ email: 'Other@Example.org' }), {}, `198.51.100.${i + 10}`),
      ),
    );
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db.select().from(outbox);
    const confirmationsTo = (address: string) =>
      rows.filter((r) => r.kind === 'visitor_confirmation' && r.toAddress.toLowerCase() === address);
    expect(confirmationsTo(target)).toHaveLength(3);
    expect(confirmationsTo('other@example.org')).toHaveLength(3);
    expect(rows.filter((r) => r.kind === 'agency_notification')).toHaveLength(9);
    expect(await countRows(leads)).toBe(9);
  });

  it('counts the cap per mailbox: +tags, case and Gmail’s dots make no new address', async () => {
    const spellings = [
      'victim+1@gmail.com',
      'v.ictim@gmail.com',
      'Victim+2@GoogleMail.com',
      'vi.c.tim+x@gmail.com',
      'victim@gmail.com',
    ];
    for (const [i, email] of spellings.entries()) {
      expect((await post(lead({ email }), {}, `198.51.100.${i + 30}`)).statusCode).toBe(200);
    }
    // Elsewhere a dot is part of the address: another mailbox.
    for (const [i, email] of ['an.na+a@example.se', 'anna+b@example.se'].entries()) {
      expect((await post(lead({ email }), {}, `198.51.100.${i + 40}`)).statusCode).toBe(200);
    }
    const rows = await ctx.database.db.select().from(outbox);
    const confirmations = rows.filter((r) => r.kind === 'visitor_confirmation').map((r) => r.toAddress);
    expect(confirmations.filter((to) => /gmail|googlemail/i.test(to))).toHaveLength(3);
    expect(confirmations.filter((to) => to.endsWith('@example.se'))).toHaveLength(2);
    expect(rows.filter((r) => r.kind === 'agency_notification')).toHaveLength(7);
  });

  it('limits one address to 5 submissions per 10 minutes, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(lead())).statusCode).toBe(200);
    const limited = await post(lead({ language: 'en' }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, error: 'rate_limited' });
    // In the language the message was written in, whatever the browser's languages say.
    expect(limited.json().message).toMatch(/^You have sent several messages/);
    const swedish = await post(lead({ language: 'sv' }), { 'accept-language': 'en-GB,en' });
    expect(swedish.json().message).toMatch(/^Du har skickat många meddelanden/);
    // Another address is not affected.
    expect((await post(lead(), {}, '198.51.100.20')).statusCode).toBe(200);
  });

  it('cannot be slipped past with a made-up X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(lead(), { 'x-forwarded-for': `192.0.2.${i}` }, '203.0.113.99')).statusCode).toBe(
        200,
      );
    }
    expect((await post(lead(), { 'x-forwarded-for': '192.0.2.200' }, '203.0.113.99')).statusCode).toBe(429);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = lead({ company: 'Spam Inc' });
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: body.id });
    expect(await countRows(leads)).toBe(0);
    expect(await countRows(outbox)).toBe(0);
  });

  it('stores a lead the EmailJS fallback already delivered without mailing it again', async () => {
    const body = lead({ fallbackDelivered: true });
    expect((await post(body)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(leads);
    expect(row).toMatchObject({ id: body.id, source: 'fallback' });
    expect(await countRows(outbox)).toBe(0);
  });

  it('answers 500 with a stable shape and no internals when the database fails', async () => {
    await ctx.database.db.execute(sql`alter table leads rename to leads_gone`);
    const response = await post(lead());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: 'internal' });
    await ctx.database.db.execute(sql`alter table leads_gone rename to leads`);
  });
});

describe('the outbox', () => {
  it('keeps e-mails queued while SMTP is down and delivers them once when it is back', async () => {
    await sink.down();
    const body = lead();
    expect((await post(body)).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(outbox)).every((row) => row.attempts > 0 && row.lastError),
        {
          timeout: 5000,
        },
      )
      .toBe(true);
    const queued = await ctx.database.db.select().from(outbox);
    expect(queued.every((row) => row.status === 'queued')).toBe(true);
    expect(sink.received).toHaveLength(0);

    await sink.up();
    // The retry is due later (backoff); make it due now instead of waiting.
    await ctx.database.db.update(outbox).set({ nextAttemptAt: new Date(0) });
    await ctx.app.outbox.runOnce();
    await sink.waitFor(2);
    await ctx.app.outbox.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
    const sent = await ctx.database.db.select().from(outbox);
    expect(sent.every((row) => row.status === 'sent' && row.sentAt)).toBe(true);
  });

  it('writes a lead’s e-mails from the site’s details as they were when it arrived, not when they go out', async () => {
    // Passes by hand: the worker the lead wakes would race them (a failed try it is still making sets a
    // back-off after this test has made the rows due). It starts when the app is ready, so it stops after.
    await ctx.app.ready();
    await ctx.app.outbox.stop();
    await sink.down();
    await ctx.database.db.update(settings).set({ phoneNumber: '08-111 11 11' });
    const body = lead();
    expect((await post(body)).statusCode).toBe(200);
    // The mails are kept as the lead and those details (a few hundred bytes), not rendered ahead.
    const queued = await ctx.database.db.select().from(outbox);
    expect(queued.map((row) => row.template?.site.phoneNumber)).toEqual(['08-111 11 11', '08-111 11 11']);
    expect(queued.every((row) => row.htmlBody === '')).toBe(true);

    await ctx.database.db.update(settings).set({ phoneNumber: '08-222 22 22' });
    await sink.up();
    await ctx.database.db.update(outbox).set({ nextAttemptAt: new Date(0) });
    await ctx.app.outbox.runOnce();
    const mails = await sink.waitFor(2);
    for (const mail of mails) {
      expect(mail.parsed.html).toContain('08-111 11 11');
      expect(mail.parsed.html).not.toContain('08-222 22 22');
    }
    const agency = mails.find((mail) => mail.envelope.to.includes('leads@novaweb.se'))!;
    expect(agency.parsed.text).toContain('Vi behöver en ny hemsida till vårt café.');
    expect(agency.parsed.subject).toBe(`Ny förfrågan via kontaktformuläret (${body.id.slice(0, 8)})`);
  });

  it('sends each row once when two workers run at the same time', async () => {
    await ctx.app.outbox.stop();
    await ctx.database.db.insert(outbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'lead_reply' as const,
        toAddress: `client${i}@example.com`,
        subject: `Reply ${i}`,
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
      })),
    );
    const { OutboxWorker } = await import('../mail/outbox');
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const workers = [1, 2].map(
      () =>
        new OutboxWorker({
          db: ctx.database.db,
          smtpUrl: sink.url,
          from: 'test@novaweb.se',
          pollMs: 1000,
          batchSize: 5,
          log,
        }),
    );
    await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce()]));
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await sink.waitFor(12);
    const recipients = sink.received.map((mail) => mail.envelope.to[0]).sort();
    expect(recipients).toEqual([...new Set(recipients)]);
    expect(recipients).toHaveLength(12);
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it('captures everything when SMTP is not configured: kept, marked captured, each try recorded', async () => {
    const noSmtp = await createTestApp();
    try {
      expect(noSmtp.app.outbox.mode).toBe('capture');
      // The pass is made by hand: the lead's own wake-up would otherwise race it.
      await noSmtp.app.ready();
      await noSmtp.app.outbox.stop();
      const body = lead();
      const response = await noSmtp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(200);
      expect(await noSmtp.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0 });
      const rows = await noSmtp.database.db.select().from(outbox);
      expect(rows.map((row) => [row.status, row.attempts, row.sentAt !== null])).toEqual([
        ['captured', 1, true],
        ['captured', 1, true],
      ]);
      const tries = await noSmtp.database.db.select().from(outboxAttempts);
      expect(tries.map((attempt) => [attempt.outcome, attempt.error]).sort()).toEqual([
        ['captured', null],
        ['captured', null],
      ]);
      // Nothing is left to send: a second pass finds nothing.
      expect(await noSmtp.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await noSmtp.close();
    }
  });
});

/** The same form posted by the browser itself, when the page's application could not start. */
describe('the contact form posted natively', () => {
  const formUrl = `${url}/form`;
  const postForm = (fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({
      method: 'POST',
      url: formUrl,
      headers: { 'content-type': contentType },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '203.0.113.9',
    });
  const fields = {
    name: 'Olle Utan Skript',
    email: 'olle@exempel.se',
    phone: '',
    website: '',
    message: 'Skickat av webbläsaren själv.',
    company: '',
  };

  it('stores the lead, mails both sides and sends the browser back to the page, in its language', async () => {
    const response = await postForm({ ...fields, language: 'sv' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/contact\?sent=[\w-]{40,}$/);
    const stored = await ctx.database.db.select().from(leads).where(eq(leads.email, 'olle@exempel.se'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe('Skickat av webbläsaren själv.');
    const mails = await sink.waitFor(2);
    expect(mails.some((mail) => mail.envelope.to.includes('olle@exempel.se'))).toBe(true);
    expect(mails.some((mail) => mail.envelope.to.includes('leads@novaweb.se'))).toBe(true);

    const english = await postForm({ ...fields, email: 'olle.en@exempel.se', language: 'en' });
    expect(english.headers.location).toMatch(/^\/en\/contact\?sent=[\w-]{40,}$/);
  });

  it('names each lead itself: two posts of the same page are two leads', async () => {
    await postForm({ ...fields, language: 'sv' });
    await postForm({ ...fields, language: 'sv' });
    expect(await countRows(leads)).toBe(2);
  });

  it('answers a refused post with a page that says what to correct, and stores nothing', async () => {
    const response = await postForm({ ...fields, email: 'inte-en-adress', language: 'sv' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="sv">');
    expect(response.body).toContain('Kontrollera formuläret');
    expect(response.body).toContain('href="/contact"');
    expect(await countRows(leads)).toBe(0);
  });

  it('stores nothing for a filled honeypot, and says all went well', async () => {
    const response = await postForm({ ...fields, company: 'Spam AB', language: 'en' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/contact?sent');
    expect(await countRows(leads)).toBe(0);
  });

  it('refuses another content type with 415', async () => {
    const response = await postForm({ ...fields, language: 'sv' }, 'text/plain');
    expect(response.statusCode).toBe(415);
  });

  it('returns to a page that says what was sent and what happens next, for that visitor alone', async () => {
    const posted = await postForm({
      ...fields,
      message: 'Vi behöver en ny webbplats till vårt bageri.\nHelst före jul, och med en beställningssida.',
      language: 'sv',
    });
    expect(posted.headers['referrer-policy']).toBe('no-referrer');
    const returned = await ctx.app.inject({ method: 'GET', url: posted.headers.location as string });
    expect(returned.statusCode).toBe(200);
    expect(returned.headers['cache-control']).toBe('no-store');
    expect(returned.headers['x-robots-tag']).toBe('noindex, nofollow');
    const page = parsePage(returned.body);
    const confirmation = page.$('[data-testid="contact-sent"]');
    expect(confirmation.find('h2').text()).toBe('Tack, Olle Utan Skript! Ditt meddelande är skickat.');
    expect(
      confirmation
        .find('dd')
        .map((_index, value) => page.$(value).text())
        .get(),
    ).toEqual(['Olle Utan Skript', 'olle@exempel.se', 'Vi behöver en ny webbplats till vårt bageri.']);
    expect(confirmation.text()).toContain('Vi svarar inom en arbetsdag');
    expect(confirmation.text()).toContain('3–5 arbetsdagar');
    expect(confirmation.find('a[href="/portfolio"]').length).toBe(1);
    expect(confirmation.find('a[href="/contact"]').text()).toBe('Skicka ett meddelande till');
    expect(page.$('form[data-funnel="contact"]').length).toBe(0);
    // The address holds nothing readable, and nothing of it is kept: another visitor, or a token altered, sees
    // the confirmation without the summary.
    expect(posted.headers.location).not.toContain('Olle');
    const token = (posted.headers.location as string).split('=')[1]!;
    const altered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const url of ['/contact?sent', `/contact?sent=${altered}`]) {
      const other = parsePage((await ctx.app.inject({ method: 'GET', url })).body);
      expect(other.$('[data-testid="contact-sent"] h2').text()).toBe('Tack! Ditt meddelande är skickat.');
      expect(other.text()).not.toContain('Olle');
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/contact' });
    expect(plain.body).not.toContain('Olle');
    expect(parsePage(plain.body).$('form[data-funnel="contact"]').length).toBe(1);
  });

  it('seals what was sent so that it cannot be read, forged or opened after half an hour', async () => {
    const confirmations = contactConfirmations(ctx.database.db);
    const details = { name: 'Åsa Öberg', email: 'asa@exempel.se', firstLine: 'Hej!' };
    const now = Date.parse('2026-01-15T10:00:00Z'); // long past: the API opens it with the time now
    const token = await confirmations.seal(details, now);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('asa@exempel.se');
    expect(await confirmations.open(token, now + 29 * 60_000)).toEqual(details);
    expect(await confirmations.open(token, now + 31 * 60_000)).toBeNull();
    // Another instance of the server (the same database) opens it: the key is the database's.
    expect(await contactConfirmations(ctx.database.db).open(token, now)).toEqual(details);
    expect(await confirmations.open(`${token.slice(0, -2)}AA`, now)).toBeNull();
    expect(await confirmations.open('not-a-token', now)).toBeNull();
    const api = await ctx.app.inject({ method: 'GET', url: `/api/contact/sent?token=${token}` });
    expect(api.statusCode).toBe(404);
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
