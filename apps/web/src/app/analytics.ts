import { isLocalhost } from './errorReporter.ts';

/** Sends a page view beacon to VITE_ANALYTICS_URL, except on localhost or when unset. */
export function trackPageView(
  path: string,
  endpoint: string | undefined = import.meta.env.VITE_ANALYTICS_URL,
): boolean {
  if (!endpoint || isLocalhost() || typeof navigator.sendBeacon !== 'function') return false;
  const payload = JSON.stringify({
    type: 'pageview',
    path,
    title: document.title,
    at: new Date().toISOString(),
  });
  return navigator.sendBeacon(endpoint, new Blob([payload], { type: 'application/json' }));
}
