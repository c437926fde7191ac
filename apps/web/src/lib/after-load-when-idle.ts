/** The longest the wait lasts, whatever the page is still loading (images of a long feed, say). */
const MAX_WAIT_MS = 3000;

/**
 * Resolves once the page has loaded, `alsoAfter` has resolved (the first screen's requests have
 * answered, say) and the browser is next idle, or after three seconds at most: for work that should
 * not compete with the first screen for the network or the main thread (the service worker's first
 * install, the live connection's code) but must not wait on every image.
 */
export function afterLoadWhenIdle(alsoAfter: Promise<void> = Promise.resolve()): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const idle = () => {
      void alsoAfter.then(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: MAX_WAIT_MS });
        else setTimeout(done, 500);
      });
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
