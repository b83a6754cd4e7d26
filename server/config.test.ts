import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      env: 'development',
    });
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://user:pw@db:5432/site',
      PUBLIC_BASE_URL: 'https://www.novaweb.se/',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://user:pw@db:5432/site',
      env: 'production',
    });
    expect(config.publicBaseUrl).toBe('https://www.novaweb.se');
  });

  it('believes X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('runs one process per core in production on PostgreSQL, and one on PGlite unless told otherwise', () => {
    const postgres = 'postgres://user:pw@db:5432/site';
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production' }).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres }).webConcurrency).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: postgres }).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: postgres, WEB_CONCURRENCY: '3' }).webConcurrency,
    ).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('refuses more than one process on the embedded database, saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: 2 processes need DATABASE_URL .*PGlite.* Set DATABASE_URL, or WEB_CONCURRENCY=1/,
    );
  });

  it('serves /metrics only with a token long enough to be a secret', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }).metricsToken).toBe('sixteen-chars-ok');
    expect(() => loadConfig({ METRICS_TOKEN: 'fifteen-chars-x' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('stops with a message naming every bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_BASE_URL: 'ftp://x',
        SEED_ADMIN1_PASSWORD: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_BASE_URL', 'SEED_ADMIN1_PASSWORD'])
      expect(message).toContain(name);
  });
});
