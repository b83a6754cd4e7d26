import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RedisConnection } from '../redis';
import { categoryRoutes } from '../routes/categories';
import { contactRoutes } from '../routes/contact';
import { pageAuditRoutes } from '../routes/pageAudit';
import { pageRoutes } from '../routes/pages';
import { publicRoutes } from '../routes/public';
import { searchRoutes } from '../routes/search';
import { seoRoutes } from '../routes/seo';
import { storybookRoutes } from '../routes/storybook';

export interface ContentApiOptions {
  config: Config;
  database: Database;
  redis: RedisConnection | null;
  releasedAt: Date;
  storybookDir: string;
}

/**
 * What visitors' pages read and send: the content API the pages render from (posts, pages, portfolio, categories,
 * search), the contact form, the sitemap, robots and feeds, the page audit, and the Storybook staff browse.
 */
export async function contentApiPlugin(
  app: FastifyInstance,
  { config, database, redis, releasedAt, storybookDir }: ContentApiOptions,
) {
  await app.register(publicRoutes, { database });
  await app.register(pageRoutes, { database });
  await app.register(categoryRoutes, { database });
  await app.register(searchRoutes, { database, redis: redis?.client });
  await app.register(contactRoutes, { database, config, worker: app.outbox, redis: redis?.client });
  await app.register(seoRoutes, { database, config, releasedAt });
  await app.register(storybookRoutes, { database, dir: storybookDir });
  await app.register(pageAuditRoutes);
}
