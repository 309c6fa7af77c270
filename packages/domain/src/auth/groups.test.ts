import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOGGLEABLE_GROUPS,
  GROUP_LABELS,
  GROUP_NAMES,
  hasAnyGroup,
  isGroupName,
  normalizeGroups,
} from './groups.ts';

describe('groups', () => {
  it('knows the seven groups of the spec, each with a label', () => {
    expect(GROUP_NAMES).toEqual([
      'admin',
      'super-admin',
      'project-management',
      'finance',
      'human-resources',
      'senior-management',
      'vaccine-report',
    ]);
    for (const name of GROUP_NAMES) expect(GROUP_LABELS[name]).toBeTruthy();
  });

  it('lets an admin toggle every group except super-admin', () => {
    expect([...ADMIN_TOGGLEABLE_GROUPS].sort()).toEqual(
      GROUP_NAMES.filter((g) => g !== 'super-admin').sort(),
    );
  });

  it('recognises group names', () => {
    expect(isGroupName('finance')).toBe(true);
    expect(isGroupName('Finance')).toBe(false);
    expect(isGroupName('owner')).toBe(false);
  });

  it('normalizes stored lists to known names in catalogue order', () => {
    expect(normalizeGroups(['finance', 'unknown', 'admin', 'finance'])).toEqual(['admin', 'finance']);
  });

  it('checks membership of any required group', () => {
    expect(hasAnyGroup(['finance'], ['admin', 'finance'])).toBe(true);
    expect(hasAnyGroup(['finance'], ['admin'])).toBe(false);
    expect(hasAnyGroup([], [])).toBe(false);
  });
});
