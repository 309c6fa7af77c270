import { describe, expect, it } from 'vitest';
import { GROUP_NAMES } from './groups.ts';
import { AREAS_WITH_SCREENS, buildMenu, MENU_CATALOGUE, type MenuArea, menuShowsArea } from './menu.ts';

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
  it('today offers only the screens that exist: timesheets, approvals, projects, finance timesheets, the admin and super-admin screens (integrations included), human resources, the vaccine tracker and the profile', () => {
    expect(AREAS_WITH_SCREENS).toEqual([
      'timesheets',
      'approvals',
      'profile',
      'projects',
      'finance-timesheets',
      'finance-reports',
      'finance-manual',
      'admin-users',
      'admin-clients',
      'admin-quick-edit',
      'admin-project-templates',
      'admin-taxonomy',
      'admin-settings',
      'admin-tools',
      'admin-webhooks',
      'admin-audit',
      'super-admin-configurations',
      'super-admin-settings',
      'super-admin',
      'human-resources',
      'vaccine-tracker',
      'vaccine-report',
      'performance',
      'human-resources-time-off',
    ]);
    const menu = buildMenu({ groups: [...GROUP_NAMES], isApprover: true });
    expect(menu).toEqual([
      {
        iconName: 'ClockCircleOutlined',
        label: 'Timesheets',
        linkUrl: '/user/timesheets',
        overrideMatchUrl: '/user/timesheets/*',
        badgeCount: null,
        children: [],
      },
      {
        iconName: 'CheckSquareOutlined',
        label: 'Approvals',
        linkUrl: '/project-management/timesheets',
        overrideMatchUrl: '/project-management/timesheets/*',
        badgeCount: null,
        children: [],
      },
      {
        iconName: 'ProjectOutlined',
        label: 'Projects',
        linkUrl: '/project-management/projects',
        overrideMatchUrl: '/project-management/(projects|all-projects)/*',
        badgeCount: null,
        children: [],
      },
      {
        iconName: 'DollarOutlined',
        label: 'Finance',
        linkUrl: '/finance',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [
          {
            iconName: null,
            label: 'Timesheets',
            linkUrl: '/finance/timesheets',
            overrideMatchUrl: '/finance/timesheets/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Reports',
            linkUrl: '/finance/reports',
            overrideMatchUrl: '/finance/reports/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Projects',
            linkUrl: '/finance/projects',
            overrideMatchUrl: '/finance/projects/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Add Timesheet for Other Users',
            linkUrl: '/finance/manualTimesheets',
            overrideMatchUrl: '/finance/manualTimesheets/*',
            badgeCount: null,
            children: [],
          },
        ],
      },
      {
        iconName: 'LineChartOutlined',
        label: 'Performance',
        linkUrl: '/performance',
        overrideMatchUrl: '/performance/*',
        badgeCount: null,
        children: [],
      },
      {
        iconName: 'TeamOutlined',
        label: 'Human Resources',
        linkUrl: '/human-resources',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [
          {
            iconName: null,
            label: 'Employee Cost',
            linkUrl: '/human-resources/employee-cost',
            overrideMatchUrl: '/human-resources/employee-cost/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Reports',
            linkUrl: '/human-resources/reports',
            overrideMatchUrl: '/human-resources/reports/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Time-off Balances',
            linkUrl: '/human-resources/time-off-balances',
            overrideMatchUrl: '/human-resources/time-off-balances/*',
            badgeCount: null,
            children: [],
          },
        ],
      },
      {
        iconName: 'SettingOutlined',
        label: 'Admin',
        linkUrl: '/admin',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [
          {
            iconName: null,
            label: 'Users',
            linkUrl: '/admin/users',
            overrideMatchUrl: '/admin/users/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Clients',
            linkUrl: '/admin/clients',
            overrideMatchUrl: '/admin/clients/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Quick Edit',
            linkUrl: '/admin/quick-edit',
            overrideMatchUrl: '/admin/quick-edit/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Project Templates',
            linkUrl: '/admin/project-templates',
            overrideMatchUrl: '/admin/project-templates/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Taxonomy',
            linkUrl: '/admin/taxonomy',
            overrideMatchUrl: '/admin/taxonomy/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Settings',
            linkUrl: '/admin/settings',
            overrideMatchUrl: '/admin/settings/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Tools',
            linkUrl: '/admin/tools',
            overrideMatchUrl: '/admin/tools/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Webhooks',
            linkUrl: '/admin/webhooks',
            overrideMatchUrl: '/admin/webhooks/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Audit',
            linkUrl: '/admin/audit',
            overrideMatchUrl: '/admin/audit/*',
            badgeCount: null,
            children: [],
          },
        ],
      },
      {
        iconName: 'CrownOutlined',
        label: 'Super Admin',
        linkUrl: '/super-admin',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [
          {
            iconName: null,
            label: 'Configurations',
            linkUrl: '/super-admin/configurations',
            overrideMatchUrl: '/super-admin/configurations/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Settings',
            linkUrl: '/super-admin/settings',
            overrideMatchUrl: '/super-admin/settings/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Integrations',
            linkUrl: '/super-admin/integrations',
            overrideMatchUrl: '/super-admin/integrations/*',
            badgeCount: null,
            children: [],
          },
        ],
      },
      {
        iconName: 'MedicineBoxOutlined',
        label: 'Vaccine Tracker',
        linkUrl: '/vaccine-tracker',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [
          {
            iconName: null,
            label: 'Proofs',
            linkUrl: '/vaccine-tracker/proofs',
            overrideMatchUrl: '/vaccine-tracker/proofs/*',
            badgeCount: null,
            children: [],
          },
          {
            iconName: null,
            label: 'Report',
            linkUrl: '/vaccine-tracker/report',
            overrideMatchUrl: '/vaccine-tracker/report/*',
            badgeCount: null,
            children: [],
          },
        ],
      },
      {
        iconName: 'UserOutlined',
        label: 'Profile',
        linkUrl: '/user/profile',
        overrideMatchUrl: null,
        badgeCount: null,
        children: [],
      },
    ]);
  });

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
