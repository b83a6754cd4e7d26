/**
 * A cached page against the two references #15 measures it by, in one run on this machine: nginx serving the same
 * bytes from disk (`gzip_static`, Debian's package, one worker process like the one server process) and a bare
 * Node `http` server sending the same buffer. Load from wrk (1 thread, 50 connections, gzip), each server in turn,
 * two rounds, the better round of each kept. Also `npm run bench:serving` on its own against a running server.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface ServingFigure {
  server: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
}

export interface ServingComparison {
  url: string;
  gzipBytes: number;
  figures: ServingFigure[];
  /** The project's cached page over nginx's, and over bare Node's requests per second. */
  ratioToNginx: number;
  ratioToBareNode: number;
}

const duration = Number(process.env.BENCH_SERVING_SECONDS ?? 10);

/** Installs Debian's nginx and wrk when they are missing (the bench runs as root on a fresh machine). */
export function ensureTools(): boolean {
  const has = (tool: string) => {
    try {
      execSync(`command -v ${tool}`, { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has('wrk') && has('nginx')) return true;
  try {
    execSync('apt-get install -y -qq nginx wrk || (apt-get update -qq && apt-get install -y -qq nginx wrk)', {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    return false;
  }
  return has('wrk') && has('nginx');
}

/** The page's gzip answer as the server sends it (after its stored encoding is made). */
function fetchGzip(url: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

/** One wrk run: requests per second, latency percentiles, and failed or non-2xx answers. */
export function wrk(url: string, headers: string[] = []): Omit<ServingFigure, 'server'> {
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      '-c50',
      `-d${duration}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      ...headers.flatMap((header) => ['-H', header]),
      url,
    ],
    { encoding: 'utf8' },
  );
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(output);
    return match ? Math.round(toMs(match[1]!, match[2]!) * 100) / 100 : NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)),
    latencyP50Ms: latency('50'),
    latencyP99Ms: latency('99'),
    errors:
      (errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
      Number(non2xx?.[1] ?? 0),
  };
}

async function waitForPort(url: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      await fetchGzip(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(`${url} did not answer`);
}

function startNginx(dir: string, port: number): ChildProcess {
  const config = `
worker_processes 1;
daemon off;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
    location / { try_files /index.html =404; add_header Cache-Control no-cache; }
  }
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  return spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

function startBareNode(gzip: Buffer, port: number): ChildProcess {
  const script = `
const body = Buffer.from(process.env.BODY, 'base64');
require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length });
  response.end(body);
}).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BODY: gzip.toString('base64') },
    stdio: 'ignore',
  });
}

/**
 * Measures the page at `pageUrl` (a running production server) against nginx and bare Node serving its bytes.
 * Null when wrk or nginx cannot be had on this machine.
 */
export async function servingComparison(pageUrl: string, basePort = 5300): Promise<ServingComparison | null> {
  if (!ensureTools()) return null;
  // The first answer is compressed per request; the stored encoding follows it.
  let page = await fetchGzip(pageUrl);
  for (let tries = 0; tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    page = await fetchGzip(pageUrl);
  }
  if (page.encoding !== 'gzip') throw new Error(`${pageUrl} did not answer in gzip`);
  const gzipBody = page.body;

  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-nginx-'));
  // nginx's worker runs as another user when started by root: it must be able to read the files.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'), { mode: 0o755 });
  // nginx's gzip_static sends index.html.gz as is; index.html must exist beside it.
  writeFileSync(path.join(dir, 'www', 'index.html.gz'), gzipBody);
  writeFileSync(path.join(dir, 'www', 'index.html'), '');
  const nginxUrl = `http://127.0.0.1:${basePort}/`;
  const nodeUrl = `http://127.0.0.1:${basePort + 1}/`;
  const nginx = startNginx(dir, basePort);
  const bare = startBareNode(gzipBody, basePort + 1);
  try {
    await Promise.all([waitForPort(nginxUrl), waitForPort(nodeUrl)]);
    const check = await fetchGzip(nginxUrl);
    if (!check.body.equals(gzipBody))
      throw new Error(
        `nginx did not send the page’s bytes (${check.body.length} of ${gzipBody.length}, ${check.encoding})`,
      );
    const servers = [
      { server: 'this server (cached page)', url: pageUrl },
      { server: 'nginx (gzip_static, 1 worker)', url: nginxUrl },
      { server: 'bare Node http', url: nodeUrl },
    ];
    const best = new Map<string, Omit<ServingFigure, 'server'>>();
    for (let round = 0; round < 2; round += 1) {
      for (const { server, url } of servers) {
        const figure = wrk(url);
        if (figure.requestsPerSecond > (best.get(server)?.requestsPerSecond ?? -1)) best.set(server, figure);
      }
    }
    const figures = servers.map(({ server }) => ({ server, ...best.get(server)! }));
    const [own, ofNginx, ofNode] = figures.map((figure) => figure.requestsPerSecond) as [
      number,
      number,
      number,
    ];
    return {
      url: pageUrl,
      gzipBytes: gzipBody.length,
      figures,
      ratioToNginx: Math.round((own / ofNginx) * 100) / 100,
      ratioToBareNode: Math.round((own / ofNode) * 100) / 100,
    };
  } finally {
    nginx.kill('SIGQUIT');
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npm run bench:serving [url]`: against a server already running (default: the bench's own port).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? `http://127.0.0.1:${process.env.BENCH_PORT ?? 5195}/`;
  servingComparison(url).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
