import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page shown works without a connection (the person's own week, issue #18): the shell then keeps
 * its content interactive while offline instead of dimming it (A-047 for every other page).
 */
let count = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by a page that keeps working offline, while `enabled`. */
export function useWorksOffline(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    count += 1;
    notify();
    return () => {
      count -= 1;
      notify();
    };
  }, [enabled]);
}

/** In the shell: whether the page shown keeps working offline. */
export function usePageWorksOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count > 0,
    () => false,
  );
}
