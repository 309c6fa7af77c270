import type { ReactNode } from 'react';
import { STICKY_FIRST } from './table/phoneCards.ts';

/**
 * A horizontally scrolling area (a wide table on a narrow screen) that a keyboard user can focus and scroll
 * (axe: scrollable-region-focusable), named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard.
    <section aria-label={label} tabIndex={0} className={STICKY_FIRST} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
