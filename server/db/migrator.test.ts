import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDocument, type PostDocument } from '../../shared/postDocument';
import { markdownToDocument } from '../../shared/postMarkdown';
import { renderMarkdown } from '../content/markdown';
import { renderPostBody } from '../content/postBody';
import { createEmptyPostgresDatabase } from '../test/testApp';
import { openDatabase, rowsOf, type Database } from './client';
import { holdDataDir } from './dataDirLock';
import {
  applyMigrations,
  MigrationFailed,
  migrationStatus,
  releaseMigrations,
  type Migration,
} from './migrator';

/** An empty database of the kind the suite runs on (PGlite in memory, or a new one on TEST_DATABASE_URL). */
async function emptyDatabase(): Promise<{ database: Database; again: () => Promise<Database> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, again: async () => database };
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl, 'migrate');
  const database = await openDatabase({ kind: 'postgres', url });
  const opened: Database[] = [database];
  cleanups.push(async () => {
    for (const each of opened) await each.close();
    await drop();
  });
  return {
    database,
    again: async () => {
      const another = await openDatabase({ kind: 'postgres', url });
      opened.push(another);
      return another;
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const tableExists = async (database: Database, name: string) =>
  rowsOf<{ present: boolean }>(
    await database.db.execute(sql`select to_regclass(${name}) is not null as present`),
  )[0]!.present;

const recorded = async (database: Database) =>
  Number(
    rowsOf<{ n: string | number }>(
      await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
    )[0]!.n,
  );

/** A migration after the release's last, as the next release would ship it. */
const later = (tag: string, statements: string[], step = 1): Migration => ({
  tag,
  createdAt: releaseMigrations().at(-1)!.createdAt + step,
  hash: tag,
  statements,
});

describe('migrations (npm run migrate)', () => {
  it('apply every migration of the release once, in order, after which the status is current', async () => {
    const { database } = await emptyDatabase();
    const release = releaseMigrations();
    expect(release[0]!.tag).toBe('0000_initial');
    expect(await migrationStatus(database.db)).toEqual({ applied: 0, pending: release, newer: 0 });

    const seen: string[] = [];
    const applied = await applyMigrations(database.db, (migration) => seen.push(migration.tag));
    expect(applied.map((migration) => migration.tag)).toEqual(release.map((migration) => migration.tag));
    expect(seen).toEqual(applied.map((migration) => migration.tag));
    expect(await migrationStatus(database.db)).toEqual({ applied: release.length, pending: [], newer: 0 });
    expect(await tableExists(database, 'public.leads')).toBe(true);

    // Again: nothing to do.
    expect(await applyMigrations(database.db)).toEqual([]);
    expect(await recorded(database)).toBe(release.length);
  });

  it('run each migration in a transaction of its own: a failing one is rolled back alone and named', async () => {
    const { database } = await emptyDatabase();
    await applyMigrations(database.db);
    const release = releaseMigrations();
    const fine = later('0900_fine', ['create table fine_one (id integer)']);
    const broken = later(
      '0901_broken',
      ['create table half_done (id integer)', 'select nope from nowhere'],
      2,
    );

    const failure = await applyMigrations(database.db, undefined, [...release, fine, broken]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationFailed);
    expect((failure as MigrationFailed).message).toMatch(/^Migration 0901_broken failed: .*nowhere/);
    // The one before it stays; nothing of the broken one does.
    expect(await tableExists(database, 'public.fine_one')).toBe(true);
    expect(await tableExists(database, 'public.half_done')).toBe(false);
    expect(await recorded(database)).toBe(release.length + 1);
    // Seen from this release, the database is one migration ahead: a newer release's, which this one serves on.
    expect(await migrationStatus(database.db)).toMatchObject({ pending: [], newer: 1 });
  });

  it('apply each migration once when two processes migrate at the same time', async () => {
    const { database, again } = await emptyDatabase();
    const second = await again();
    const [first, other] = await Promise.all([applyMigrations(database.db), applyMigrations(second.db)]);
    expect(first.length + other.length).toBe(releaseMigrations().length);
    expect(await recorded(database)).toBe(releaseMigrations().length);
  });
});

/** Runs a TypeScript entry of the server under tsx with `env`; answers its exit code and output. */
function run(entry: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', entry], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('npm run migrate and the server start', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'agency-migrate-'));
  const dataDir = path.join(work, 'data');
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('the server refuses a database with pending migrations; npm run migrate names each it applies; then it is current', async () => {
    const refused = await run('server/main.ts', { DATA_DIR: dataDir, PORT: '0' });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      `The database is at migration level 0 and this release needs ${releaseMigrations().length} (0000_initial to `,
    );
    expect(refused.out).toContain('run `npm run migrate`, then start the server again.');

    const migrated = await run('server/db/migrateCli.ts', { DATA_DIR: dataDir });
    expect(migrated.code).toBe(0);
    for (const migration of releaseMigrations()) expect(migrated.out).toContain(`applied ${migration.tag} (`);
    expect(migrated.out).toContain(
      `The database is current (migration level ${releaseMigrations().length}).`,
    );

    const again = await run('server/db/migrateCli.ts', { DATA_DIR: dataDir });
    expect(again).toEqual({
      code: 0,
      out: `The database is current (migration level ${releaseMigrations().length}).\n`,
    });

    // A running server has the embedded database open (this test process stands in for it): refused, untouched.
    const release = holdDataDir(dataDir);
    try {
      const held = await run('server/db/migrateCli.ts', { DATA_DIR: dataDir });
      expect(held.code).toBe(2);
      expect(held.out).toContain(`The server (process ${process.pid}) has ${dataDir} open`);
    } finally {
      release();
    }
  }, 60_000);
});

