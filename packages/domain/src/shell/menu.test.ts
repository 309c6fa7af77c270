import { describe, expect, it } from 'vitest';
import { buildMenu, MENU_CATALOGUE, type MenuArea, menuShowsArea } from './menu.ts';

const ALL_AREAS: MenuArea[] = [
  'timesheets',
  'approvals',
  'profile',
  'projects',
  'finance',
  'finance-timesheets',
  'finance-reports',
  'finance-manual',
  'admin',
  'admin-users',
  'admin-clients',
  'admin-quick-edit',
  'admin-project-templates',
  'admin-taxonomy',
  'admin-settings',
  'admin-tools',
  'admin-webhooks',
  'admin-audit',
  'super-admin',
  'super-admin-configurations',
  'super-admin-settings',
  'performance',
  'human-resources',
  'human-resources-time-off',
  'vaccine-tracker',
  'vaccine-report',
];
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('buildMenu', () => {
  it('gives an employee without groups only the areas open to everyone', () => {
    const menu = buildMenu({ groups: [] }, { areasWithScreens: ALL_AREAS });
    expect(labels(menu)).toEqual(['Timesheets', 'Vaccine Tracker', 'Profile']);
    expect(labels(menu[1]?.children ?? [])).toEqual(['Proofs']);
  });

  it('adds the group areas per group', () => {
    const finance = buildMenu({ groups: ['finance'] }, { areasWithScreens: ALL_AREAS });
    expect(labels(finance)).toContain('Finance');
    expect(labels(finance)).not.toContain('Admin');
    const admin = buildMenu({ groups: ['admin', 'super-admin'] }, { areasWithScreens: ALL_AREAS });
    expect(labels(admin)).toEqual([
      'Timesheets',
      'Approvals',
      'Projects',
      'Performance',
      'Admin',
      'Super Admin',
      'Vaccine Tracker',
      'Profile',
    ]);
    const hr = buildMenu({ groups: ['human-resources', 'vaccine-report'] }, { areasWithScreens: ALL_AREAS });
    expect(labels(hr)).toContain('Human Resources');
    expect(labels(hr.find((item) => item.label === 'Vaccine Tracker')?.children ?? [])).toEqual([
      'Proofs',
      'Report',
    ]);
  });

  it('shows Approvals to approvers without a group, with the badge count', () => {
    const menu = buildMenu(
      { groups: [], isApprover: true },
      { areasWithScreens: ALL_AREAS, badgeCounts: { approvals: 3 } },
    );
    const approvals = menu.find((item) => item.label === 'Approvals');
    expect(approvals?.badgeCount).toBe(3);
    expect(approvals?.linkUrl).toBe('/project-management/timesheets');
  });

  it('hides the vaccine tracker when its flag is off', () => {
    const menu = buildMenu(
      { groups: ['vaccine-report'], flags: { 'vaccine-tracker-enabled': false } },
      { areasWithScreens: ALL_AREAS },
    );
    expect(labels(menu)).not.toContain('Vaccine Tracker');
  });

  it('drops a parent whose children are all unavailable', () => {
    const menu = buildMenu({ groups: ['vaccine-report'] }, { areasWithScreens: ['vaccine-report'] });
    expect(labels(menu)).toEqual(['Vaccine Tracker']);
    expect(buildMenu({ groups: ['finance'] }, { areasWithScreens: ['admin'] })).toEqual([]);
  });

  it('tells whether an area is in a viewer menu', () => {
    expect(
      menuShowsArea({ groups: ['project-management'] }, 'approvals', { areasWithScreens: ALL_AREAS }),
    ).toBe(true);
    expect(menuShowsArea({ groups: ['project-management'] }, 'approvals')).toBe(true);
    expect(menuShowsArea({ groups: [] }, 'approvals')).toBe(false);
    expect(menuShowsArea({ groups: ['project-management'] }, 'vaccine-report')).toBe(false);
    expect(
      menuShowsArea({ groups: ['vaccine-report'] }, 'vaccine-report', { areasWithScreens: ALL_AREAS }),
    ).toBe(true);
  });

  it('links every catalogue entry under a shell prefix', () => {
    const prefixes = [
      '/user',
      '/project-management',
      '/vaccine-tracker',
      '/finance',
      '/admin',
      '/super-admin',
      '/performance',
      '/human-resources',
    ];
    const entries = MENU_CATALOGUE.flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const entry of entries)
      expect(prefixes.some((prefix) => entry.linkUrl.startsWith(prefix))).toBe(true);
  });
});
