import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portFor } from '../../scripts/freePort';
import { expect, test } from './fixtures';
import { e2eServers } from './servers';

/**
 * The shipped nginx site file (deploy/nginx/agency-site.conf, docs/deploy.md) as Debian's nginx runs it, in front of
 * this worker's production server: `nginx -t` accepts it, http is sent to https, and pages, the health check and
 * the server's own compression come through TLS. Only what a test machine must differ in is changed: the ports, the
 * upstream's port, and a self-signed certificate in place of Let's Encrypt's. `.ci/run` installs Debian's nginx.
 */
const nginx = '/usr/sbin/nginx';
const host = 'www.example.se';

let work: string;
let server: ChildProcess | null = null;
const httpPort = portFor('E2E_NGINX_HTTP_PORT');
const httpsPort = portFor('E2E_NGINX_HTTPS_PORT');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(
  scheme: 'http' | 'https',
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const cert = readFileSync(path.join(work, 'cert.pem'));
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: scheme === 'https' ? httpsPort : httpPort,
      path: pathname,
      headers: { host, ...headers },
      ...(scheme === 'https' ? { ca: cert, servername: host } : {}),
    };
    const call = (scheme === 'https' ? httpsRequest : httpRequest)(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

test.describe('the nginx site file', () => {
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(({}, testInfo) => {
    if (!existsSync(nginx))
      throw new Error(`Debian's nginx is missing (${nginx}): apt-get install nginx-light (.ci/run does).`);
    work = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'));
    // nginx's workers run as another user when it is started by root: they read from here.
    chmodSync(work, 0o755);
    mkdirSync(path.join(work, 'acme'));
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},DNS:example.se`,
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ]);
    const upstream = new URL(e2eServers[testInfo.parallelIndex % e2eServers.length]!.baseUrl).port;
    const site = readFileSync('deploy/nginx/agency-site.conf', 'utf8')
      .replace(/^\s*listen \[::\]:\d+.*$/gm, '')
      .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('server 127.0.0.1:3000;', `server 127.0.0.1:${upstream};`)
      .replaceAll('/etc/letsencrypt/live/www.example.se/fullchain.pem', path.join(work, 'cert.pem'))
      .replaceAll('/etc/letsencrypt/live/www.example.se/privkey.pem', path.join(work, 'key.pem'))
      .replaceAll('/var/www/letsencrypt', path.join(work, 'acme'));
    writeFileSync(path.join(work, 'site.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives a site, with every file of nginx's own in the test's folder.
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
    );
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('passes nginx -t, and in front of the server sends http to https and pages through TLS', async () => {
    const checked = spawnSync(nginx, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], {
      encoding: 'utf8',
    });
    expect(checked.stderr).toContain('syntax is ok');
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);

    server = spawn(nginx, ['-c', path.join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(
        () =>
          get('https', '/healthz').then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(200);

    const redirected = await get('http', '/blog?sida=2');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe(`https://${host}/blog?sida=2`);
    // The bare domain goes to www, over TLS too.
    const bare = await get('http', '/', { host: 'example.se' });
    expect(bare.headers.location).toBe(`https://${host}/`);

    const home = await get('https', '/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toMatch(/<html lang="sv"/);
    // The server's own compression comes through as it is (nginx does not compress again).
    const compressed = await get('https', '/', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    // The admin's API answers through it too, with the server's refusal.
    expect((await get('https', '/api/admin/leads')).status).toBe(401);
  });
});
