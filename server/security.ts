import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connectSourcesFile } from '../shared/connectSources';
import type { Config } from './config';
import { firstFileLoaderHash } from './firstFileLoader';
import { speculationRulesHashes } from './routes/speculationRules';

/**
 * The hosts the built client's contact flow calls besides the site itself (a hosted Supabase project, EmailJS),
 * as the client build listed them (shared/connectSources.ts); none when the build wrote no list.
 */
export async function builtConnectSources(clientDir: string): Promise<string[]> {
  const text = await readFile(path.join(clientDir, '.vite', connectSourcesFile), 'utf8').catch(() => null);
  if (text === null) return [];
  const sources: unknown = JSON.parse(text);
  if (
    !Array.isArray(sources) ||
    !sources.every((source) => typeof source === 'string' && /^https?:\/\/[^\s;']+$/.test(source))
  )
    throw new Error(`${connectSourcesFile} in ${clientDir} is not a list of origins`);
  return sources as string[];
}

/**
 * Security headers on every response. Scripts come only from the site's own files (no inline script:
 * hydration data is a JSON block), and the two inline blocks of speculation rules by their hashes; styles allow inline
 * because styled-components writes <style> tags. The browser calls the site itself and the hosts the build named
 * (`extraConnectSources`), nothing else.
 * Development skips the CSP because Vite's hot reload injects inline scripts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  extraConnectSources: readonly string[] = [],
) {
  const https = config.publicBaseUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy:
      config.env === 'development'
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", firstFileLoaderHash, ...speculationRulesHashes],
              styleSrc: ["'self'", "'unsafe-inline'"],
              // blob: the media library draws a chosen file before it is uploaded (an object URL of it).
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...extraConnectSources],
              manifestSrc: ["'self'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              objectSrc: ["'none'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });
}