describe('migration 0039 (post bodies become documents)', () => {
  const markdownSv =
    '## Rubrik\n\nEn **fet** rad med [länk](/kontakt).\n\n- ett\n- två\n\n![Karta](/media/5-abcdef012345-640.webp)';
  const markdownEn = 'Plain *English* text.';

  it('converts every stored body by the editor’s parser: the posts, a waiting change, revisions and preview links', async () => {
    const { database } = await emptyDatabase();
    const release = releaseMigrations();
    const at = release.findIndex((migration) => migration.tag === '0039_post_documents');
    await applyMigrations(database.db, undefined, release.slice(0, at));
    const { db } = database;
    const [post] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into posts (slug, date, title_sv, title_en, excerpt_sv, excerpt_en, category_sv,
        category_en, body_sv, body_en, pending)
        values ('gammal', '2024-01-01', 'Gammal', 'Old', 'Kort', 'Short', 'SEO', 'SEO', ${markdownSv}, ${markdownEn},
          ${JSON.stringify({ titleSv: 'Ändrad', bodySv: 'Ändrad **text**.', bodyEn: '' })}::jsonb)
        returning id`),
    );
    const snapshot = JSON.stringify({ slug: 'gammal', bodySv: markdownSv, bodyEn: markdownEn });
    await db.execute(
      sql`insert into post_revisions (post_id, author_name, snapshot) values (${post!.id}, 'Eva', ${snapshot}::jsonb)`,
    );
    await db.execute(sql`insert into post_previews (token_hash, post_id, expires_at, snapshot)
      values ('h', ${post!.id}, now() + interval '1 day', ${snapshot}::jsonb)`);

    await applyMigrations(database.db);

    const [row] = rowsOf<{
      body_doc_sv: PostDocument;
      body_doc_en: PostDocument;
      pending: Record<string, unknown>;
    }>(await db.execute(sql`select body_doc_sv, body_doc_en, pending from posts where id = ${post!.id}`));
    expect(row!.body_doc_sv).toEqual(markdownToDocument(markdownSv));
    expect(renderPostBody(row!.body_doc_sv)).toBe(renderMarkdown(markdownSv));
    expect(row!.body_doc_en).toEqual(markdownToDocument(markdownEn));
    expect(row!.pending).toEqual({
      titleSv: 'Ändrad',
      bodySv: markdownToDocument('Ändrad **text**.'),
      bodyEn: emptyDocument(),
    });
    const snapshots = rowsOf<{ snapshot: Record<string, unknown> }>(
      await db.execute(sql`select snapshot from post_revisions where post_id is not null
        union all select snapshot from post_previews`),
    );
    expect(snapshots).toHaveLength(2);
    for (const { snapshot: converted } of snapshots)
      expect(converted).toEqual({
        slug: 'gammal',
        bodySv: markdownToDocument(markdownSv),
        bodyEn: markdownToDocument(markdownEn),
      });
    // The search reads the document's words.
    const [found] = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`select count(*) as n from posts where search_sv @@ to_tsquery('swedish', 'länk & två')`,
      ),
    );
    expect(Number(found!.n)).toBe(1);
  });
});

describe('migration 0040 (a body’s words as they are read)', () => {
  it('searches every stored post again: a word marked in part is found whole', async () => {
    const { database } = await emptyDatabase();
    const release = releaseMigrations();
    const at = release.findIndex((migration) => migration.tag === '0040_post_body_words');
    await applyMigrations(database.db, undefined, release.slice(0, at));
    const { db } = database;
    const body = JSON.stringify(markdownToDocument('Vi sår **solros**frön.'));
    await db.execute(sql`insert into posts (slug, date, title_sv, title_en, excerpt_sv, excerpt_en, category_sv,
      category_en, body_doc_sv) values ('fron', '2024-01-01', 'Frön', 'Seeds', 'Kort', 'Short', 'Odling',
      'Growing', ${body}::jsonb)`);
    const found = async () => {
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(
          sql`select count(*) as n from posts where search_sv @@ to_tsquery('swedish', 'solrosfrön')`,
        ),
      );
      return Number(row!.n);
    };
    expect(await found()).toBe(0);

    await applyMigrations(database.db);

    expect(await found()).toBe(1);
  });
});
