import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client';
import { seedDatabase } from '../db/seed';
import { testAdmins } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory, dumped once; every test app starts from a copy. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's first start (initdb) takes seconds on two cores; loading a dump takes a fraction of that.
 * So the migrated and seeded database is made once here and each test opens a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-pglite-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ kind: 'pglite-instance', client });
  await database.migrate();
  await seedDatabase(database.db, testAdmins, { images: false });
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
