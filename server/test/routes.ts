import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The route's path as registered, with `:param` and `*` placeholders. */
  path: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`), so a test that
 * walks them covers a route added later without being told about it.
 */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
