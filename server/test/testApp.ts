import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { and, desc, eq } from 'drizzle-orm';
import { invitationLinkPlaceholder } from '../auth/invitations';
import { outbox, users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createStaticRenderer, type Renderer, type SsrEntry } from '../ssr';
import { contactLead, testAdmins, testBaseUrl } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A fresh database: a copy of the PGlite template, or, when TEST_DATABASE_URL names a Postgres server,
 * a new database on it (dropped again by `close`).
 */
export type TestDatabase = Database & {
  /** On PostgreSQL: another connection pool to the same database, as a second server instance has. */
  connectAgain?: () => Promise<Database>;
};

/** An empty database of its own on the PostgreSQL server at `serverUrl`, and how to drop it again. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix = 'test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedDatabase(database.db, testAdmins, { images: false });
  return {
    ...database,
    connectAgain: () => openDatabase({ kind: 'postgres', url }),
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The SSR entry as Vitest compiles it, with the development HTML template. */
export async function createTestRenderer(entry?: Partial<SsrEntry>): Promise<Renderer> {
  const template = await readFile(path.join(root, 'index.html'), 'utf8');
  const real = (await import('../../src/entry-server')) as SsrEntry;
  return createStaticRenderer(template, async () => ({ ...real, ...entry }));
}

export interface TestAppOptions {
  env?: Record<string, string>;
  entry?: Partial<SsrEntry>;
  /** Receives the server's log lines (the log is off in tests otherwise). */
  logStream?: { write(line: string): void };
  /** Where the app looks for the static Storybook build. */
  storybookDir?: string;
  /** Another instance of the site on this app's database (PostgreSQL only), not a fresh database. */
  sameDatabaseAs?: { database: TestDatabase };
}

/** The whole server on a fresh database, as `npm start` builds it but with the test renderer. */
export async function createTestApp({
  env = {},
  entry,
  logStream,
  storybookDir,
  sameDatabaseAs,
}: TestAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_BASE_URL: testBaseUrl,
    SEED_ADMIN1_EMAIL: testAdmins[0]!.email,
    SEED_ADMIN1_PASSWORD: testAdmins[0]!.password,
    SEED_ADMIN2_EMAIL: testAdmins[1]!.email,
    SEED_ADMIN2_PASSWORD: testAdmins[1]!.password,
    ...env,
  });
  let database: TestDatabase;
  if (sameDatabaseAs) {
    const connectAgain = sameDatabaseAs.database.connectAgain;
    if (!connectAgain) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
    database = await connectAgain();
  } else {
    database = await createTestDatabase();
  }
  const app = await buildApp({
    config,
    database,
    renderer: await createTestRenderer(entry),
    root,
    logStream,
    storybookDir,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the API and answers the headers a browser would send on later staff calls. */
export async function signIn(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  email: string,
  password: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: testBaseUrl, 'content-type': 'application/json' },
    payload: { email, password },
    remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')!;
  return { cookie: `sid=${sid.value}`, origin: testBaseUrl };
}

/** Sends a lead through the contact form as a visitor's browser does (from its own address, by default). */
export function submitContactLead(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  lead: Record<string, unknown> = contactLead(),
  remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  return app.inject({
    method: 'POST',
    url: '/functions/v1/handle-contact-form',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(lead),
    remoteAddress,
  });
}

/** The Editor the admin tests act as (the seed makes only Admins). */
export const testEditor = { name: 'Eva Editor', email: 'eva@novaweb.se', password: 'eva-password-1' };

/** Adds `testEditor` to the app's database and signs in as them. */
export async function signInTestEditor(ctx: Awaited<ReturnType<typeof createTestApp>>) {
  await ctx.database.db.insert(users).values({
    name: testEditor.name,
    email: testEditor.email,
    role: 'Editor',
    passwordHash: await hashPassword(testEditor.password),
  });
  return signIn(ctx.app, testEditor.email, testEditor.password);
}

/**
 * The token of the latest invitation mailed to an address, read from the mail's row as the outbox holds it until
 * it is sent (its secrets): what the invitee's link carries.
 */
export async function invitationToken(ctx: Awaited<ReturnType<typeof createTestApp>>, email: string) {
  const [mail] = await ctx.database.db
    .select({ secrets: outbox.secrets })
    .from(outbox)
    .where(and(eq(outbox.toAddress, email.toLowerCase()), eq(outbox.kind, 'invitation')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.secrets?.[invitationLinkPlaceholder] ?? '';
  return /#token=([\w-]+)/.exec(link)?.[1] ?? '';
}

/** A staff member added as an Admin does it: invited through the API, accepted through the invitation's link. */
export async function inviteAndAccept(
  ctx: Awaited<ReturnType<typeof createTestApp>>,
  admin: StaffSession,
  person: { name: string; email: string; password: string; role?: 'Admin' | 'Editor' },
) {
  const headers = { ...admin, 'content-type': 'application/json' };
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers,
    payload: { email: person.email, role: person.role ?? 'Editor', lang: 'en' },
  });
  if (invited.statusCode !== 201)
    throw new Error(`invitation refused: ${invited.statusCode} ${invited.body}`);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/invitation/accept',
    headers: { origin: admin.origin, 'content-type': 'application/json' },
    payload: {
      token: await invitationToken(ctx, person.email),
      name: person.name,
      password: person.password,
    },
  });
}

/** The headers a signed-in browser sends (`signIn`), or none of them for a visitor. */
export type StaffSession = { cookie: string; origin: string };

/**
 * A JSON caller for one app: `call(method, url, payload?, session?)` sends the payload as JSON with the session's
 * headers (the `session` given here unless another is named; `{}` calls as a visitor).
 */
export const jsonCaller =
  (app: Awaited<ReturnType<typeof createTestApp>>['app'], defaultSession: () => Partial<StaffSession>) =>
  (
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
    session: Partial<StaffSession> = defaultSession(),
  ) =>
    app.inject({
      method,
      url,
      headers: { ...session, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
