import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStorybookInBackground } from '../../scripts/storybookBuild.mjs';
import { testAdmins } from '../test/fixtures';
import { createTestApp, signIn } from '../test/testApp';

const managerPage =
  '<!doctype html><title>Novaweb workbench</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>';

const previewPage = '<!doctype html><title>Preview</title><div id="storybook-root"></div>';

let folder: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

/** A test app whose Storybook folder is `folder/storybook-static`, built or not as the test makes it. */
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storybook-route-'));
  ctx = await createTestApp({ storybookDir: path.join(folder, 'storybook-static') });
});
afterEach(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

async function build() {
  const dir = path.join(folder, 'storybook-static');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), managerPage);
  await writeFile(path.join(dir, 'iframe.html'), previewPage);
  await writeFile(path.join(dir, 'assets', 'manager.js'), 'console.log("manager");');
}

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A staff member's browser opening `url`: sent on to the same file under its session's pass, then that file. */
async function openAsStaff(url: string, cookie: string) {
  const first = await get(url, cookie);
  if (first.statusCode !== 302 || !String(first.headers.location).includes('/~')) return first;
  // The files under a pass are asked for by an opaque origin: no cookie comes with them.
  return get(String(first.headers.location));
}

const staffCookie = async () =>
  (await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!)).cookie;

