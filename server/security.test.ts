import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The site's own files, and on pages the one inline block of speculation rules by its hash.
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
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
});
