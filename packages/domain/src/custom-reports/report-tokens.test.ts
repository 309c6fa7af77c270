import { describe, expect, it } from 'vitest';
import { applyTokens, replaceTokens } from './report-tokens.ts';

const row = {
  deliverable: 'PTO',
  project: 'Internal',
  department: 'Design',
  hours: 8,
  approvers: ['a', 'b'],
};
const user = { department: 'Engineering', title: 'Architect', employeeType: 'W-2', supervisorName: null };

describe('report tokens (F-042, C-055)', () => {
  it.each([
    ['Time Off (<deliverable>)', 'Time Off (PTO)'],
    ['<user.title> in <user.department>', 'Architect in Engineering'],
    ['<department>', 'Design'],
    ['<user.supervisorName>', ''],
    ['<user.project>', 'Internal'],
    ['<hours>h by <approvers>', '8h by a, b'],
    ['<unknown> stays', '<unknown> stays'],
    ['a < b > c', 'a < b > c'],
    ['plain', 'plain'],
  ])('%s → %s', (text, expected) => {
    expect(replaceTokens(text, row, user)).toBe(expected);
  });

  it('replaces tokens in every text value and keeps the row object when there are none', () => {
    const withToken = { ...row, project: '<user.department> overhead' };
    expect(applyTokens(withToken, user)).toEqual({ ...row, project: 'Engineering overhead' });
    expect(applyTokens(row, user)).toBe(row);
  });
});
