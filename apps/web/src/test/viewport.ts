import { afterEach } from 'vitest';

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
}

const initialWidth = typeof window === 'undefined' ? 1024 : window.innerWidth;

/**
 * Sets the window's width so media queries (matchMedia) answer as on that screen: 390 for a phone, 1280 for
 * a desktop. Setting innerWidth alone does not reach happy-dom's media queries. Back to the default after
 * each test of the file that calls it.
 */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width });
}

/** Call once at a test file's top level: every test starts at the default width. */
export function resetViewportAfterEach(): void {
  afterEach(() => setViewportWidth(initialWidth));
}
