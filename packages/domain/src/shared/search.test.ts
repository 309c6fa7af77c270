import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search.ts';

describe('matchesQuery', () => {
  it('finds the query inside any of the texts, ignoring case and outer spaces', () => {
    expect(matchesQuery(['Acme Corp', 'AC-01'], '  acme ')).toBe(true);
    expect(matchesQuery(['Acme Corp', 'AC-01'], 'c-0')).toBe(true);
    expect(matchesQuery('Jane Doe', 'E D')).toBe(true);
    expect(matchesQuery(['Acme Corp', null, undefined], 'globex')).toBe(false);
  });

  it('matches every row on a blank query, even one with no texts', () => {
    expect(matchesQuery([], '   ')).toBe(true);
    expect(matchesQuery(null, '')).toBe(true);
    expect(matchesQuery(null, 'a')).toBe(false);
  });
});
