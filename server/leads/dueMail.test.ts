import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/stockholm';
import { dueMails, leads, outbox, users } from '../db/schema';
import { testAdmins, testBaseUrl } from '../test/fixtures';
import { createTestApp, signIn } from '../test/testApp';
import { sendDueMails } from './dueMail';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

/** A winter morning in Stockholm (UTC+1): 07:59 and 08:00 there. */
const before = new Date('2026-12-07T06:59:00Z');
const eight = new Date('2026-12-07T07:00:00Z');
const today = '2026-12-07';

const owner = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;

const lead = (name: string, ownerId: number, on: string | null, status: 'New' | 'Lost' = 'New') => ({
  id: randomUUID(),
  name,
  email: `${name.toLowerCase()}@example.se`,
  message: 'Hej!',
  date: '2026-12-01',
  status,
  ownerId,
  followUpOn: on,
  followUpNote: on ? `Ring ${name}` : '',
});

const dueMailsTo = (email: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, email));

describe('the morning mail of due follow-ups', () => {
  it('goes at 08:00 Stockholm time to those who chose it, with their open due leads, in their language', async () => {
    const [anna, sofia] = [await owner(testAdmins[0]!.email), await owner(testAdmins[1]!.email)];
    await ctx.database.db.update(users).set({ dueMail: true, lang: 'en' }).where(eq(users.id, anna.id));
    await ctx.database.db.insert(leads).values([
      lead('Olle', anna.id, addDays(today, -2)),
      lead('Pia', anna.id, today),
      lead('Later', anna.id, addDays(today, 1)),
      lead('Closed', anna.id, today, 'Lost'),
      lead('None', anna.id, null),
      // Sofia's: she did not choose the mail.
      lead('Sara', sofia.id, today),
    ]);
    expect(await sendDueMails(ctx.database.db, testBaseUrl, before)).toEqual([]);
    expect(await sendDueMails(ctx.database.db, testBaseUrl, eight)).toEqual([{ userId: anna.id, leads: 2 }]);
    const [mail] = await dueMailsTo(anna.email);
    expect(mail).toMatchObject({ kind: 'follow_up_due', subject: '2 leads to follow up today – Novaweb' });
    expect(mail!.textBody).toContain('- Olle (overdue since 5 December): Ring Olle');
    expect(mail!.textBody).toContain('- Pia (today): Ring Pia');
    expect(mail!.textBody).toMatch(new RegExp(`${testBaseUrl}/admin/leads/[\\w-]{36}`));
    expect(mail!.textBody).not.toMatch(/Later|Closed|None/);
    expect(await dueMailsTo(sofia.email)).toEqual([]);
  });

  it('is written in Swedish to someone who has not chosen a language', async () => {
    const anna = await owner(testAdmins[0]!.email);
    await ctx.database.db.update(users).set({ dueMail: true }).where(eq(users.id, anna.id));
    await ctx.database.db.insert(leads).values(lead('Olle', anna.id, today));
    await sendDueMails(ctx.database.db, testBaseUrl, eight);
    const [mail] = await dueMailsTo(anna.email);
    expect(mail!.subject).toBe('1 lead att följa upp i dag – Novaweb');
    expect(mail!.textBody).toContain('- Olle (i dag): Ring Olle');
  });

  it('goes once a day, whichever instance looks and however often, and not on a morning with nothing due', async () => {
    const [anna, sofia] = [await owner(testAdmins[0]!.email), await owner(testAdmins[1]!.email)];
    await ctx.database.db.update(users).set({ dueMail: true });
    await ctx.database.db.insert(leads).values(lead('Olle', anna.id, today));
    // Two instances at once, and again later that morning.
    const passes = await Promise.all([
      sendDueMails(ctx.database.db, testBaseUrl, eight),
      sendDueMails(ctx.database.db, testBaseUrl, eight),
    ]);
    await sendDueMails(ctx.database.db, testBaseUrl, new Date('2026-12-07T10:00:00Z'));
    expect(passes.flat().filter((pass) => pass.userId === anna.id)).toEqual([{ userId: anna.id, leads: 1 }]);
    expect(await dueMailsTo(anna.email)).toHaveLength(1);
    // Sofia has nothing due: her morning is taken care of without a mail.
    expect(await dueMailsTo(sofia.email)).toEqual([]);
    const days = await ctx.database.db.select().from(dueMails).where(eq(dueMails.userId, sofia.id));
    expect(days.map((day) => [day.day, day.leads])).toEqual([[today, 0]]);
    // The next morning is a new day.
    await sendDueMails(ctx.database.db, testBaseUrl, new Date('2026-12-08T07:05:00Z'));
    expect(await dueMailsTo(anna.email)).toHaveLength(2);
  });

  it('is chosen on My account', async () => {
    const session = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const put = (payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/account/due-mail',
        headers: { ...session, 'content-type': 'application/json' },
        payload: payload as object,
      });
    expect((await put({ dueMail: true })).json()).toEqual({ dueMail: true });
    const account = await ctx.app.inject({ method: 'GET', url: '/api/admin/account', headers: session });
    expect(account.json().dueMail).toBe(true);
    expect((await put({ dueMail: 'yes' })).statusCode).toBe(400);
    expect((await owner(testAdmins[0]!.email)).dueMail).toBe(true);
  });
});
