import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { adminMediaRoutes } from '../routes/admin/media';
import { mediaRoutes } from '../routes/media';
import { socialRoutes } from '../routes/social';

/** Media: the library's files as pages link to them, the generated social cards, and Admin → Media's API. */
export async function mediaPlugin(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
) {
  await app.register(adminMediaRoutes, { database, config });
  await app.register(mediaRoutes, { database });
  await app.register(socialRoutes, { database, config });
}
