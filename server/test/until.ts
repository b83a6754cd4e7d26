/**
 * Polls `check` until it holds or `ms` have passed, and answers whether it held (checked once more at the end).
 * For what happens in the background (another instance, a worker, a timer): assert the answer, not the time.
 */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, everyMs = 50) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}
