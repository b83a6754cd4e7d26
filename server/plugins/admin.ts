import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ServerRoutes } from '../content/pagePaths';
import { adminTransferRoutes } from '../content/transfer/routes';
import type { Database } from '../db/client';
import type { RedisConnection } from '../redis';
import { adminAccountRoutes } from '../routes/admin/account';
import { adminOnlyRoutes } from '../routes/admin/admin';
import { adminContentRoutes } from '../routes/admin/content';
import { adminExperimentRoutes } from '../routes/admin/experiments';
import { adminLeadRoutes } from '../routes/admin/leads';
import { adminPageRoutes, adminSitePartRoutes } from '../routes/admin/pages';
import { adminPasskeyRoutes } from '../routes/admin/passkeys';
import { adminPrivacyRoutes } from '../routes/admin/privacy';
import { adminRedirectRoutes } from '../routes/admin/redirects';
import { adminSavedReplyRoutes } from '../routes/admin/savedReplies';
import { adminSecurityRoutes } from '../routes/admin/security';
import { adminSeoRoutes } from '../routes/admin/seo';
import { authRoutes } from '../routes/auth';

export interface AdminOptions {
  config: Config;
  database: Database;
  redis: RedisConnection | null;
  serverRoutes: ServerRoutes;
}

/**
 * The staff API (docs/admin.md): sign-in and accounts, leads, posts, pages and the shared parts, portfolio,
 * redirects, SEO, settings, users, privacy and content export. Each route plugin checks its own roles.
 */
export async function adminPlugin(
  app: FastifyInstance,
  { config, database, redis, serverRoutes }: AdminOptions,
) {
  await app.register(authRoutes, { database, config, redis: redis?.client });
  await app.register(adminLeadRoutes, { database, config, rollup: app.insights.rollup });
  await app.register(adminSavedReplyRoutes, { database, config });
  await app.register(adminAccountRoutes, { database, config });
  await app.register(adminPasskeyRoutes, { database, config });
  await app.register(adminContentRoutes, { database, config });
  await app.register(adminOnlyRoutes, { database, config });
  await app.register(adminSecurityRoutes, { database, config });
  await app.register(adminSeoRoutes, { database, config });
  await app.register(adminRedirectRoutes, { database, config });
  await app.register(adminTransferRoutes, { database, config, serverRoutes });
  await app.register(adminPageRoutes, { database, config, serverRoutes });
  await app.register(adminSitePartRoutes, { database, config });
  await app.register(adminExperimentRoutes, { database, config });
  await app.register(adminPrivacyRoutes, { database, config });
}
