import Fastify from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { builtConnectSources, registerSecurityHeaders } from './security';
import { createTestApp } from './test/testApp';

describe('security headers', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each(['/', '/en', '/finns-inte', '/api/settings', '/healthz'])('are on %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    // The site's own files, the first file's loader and the two inline blocks of speculation rules by their
    // hashes (the page's own and the contact page's prefetch the first file adds).
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*'){3}$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    // A build that names no hosted backend and no EmailJS lets the browser call the site itself only.
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('include HSTS when the public URL is https', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('leave HSTS out when the public URL is plain http', async () => {
    const local = await createTestApp({ env: { PUBLIC_BASE_URL: 'http://localhost:3000' } });
    try {
      const response = await local.app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  describe('the hosts the build named', () => {
    let clientDir: string;
    beforeAll(async () => {
      clientDir = await mkdtemp(path.join(os.tmpdir(), 'connect-sources-'));
      await mkdir(path.join(clientDir, '.vite'));
    });
    afterAll(() => rm(clientDir, { recursive: true, force: true }));
    const write = (text: string) => writeFile(path.join(clientDir, '.vite', 'connect-sources.json'), text);

    it('are read from the client build, and are none when it wrote no list', async () => {
      expect(await builtConnectSources(path.join(clientDir, 'missing'))).toEqual([]);
      await write('["https://abc.supabase.co","https://api.emailjs.com"]');
      expect(await builtConnectSources(clientDir)).toEqual([
        'https://abc.supabase.co',
        'https://api.emailjs.com',
      ]);
    });

    it('stop the start when the list is not a list of origins', async () => {
      await write('["https://x.example; script-src *"]');
      await expect(builtConnectSources(clientDir)).rejects.toThrow(/not a list of origins/);
      await write('{"hosts":[]}');
      await expect(builtConnectSources(clientDir)).rejects.toThrow(/not a list of origins/);
    });

    it('are named in connect-src and nowhere else', async () => {
      const app = Fastify();
      const config = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://novaweb.example' });
      await registerSecurityHeaders(app, config, ['https://api.emailjs.com']);
      app.get('/', async () => 'ok');
      try {
        const csp = String(
          (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
        );
        expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://api.emailjs.com");
        expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('emailjs');
      } finally {
        await app.close();
      }
    });
  });
});
