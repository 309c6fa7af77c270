import { describe, expect, it } from 'vitest';
import {
  nextSnapshotUpdate,
  parseStatsRecipients,
  validateCronDescription,
  validateCronShape,
  validateSnapshotLimit,
} from './admin-jobs.ts';

describe('snapshots updater (D-061, D-062)', () => {
  it.each([
    [10, null],
    [1, null],
    [100, null],
    [0, 'Limit must be between 1 and 100'],
    [101, 'Limit must be between 1 and 100'],
    [2.5, 'Limit must be a whole number'],
  ])('limit %d → %s', (limit, message) => expect(validateSnapshotLimit(limit)).toBe(message));

  it('allows the next refresh 30 minutes later', () => {
    expect(nextSnapshotUpdate(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-11-26T10:30:00.000Z',
    );
  });
});

describe('statistics recipients (D-060)', () => {
  it('trims, lower-cases, drops blanks and duplicates, sorts', () => {
    expect(parseStatsRecipients([' B@Example.com', 'a@example.com', '', 'b@example.com'])).toEqual({
      emails: ['a@example.com', 'b@example.com'],
      error: null,
    });
  });

  it('names the first address that is not one', () => {
    expect(parseStatsRecipients(['a@example.com', 'nope', 'x'])).toEqual({
      emails: null,
      error: 'Invalid email address: nope',
    });
  });

  it('caps the list', () => {
    const many = Array.from({ length: 51 }, (_, i) => `p${i}@example.com`);
    expect(parseStatsRecipients(many).error).toBe('At most 50 recipients');
  });
});

describe('reminder schedule (D-060)', () => {
  it.each([
    ['0 9 * * 1', null],
    ['  ', 'A cron expression is required'],
    ['0 9 * *', 'Value must be a cron expression (minute hour day month weekday)'],
  ])('cron %j → %s', (value, message) => expect(validateCronShape(value)).toBe(message));

  it.each([
    ['Every Monday at 09:00', null],
    ['', 'A description is required'],
    ['x'.repeat(121), 'At most 120 characters'],
  ])('description %j → %s', (value, message) => expect(validateCronDescription(value)).toBe(message));
});
