import { useSyncExternalStore } from 'react';

/** Phone width: the week shows one day at a time (issue #14). */
export const PHONE_QUERY = '(max-width: 599px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const matches = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;

/** True on a phone-width screen; follows the window as it is resized or turned. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
