import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { speculationRulesHash } from './routes/speculationRules';

/** Hosts the browser may call besides the site itself: the EmailJS fallback of the contact form. */
const extraConnectSources = ['https://api.emailjs.com'];

/**
 * Security headers on every response. Scripts come only from the site's own files (no inline script:
 * hydration data is a JSON block), and the one inline block of speculation rules by its hash; styles allow inline because styled-components writes <style> tags.
 * Development skips the CSP because Vite's hot reload injects inline scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
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
              scriptSrc: ["'self'", speculationRulesHash],
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