describe('the Storybook for staff at /admin/storybook/', () => {
  it('sends a visitor without a session to the sign-in page, built or not', async () => {
    for (const url of ['/admin/storybook/', '/admin/storybook', '/admin/storybook/assets/manager.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/admin/login');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    await build();
    const response = await get('/admin/storybook/', 'sid=forged-or-expired');
    expect(response.statusCode).toBe(302);
    expect(response.body).not.toContain('Novaweb workbench');
    for (const pass of ['1.' + 'A'.repeat(43), 'forged', '2147483648.x']) {
      const forged = await get(`/admin/storybook/~${pass}/index.html`);
      expect(forged.statusCode, pass).toBe(302);
      expect(forged.headers.location).toBe('/admin/login');
    }
  });

  it('serves the build to signed-in staff in an opaque origin, never indexed, under a policy that lets Storybook run', async () => {
    await build();
    const cookie = await staffCookie();

    const sent = await get('/admin/storybook/?path=/story/primitives-button--primary', cookie);
    expect(sent.statusCode).toBe(302);
    const location = String(sent.headers.location);
    expect(location).toMatch(
      /^\/admin\/storybook\/~[1-9][0-9]*\.[A-Za-z0-9_-]{43}\/\?path=\/story\/primitives-button--primary$/,
    );
    // The pass is not the session's token, nor its stored hash.
    expect(location).not.toContain(cookie.slice('sid='.length));

    const index = await get(location);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).toBe(managerPage);
    expect(index.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(index.headers['cache-control']).toBe('private, no-cache');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts [a-z -]+;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(index.headers['x-frame-options']).toBe('DENY');

    // The preview is framed by the manager, whose opaque origin no frame-ancestors source can name.
    const passDir = location.slice(0, location.indexOf('?'));
    const preview = await get(`${passDir}iframe.html?id=primitives-button--primary`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toBe(previewPage);
    expect(String(preview.headers['content-security-policy'])).toMatch(/^sandbox allow-scripts/);
    expect(String(preview.headers['content-security-policy'])).not.toContain('frame-ancestors');
    expect(preview.headers['x-frame-options']).toBeUndefined();

    // Module scripts from an opaque origin are CORS requests: the files answer any origin, as the pass opens them.
    const asset = await get(`${passDir}assets/manager.js`);
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('manager');
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    // Nothing beside the build is served, however the address climbs.
    await writeFile(path.join(folder, 'beside.txt'), 'not part of the build');
    for (const climb of ['../beside.txt', '%2e%2e/beside.txt', '..%2fbeside.txt', '%2e%2e%2fbeside.txt']) {
      const answer = await get(`${passDir}${climb}`);
      expect(answer.body, climb).not.toContain('not part of the build');
    }

    // A file asked for without the pass is sent under it; the pass ends with the session.
    const bareAsset = await get('/admin/storybook/assets/manager.js', cookie);
    expect(bareAsset.headers.location).toBe(`${passDir}assets/manager.js`);
    const oddName = await get('/admin/storybook/%C3%A5r%20ett/%22x%22.js', cookie);
    expect(oddName.statusCode).toBe(302);
    expect(oddName.headers.location).toBe(`${passDir}%C3%A5r%20ett/%22x%22.js`);
    expect((await get(String(oddName.headers.location))).statusCode).toBe(404);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://www.novaweb.se' },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    const ended = await get(`${passDir}assets/manager.js`);
    expect(ended.statusCode).toBe(302);
    expect(ended.headers.location).toBe('/admin/login');

    // Relative asset addresses need the slash: the bare path is redirected to it.
    const bare = await get('/admin/storybook', await staffCookie());
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/storybook/');
  });

  it('answers 404 with how to build it when storybook-static/ is missing', async () => {
    const response = await get('/admin/storybook/', await staffCookie());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build-storybook');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('says it is being built while npm start builds it, then serves the build once it is whole', async () => {
    const cookie = await staffCookie();
    const dir = path.join(folder, 'storybook-static');
    const go = path.join(folder, 'go');
    // A stand-in for `storybook build --output-dir <dir>`: it waits for the test's word, then writes a build.
    const stand = `const fs = require('node:fs'), path = require('node:path'), out = process.argv[1];
      const wait = setInterval(() => { if (!fs.existsSync(${JSON.stringify(go)})) return; clearInterval(wait);
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, 'index.html'), ${JSON.stringify(managerPage)});
        fs.writeFileSync(path.join(out, 'index.json'), '{}'); }, 20);`;
    const done = new Promise<boolean>((resolve) => {
      const child = buildStorybookInBackground({
        root: folder,
        dir,
        command: [process.execPath, '-e', stand],
        onDone: resolve,
      });
      // Beside the site, never in its way: the lowest CPU priority.
      expect(os.getPriority(child!.pid)).toBe(os.constants.priority.PRIORITY_LOW);
    });

    const building = await get('/admin/storybook/', cookie);
    expect(building.statusCode).toBe(503);
    expect(building.headers['retry-after']).toBe('15');
    expect(building.headers['cache-control']).toBe('no-store');
    expect(building.body).toContain('Storybook is being built');
    expect(building.body).toContain('<meta http-equiv="refresh" content="15">');
    // A second start while it builds starts no second build.
    expect(
      buildStorybookInBackground({ root: folder, dir, command: [process.execPath, '-e', ''] }),
    ).toBeNull();

    await writeFile(go, '');
    expect(await done).toBe(true);
    const built = await openAsStaff('/admin/storybook/', cookie);
    expect(built.statusCode).toBe(200);
    expect(built.body).toBe(managerPage);
    expect(existsSync(`${dir}.build.json`)).toBe(false);
    // Now current: the next start builds nothing.
    expect(buildStorybookInBackground({ root: folder, dir })).toBeNull();
  });

  it('says why when the build that started with the server failed, and keeps no half-made build', async () => {
    const cookie = await staffCookie();
    const dir = path.join(folder, 'storybook-static');
    const failing = `console.error('Error: Cannot find module "./.storybook/main.ts" <here>'); process.exit(1);`;
    const ok = await new Promise<boolean>((resolve) =>
      buildStorybookInBackground({
        root: folder,
        dir,
        command: [process.execPath, '-e', failing],
        onDone: resolve,
      }),
    );
    expect(ok).toBe(false);
    const response = await get('/admin/storybook/', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Storybook could not be built');
    expect(response.body).toContain('Cannot find module &#34;./.storybook/main.ts&#34; &#60;here&#62;');
    expect(existsSync(`${dir}.next`)).toBe(false);
  });

  it('does not say it is being built when the build was stopped with the server that started it', async () => {
    const cookie = await staffCookie();
    const dir = path.join(folder, 'storybook-static');
    // The id of a process that has ended, as a build killed with its server leaves it in the status file.
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    await writeFile(
      `${dir}.build.json`,
      JSON.stringify({ state: 'building', since: '2026-12-01T21:26:23.693Z', pid: ended.pid }),
    );
    const response = await get('/admin/storybook/', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('was stopped before it finished');
    // The next start builds again, over the status it left.
    const done = new Promise<boolean>((resolve) =>
      buildStorybookInBackground({
        root: folder,
        dir,
        command: [
          process.execPath,
          '-e',
          `require('node:fs').mkdirSync(process.argv[1] + '/x', { recursive: true }); require('node:fs').writeFileSync(process.argv[1] + '/index.html', 'built')`,
        ],
        onDone: resolve,
      }),
    );
    expect(await done).toBe(true);
    expect((await openAsStaff('/admin/storybook/', cookie)).statusCode).toBe(200);
  });

  it('leaves the rest of the site under its own policy', async () => {
    await build();
    const response = await get('/admin/login');
    expect(response.headers['x-frame-options']).toBe('DENY');
    // The site's own files and the hashes of the first file's loader and the speculation rules: no other inline
    // script (Storybook's needs them).
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self'( 'sha256-[^']+'){3};/,
    );
  });

  it('refuses API calls made from a Storybook page, which MSW should have answered', async () => {
    const cookie = await staffCookie();
    const fromStorybook = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/posts',
      headers: {
        cookie,
        referer: 'https://www.novaweb.se/admin/storybook/iframe.html?id=admin-blogposts--delete',
      },
    });
    expect(fromStorybook.statusCode).toBe(403);
    expect(fromStorybook.json()).toEqual({
      error: 'forbidden',
      message: 'Storybook pages never reach the real API',
    });
    const fromAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/posts',
      headers: { cookie, referer: 'https://www.novaweb.se/admin/blog' },
    });
    expect(fromAdmin.statusCode).toBe(200);
  });
});
