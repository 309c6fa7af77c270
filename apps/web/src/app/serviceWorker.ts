/**
 * Registers the service worker (public root /sw.js, built by service-worker/plugin.ts) that keeps the app shell
 * and the week screen available offline (issue #18). Production builds only: the dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('[offline] the service worker could not be registered:', error);
    });
  };
  // After the page's own files: the worker's install downloads the week's files, which should not compete.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
