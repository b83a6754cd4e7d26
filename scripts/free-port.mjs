// Prints a TCP port on 127.0.0.1 that nothing listens on now: `node scripts/free-port.mjs`. Every server a test
// layer starts (Storybook's static build, the e2e server and its SMTP sink, PostgreSQL, Redis) takes one, so two
// runs on one machine (two clones, or a developer's run beside a hook's) never reach for the same port.
// The port is drawn below the kernel's ephemeral range (32768-60999), where no client connection of another test
// can be holding it: a fixed port inside that range once failed CI with "could not bind … in use".
import net from 'node:net';

const low = 20_000;
const high = 32_000;

const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (let attempt = 0; attempt < 200; attempt += 1) {
  const port = low + Math.floor(Math.random() * (high - low));
  if (await isFree(port)) {
    process.stdout.write(String(port));
    process.exit(0);
  }
}
console.error(`free-port: no free port between ${low} and ${high}`);
process.exit(1);
