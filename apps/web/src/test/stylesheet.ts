import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Vitest leaves the app's CSS out (css.include is empty), so a test of a rule such as 44 px touch targets on a
 * phone loads the real stylesheet into the document for the file's tests: happy-dom's getComputedStyle then
 * applies its rules and media queries (setViewportWidth). `path` is relative to apps/web/src.
 */
export function loadStylesheetForFile(path: string): void {
  const style = document.createElement('style');
  beforeAll(() => {
    style.textContent = readFileSync(resolve(import.meta.dirname, '..', path), 'utf8');
    document.head.append(style);
  });
  afterAll(() => style.remove());
}
