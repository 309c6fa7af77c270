import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shouldCollapse, useSidebarCollapse } from './sidebarCollapse.ts';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  window.innerWidth = 1024;
});

describe('shouldCollapse', () => {
  it.each([
    [799, false, true],
    [800, false, false],
    [1280, false, false],
    [1280, true, true],
    [400, true, true],
  ])('width %i, temporary password %s → %s', (width, temporaryPassword, collapsed) => {
    expect(shouldCollapse(width, temporaryPassword)).toBe(collapsed);
  });
});

describe('useSidebarCollapse', () => {
  it('collapses under 800 px and expands above', () => {
    window.innerWidth = 1280;
    const { result } = renderHook(() => useSidebarCollapse(false));
    expect(result.current[0]).toBe(false);
    resizeTo(760);
    expect(result.current[0]).toBe(true);
    resizeTo(1024);
    expect(result.current[0]).toBe(false);
  });

  it('stays collapsed for a user with a temporary password', () => {
    window.innerWidth = 1280;
    const { result } = renderHook(() => useSidebarCollapse(true));
    expect(result.current[0]).toBe(true);
  });

  it('follows the menu toggle until the window crosses 800 px again', () => {
    window.innerWidth = 1280;
    const { result } = renderHook(() => useSidebarCollapse(false));
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    resizeTo(1100);
    expect(result.current[0]).toBe(true);
    resizeTo(700);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    resizeTo(900);
    expect(result.current[0]).toBe(false);
  });
});
