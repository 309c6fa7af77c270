import type { GroupName } from '../auth/groups.ts';

/** The areas of the portal; an area's menu entries appear once its screens exist (AREAS_WITH_SCREENS). */
export type MenuArea =
  | 'timesheets'
  | 'approvals'
  | 'profile'
  | 'projects'
  | 'finance'
  | 'finance-timesheets'
  | 'finance-reports'
  | 'finance-manual'
  | 'admin'
  | 'admin-users'
  | 'admin-clients'
  | 'admin-quick-edit'
  | 'admin-project-templates'
  | 'admin-taxonomy'
  | 'admin-settings'
  | 'admin-tools'
  | 'admin-webhooks'
  | 'admin-audit'
  | 'super-admin'
  | 'super-admin-configurations'
  | 'super-admin-settings'
  | 'performance'
  | 'human-resources'
  | 'human-resources-time-off'
  | 'vaccine-tracker'
  | 'vaccine-report';

export interface MenuEntryDefinition {
  area: MenuArea;
  /** Name of an antd icon component (the web app maps it to the component). */
  iconName?: string;
  label: string;
  linkUrl: string;
  overrideMatchUrl?: string;
  /** Groups of which the viewer needs one; absent: every signed-in user. */
  groups?: readonly GroupName[];
  /** Shown to approvers even without a group (someone lists them as approver). */
  alsoForApprovers?: boolean;
  /** Configuration flag that must be on. */
  requiresFlag?: 'vaccine-tracker-enabled';
  children?: readonly MenuEntryDefinition[];
}

const child = (
  area: MenuArea,
  label: string,
  linkUrl: string,
  groups?: readonly GroupName[],
): MenuEntryDefinition =>
  groups
    ? { area, label, linkUrl, overrideMatchUrl: `${linkUrl}/*`, groups }
    : { area, label, linkUrl, overrideMatchUrl: `${linkUrl}/*` };

/** The side menu of the whole portal, in display order (spec parts 1-3, ACCEPTANCE A-041, P-001, Gaps 20-23). */
export const MENU_CATALOGUE: readonly MenuEntryDefinition[] = [
  {
    area: 'timesheets',
    iconName: 'ClockCircleOutlined',
    label: 'Timesheets',
    linkUrl: '/user/timesheets',
    overrideMatchUrl: '/user/timesheets/*',
  },
  {
    area: 'approvals',
    iconName: 'CheckSquareOutlined',
    label: 'Approvals',
    linkUrl: '/project-management/timesheets',
    overrideMatchUrl: '/project-management/timesheets/*',
    groups: ['project-management', 'admin'],
    alsoForApprovers: true,
  },
  {
    area: 'projects',
    iconName: 'ProjectOutlined',
    label: 'Projects',
    linkUrl: '/project-management/projects',
    overrideMatchUrl: '/project-management/(projects|all-projects)/*',
    groups: ['project-management', 'admin', 'senior-management'],
  },
  {
    area: 'finance',
    iconName: 'DollarOutlined',
    label: 'Finance',
    linkUrl: '/finance',
    groups: ['finance'],
    children: [
      child('finance-timesheets', 'Timesheets', '/finance/timesheets'),
      child('finance-reports', 'Reports', '/finance/reports'),
      // Its own area: the project pages exist before the rest of finance does.
      child('projects', 'Projects', '/finance/projects'),
      child('finance-manual', 'Add Timesheet for Other Users', '/finance/manualTimesheets'),
    ],
  },
  {
    area: 'performance',
    iconName: 'LineChartOutlined',
    label: 'Performance',
    linkUrl: '/performance',
    overrideMatchUrl: '/performance/*',
    groups: ['senior-management', 'admin'],
  },
  {
    area: 'human-resources',
    iconName: 'TeamOutlined',
    label: 'Human Resources',
    linkUrl: '/human-resources',
    groups: ['human-resources'],
    children: [
      child('human-resources', 'Employee Cost', '/human-resources/employee-cost'),
      child('human-resources', 'Reports', '/human-resources/reports'),
      child('human-resources-time-off', 'Time-off Balances', '/human-resources/time-off-balances'),
    ],
  },
  {
    area: 'admin',
    iconName: 'SettingOutlined',
    label: 'Admin',
    linkUrl: '/admin',
    groups: ['admin'],
    children: [
      // Each screen its own area: the admin screens ship one by one.
      child('admin-users', 'Users', '/admin/users'),
      child('admin-clients', 'Clients', '/admin/clients'),
      child('admin-quick-edit', 'Quick Edit', '/admin/quick-edit'),
      child('admin-project-templates', 'Project Templates', '/admin/project-templates'),
      child('admin-taxonomy', 'Taxonomy', '/admin/taxonomy'),
      child('admin-settings', 'Settings', '/admin/settings'),
      child('admin-tools', 'Tools', '/admin/tools'),
      child('admin-webhooks', 'Webhooks', '/admin/webhooks'),
      child('admin-audit', 'Audit', '/admin/audit'),
    ],
  },
  {
    area: 'super-admin',
    iconName: 'CrownOutlined',
    label: 'Super Admin',
    linkUrl: '/super-admin',
    groups: ['super-admin'],
    children: [
      child('super-admin-configurations', 'Configurations', '/super-admin/configurations'),
      child('super-admin-settings', 'Settings', '/super-admin/settings'),
      child('super-admin', 'Integrations', '/super-admin/integrations'),
    ],
  },
  {
    area: 'vaccine-tracker',
    iconName: 'MedicineBoxOutlined',
    label: 'Vaccine Tracker',
    linkUrl: '/vaccine-tracker',
    requiresFlag: 'vaccine-tracker-enabled',
    children: [
      child('vaccine-tracker', 'Proofs', '/vaccine-tracker/proofs'),
      child('vaccine-report', 'Report', '/vaccine-tracker/report', ['vaccine-report']),
    ],
  },
  { area: 'profile', iconName: 'UserOutlined', label: 'Profile', linkUrl: '/user/profile' },
];
