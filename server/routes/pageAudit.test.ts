import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the page editor’s accessibility check frame', () => {
  it('is an opaque origin the admin alone may frame, loading its own two scripts and nothing else', async () => {
    const frame = await get('/admin/page-audit');
    expect(frame.statusCode).toBe(200);
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frame.headers['x-robots-tag']).toBe('noindex, nofollow');
    const scripts = [...frame.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/admin/page-audit/axe.js', '/admin/page-audit/runner.js']);
    expect(frame.body).not.toMatch(/<script>(?!<)/);
  });

  it('serves axe-core and the runner to that origin, and the rest of the admin stays unframeable', async () => {
    const axe = await get('/admin/page-audit/axe.js');
    expect(axe.statusCode).toBe(200);
    expect(axe.headers['content-type']).toMatch(/^text\/javascript/);
    expect(axe.body).toContain('axe.version');
    expect(axe.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const runner = await get('/admin/page-audit/runner.js');
    expect(runner.body).toContain("type: 'audit-result'");
    expect(runner.body).toContain('axe.run(document');
    const admin = await get('/admin/pages');
    expect(admin.headers['x-frame-options']).toBe('DENY');
    expect(String(admin.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
