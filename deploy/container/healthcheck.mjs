// The container's health check (Containerfile): healthy while /readyz answers 200 (the database answers and its
// schema is this release's). Exit 0 healthy, 1 not.
const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
