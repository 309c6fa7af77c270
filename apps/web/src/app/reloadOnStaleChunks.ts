const RELOADED_AT = 'tally:stale-chunk-reload';
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, an open tab asks for route chunks that no longer exist. Vite then fires
 * `vite:preloadError`; reloading fetches the new build. At most once a minute, so a chunk that is
 * truly missing shows the route error instead of reloading forever.
 */
export function reloadOnStaleChunks(target: Window = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(target.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < MIN_INTERVAL_MS) return;
    event.preventDefault();
    target.sessionStorage.setItem(RELOADED_AT, String(now()));
    target.location.reload();
  });
}
