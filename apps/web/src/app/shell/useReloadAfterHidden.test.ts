import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_RELOAD_MS, useReloadAfterHidden } from './useReloadAfterHidden.ts';

let visibility: DocumentVisibilityState = 'visible';

function becomes(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-01-08T09:00:00Z'));
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  visibility = 'visible';
});

describe('useReloadAfterHidden', () => {
  it('reloads when the tab was hidden longer than 600000 ms', () => {
    const reload = vi.fn();
    renderHook(() => useReloadAfterHidden(reload));
    becomes('hidden');
    vi.setSystemTime(Date.now() + HIDDEN_RELOAD_MS + 1);
    becomes('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload after exactly 600000 ms or less', () => {
    const reload = vi.fn();
    renderHook(() => useReloadAfterHidden(reload));
    becomes('hidden');
    vi.setSystemTime(Date.now() + HIDDEN_RELOAD_MS);
    becomes('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening once unmounted', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useReloadAfterHidden(reload));
    becomes('hidden');
    unmount();
    vi.setSystemTime(Date.now() + HIDDEN_RELOAD_MS * 2);
    becomes('visible');
    expect(reload).not.toHaveBeenCalled();
  });
});
