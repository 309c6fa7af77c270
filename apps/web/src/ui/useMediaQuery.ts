import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH } from './phone.ts';

/** A phone: tables turn their rows into cards (phone-cards.css uses the same width). */
export const PHONE_CARDS_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the window matches a media query; follows the window as it is resized or turned. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : false),
    () => false,
  );
}
