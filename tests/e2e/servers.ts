import { portFor } from '../../scripts/freePort';

/**
 * The end-to-end layer's servers: one per worker (issue #60), each the production build on its own fresh
 * embedded database and port, so journeys that change content never meet another worker's. Worker n (Playwright's
 * `parallelIndex`) always talks to server n, a retried test's new worker too (tests/e2e/fixtures.ts).
 * `E2E_WORKERS` sets how many (2 by default, as the machine has two cores); `E2E_PORT`, `E2E_PORT_2`, … name ports.
 */
export const e2eServers = Array.from(
  { length: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)) },
  (_, index) => {
    const suffix = index === 0 ? '' : `_${index + 1}`;
    const port = portFor(`E2E_PORT${suffix}`);
    return {
      port,
      /**
       * The site's address in the browser: `localhost`, not 127.0.0.1, because a passkey is made for a domain and
       * browsers refuse an IP address as one (tests/e2e/passkeys.spec.ts). The server listens on 127.0.0.1.
       */
      baseUrl: `http://localhost:${port}`,
      dataDir: `.e2e-data${suffix.replace('_', '-')}`,
    };
  },
);
