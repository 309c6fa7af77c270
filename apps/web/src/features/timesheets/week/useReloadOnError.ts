import { useEffect } from 'react';

const KEY = 'tally.timesheet-reloaded';

/**
 * T-005: when the week's query fails the page reloads. Once per week and session, so a server that keeps
 * failing shows the error panel (with Retry) instead of reloading forever.
 */
export function useReloadOnError(error: unknown, week: string): boolean {
  let alreadyReloaded = false;
  try {
    alreadyReloaded = sessionStorage.getItem(KEY) === week;
  } catch {
    alreadyReloaded = true;
  }
  useEffect(() => {
    if (!error || alreadyReloaded) return;
    try {
      sessionStorage.setItem(KEY, week);
    } catch {
      return;
    }
    window.location.reload();
  }, [error, alreadyReloaded, week]);
  return !!error && alreadyReloaded;
}
