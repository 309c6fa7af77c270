import { describe, expect, it } from 'vitest';
import {
  compactDescription,
  compactName,
  fuzzyMatch,
  fuzzyScore,
  gridDescription,
  passesBudgetUsedFilter,
  teamOverflow,
} from './project-list.ts';

describe('fuzzy search (M-013)', () => {
  it('scores 0 for a case-insensitive substring and 1 for nothing alike', () => {
    expect(fuzzyScore('apollo', 'Project APOLLO launch')).toBe(0);
    expect(fuzzyScore('zzzz', 'Apollo')).toBe(1);
    expect(fuzzyScore('', 'Apollo')).toBe(0);
  });

  it('scores typos by edits over the pattern length', () => {
    expect(fuzzyScore('apolo', 'Apollo')).toBeCloseTo(0.2);
    expect(fuzzyScore('apollp', 'Apollo')).toBeCloseTo(1 / 6);
    expect(fuzzyScore('apxxo', 'Apollo')).toBeCloseTo(0.4);
  });

  it('keeps a match at score 0.3 or less and drops it above', () => {
    // 3 edits over 10 letters = 0.3 → kept; 4 over 10 → dropped.
    expect(fuzzyMatch('abcdefghij', ['abcdefgXYZ'])).toBeCloseTo(0.3);
    expect(fuzzyMatch('abcdefghij', ['abcdefWXYZ'])).toBeNull();
  });

  it('takes the best of name, project code and client name, skipping empty fields', () => {
    expect(fuzzyMatch('acme', ['Apollo', null, 'Acme Corp'])).toBe(0);
    expect(fuzzyMatch('APL-1', ['Apollo', 'APL-1', undefined])).toBe(0);
    expect(fuzzyMatch('globex', ['Apollo', 'APL', 'Acme Corp'])).toBeNull();
  });
});

describe('budget-used filter (M-011)', () => {
  it('passes projects that used at least the chosen percentage', () => {
    expect(passesBudgetUsedFilter(0.75, 75)).toBe(true);
    expect(passesBudgetUsedFilter(0.7499, 75)).toBe(false);
    expect(passesBudgetUsedFilter(1.2, 100)).toBe(true);
    expect(passesBudgetUsedFilter(0, null)).toBe(true);
  });
});

describe('card texts (M-019..M-021)', () => {
  it('truncates the grid description to 297 characters plus ...', () => {
    const long = 'x'.repeat(301);
    expect(gridDescription(long)).toHaveLength(300);
    expect(gridDescription(long).endsWith('x...')).toBe(true);
    expect(gridDescription('x'.repeat(300))).toBe('x'.repeat(300));
    expect(gridDescription(null)).toBe('');
  });

  it('truncates compact names at 50 and descriptions at 150', () => {
    expect(compactName('n'.repeat(51))).toBe(`${'n'.repeat(47)}...`);
    expect(compactName('n'.repeat(50))).toBe('n'.repeat(50));
    expect(compactDescription('d'.repeat(151))).toHaveLength(150);
  });

  it('counts the team members beyond five avatars', () => {
    expect(teamOverflow(5)).toBeNull();
    expect(teamOverflow(8)).toBe('+3');
    expect(teamOverflow(0)).toBeNull();
  });
});
