import { describe, expect, it } from 'vitest';
import { returnToOrDefault, safeReturnTo } from './returnTo.ts';

const origin = 'http://localhost:3000';

describe('safeReturnTo', () => {
  it.each([
    ['/user/profile', '/user/profile'],
    ['/user/timesheets/20240107?x=1#top', '/user/timesheets/20240107?x=1#top'],
    ['/finance/reports', '/finance/reports'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['user/profile'],
    ['https://evil.example.com/'],
    ['//evil.example.com/path'],
    ['/\\evil.example.com'],
    ['/\t/evil.example.com'],
    ['javascript:alert(1)'],
    ['/auth/signout'],
    ['/auth/signin?returnTo=/x'],
  ])('rejects %s', (value) => {
    expect(safeReturnTo(value, origin)).toBeUndefined();
  });

  it('falls back to /user/timesheets', () => {
    expect(returnToOrDefault('https://evil.example.com')).toBe('/user/timesheets');
    expect(returnToOrDefault(undefined)).toBe('/user/timesheets');
    expect(returnToOrDefault('/admin')).toBe('/admin');
  });
});
