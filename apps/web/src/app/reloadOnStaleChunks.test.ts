import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './reloadOnStaleChunks.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('reloadOnStaleChunks', () => {
  it('reloads once when a route chunk of an older build fails to load, not again within a minute', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    Object.assign(target, { sessionStorage, location: { reload } });
    let clock = 1_000_000;
    reloadOnStaleChunks(target, () => clock);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    clock += 30_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    clock += 60_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
