// Writes .br and .gz next to every compressible file of the client build, so the server sends them as
// they are instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|html|svg|json|xml|txt|map|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist/client');
let count = 0;
for await (const file of files(root)) {
  // index.html is the server's template, never a file it serves.
  if (path.basename(file) === 'index.html') continue;
  if (!compressible.test(file) || (await stat(file)).size < 512) continue;
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
