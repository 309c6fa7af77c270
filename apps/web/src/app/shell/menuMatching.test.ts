import { describe, expect, it } from 'vitest';
import { activeKeys, isEntryActive, type MenuEntry } from './menuMatching.ts';

const timesheets: MenuEntry = {
  label: 'Timesheets',
  linkUrl: '/user/timesheets',
  overrideMatchUrl: '/user/timesheets/*',
};
const projects: MenuEntry = {
  label: 'Projects',
  linkUrl: '/project-management/projects',
  overrideMatchUrl: '/project-management/(projects|all-projects)/*',
};

describe('isEntryActive', () => {
  it.each([
    [timesheets, '/user/timesheets', true],
    [timesheets, '/user/timesheets/20240107', true],
    [timesheets, '/user/profile', false],
    [projects, '/project-management/projects', true],
    [projects, '/project-management/all-projects', true],
    [projects, '/project-management/timesheets', false],
    [projects, '/finance/project-management/projects', false],
    [{ label: 'Profile', linkUrl: '/user/profile' }, '/user/profile', true],
    [{ label: 'Profile', linkUrl: '/user/profile' }, '/user/profile-photo', false],
    [{ label: 'Broken', linkUrl: '/x', overrideMatchUrl: '(' }, '/y', false],
  ])('%o at %s → %s', (entry, path, active) => {
    expect(isEntryActive(entry, path)).toBe(active);
  });
});

describe('activeKeys', () => {
  const menu: MenuEntry[] = [
    timesheets,
    {
      label: 'Finance',
      linkUrl: '/finance',
      children: [
        { label: 'Timesheets', linkUrl: '/finance/timesheets' },
        { label: 'Reports', linkUrl: '/finance/reports' },
      ],
    },
  ];

  it('selects the matching leaf and opens its group', () => {
    expect(activeKeys(menu, '/finance/reports')).toEqual({ selected: ['1-1'], open: ['1'] });
  });

  it('selects a top-level leaf without opening groups', () => {
    expect(activeKeys(menu, '/user/timesheets/20240107')).toEqual({ selected: ['0'], open: [] });
  });

  it('selects nothing off the menu', () => {
    expect(activeKeys(menu, '/user/profile')).toEqual({ selected: [], open: [] });
  });
});
