// The browser's runtime helpers live on a floor below the components: a component may schedule with them,
// and they import nothing of the application's composition (src/app).

/** Calls `callback` when the browser has nothing else to do (after a second where it cannot say). */
export const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback, { timeout: 5000 })
    : setTimeout(callback, 1000);
