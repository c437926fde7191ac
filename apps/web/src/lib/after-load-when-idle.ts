/**
 * Resolves once the page has loaded and the browser is next idle (at most five seconds later):
 * for work that must not compete with the first screen for the network or the main thread (the
 * service worker's first install, the live connection's code).
 */
export function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 1000);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
