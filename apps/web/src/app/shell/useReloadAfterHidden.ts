import { useEffect } from 'react';

export const HIDDEN_RELOAD_MS = 600_000;

/**
 * Reloads the page when the tab becomes visible after being hidden longer than 10 minutes,
 * so long-idle tabs do not show stale timesheets or an expired session.
 */
export function useReloadAfterHidden(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    let hiddenAt: number | undefined;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== undefined && Date.now() - hiddenAt > HIDDEN_RELOAD_MS) reload();
      hiddenAt = undefined;
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [reload]);
}
