import { availableParallelism } from 'node:os';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  NIGHTLY_BACKUPS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((value) => value === 'true' || value === '1'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Novaweb <no-reply@novaweb.se>'),
  AGENCY_NOTIFY_TO: z.email().default('hej@novaweb.se'),
  AGENCY_NOTIFY_CC: optionalString.pipe(z.email().optional()),
  CONTACT_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'must be "<count>/<minutes>", for example 5/10')
    .default('5/10'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5000),
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => /^(true|false|[\d.:/a-f, ]*[.:][\d.:/a-f, ]*)$/i.test(value),
      'must be true, false or the proxy addresses (for example 10.0.0.0/8)',
    ),
  WEB_CONCURRENCY: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of processes')
      .transform(Number)
      .pipe(z.number().min(1, 'must be at least 1').max(64, 'must be at most 64'))
      .optional(),
  ),
  SEED_ADMIN1_EMAIL: z.email().default('admin@novaweb.se'),
  SEED_ADMIN1_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  SEED_ADMIN2_EMAIL: z.email().default('support@novaweb.se'),
  SEED_ADMIN2_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters (a long random secret: openssl rand -hex 32)')
      .optional(),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicBaseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where backups are written and kept (`npm run backup`, Admin → Backups; docs/backups.md). */
  backupDir: string;
  /** Whether this instance makes the nightly backup the settings ask for (off: another instance, or none). */
  nightlyBackups: boolean;
  logLevel: string;
  demoData: boolean;
  seedAdmins: { email: string; password: string | undefined }[];
  mail: {
    /** Unset: e-mails stay queued in the outbox until SMTP is configured. */
    smtpUrl: string | undefined;
    from: string;
    notifyTo: string;
    notifyCc: string | undefined;
    pollMs: number;
  };
  /**
   * Whether webhooks may go to this machine (http to a loopback address): for tests with a local receiver only.
   * Private, link-local and other non-public addresses are refused either way (server/webhooks/address.ts).
   */
  webhooksAllowLoopback: boolean;
  /** Contact submissions one address may send per window. */
  contactRateLimit: { max: number; windowMs: number };
  /**
   * Whether X-Forwarded-For is believed: false unless the server sits behind a proxy the operator names, since a
   * client could otherwise choose its own address and slip past the rate limits.
   */
  trustProxy: boolean | string;
  /**
   * How many server processes share the port (node:cluster). Unset: one per core in production on PostgreSQL,
   * else one. More than one needs PostgreSQL: PGlite's data directory belongs to one process.
   */
  webConcurrency: number;
  /** The bearer token Prometheus sends to read /metrics; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** An optional Redis for the rate limits' counts (server/redis.ts); unset, they stay in the database. */
  redisUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once, validates it, and names every bad value in one clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  if ((value.WEB_CONCURRENCY ?? 1) > 1 && !value.DATABASE_URL) {
    throw new ConfigError([
      `WEB_CONCURRENCY: ${value.WEB_CONCURRENCY} processes need DATABASE_URL (PostgreSQL): the embedded database ` +
        '(PGlite) can be opened by one process only. Set DATABASE_URL, or WEB_CONCURRENCY=1.',
    ]);
  }
  const [max = 5, minutes = 10] = value.CONTACT_RATE_LIMIT.split('/').map(Number);
  const publicBaseUrl = (value.PUBLIC_BASE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    publicBaseUrl,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    backupDir: value.BACKUP_DIR,
    // Never in the test suite's app: a test runs a pass itself when it wants one.
    nightlyBackups: value.NIGHTLY_BACKUPS === 'on' && value.NODE_ENV !== 'test',
    logLevel: value.LOG_LEVEL,
    demoData: value.DEMO_DATA,
    seedAdmins: [
      { email: value.SEED_ADMIN1_EMAIL, password: value.SEED_ADMIN1_PASSWORD },
      { email: value.SEED_ADMIN2_EMAIL, password: value.SEED_ADMIN2_PASSWORD },
    ],
    mail: {
      smtpUrl: value.SMTP_URL,
      from: value.MAIL_FROM,
      notifyTo: value.AGENCY_NOTIFY_TO,
      notifyCc: value.AGENCY_NOTIFY_CC,
      pollMs: value.OUTBOX_POLL_MS,
    },
    webhooksAllowLoopback: value.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    contactRateLimit: { max, windowMs: minutes * 60_000 },
    trustProxy:
      value.TRUST_PROXY === 'true' ? true : value.TRUST_PROXY === 'false' ? false : value.TRUST_PROXY,
    webConcurrency:
      value.WEB_CONCURRENCY ??
      (value.NODE_ENV === 'production' && value.DATABASE_URL ? availableParallelism() : 1),
    metricsToken: value.METRICS_TOKEN,
    redisUrl: value.REDIS_URL,
  };
}
