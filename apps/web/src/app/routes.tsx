import type { GroupName } from '@tally/domain/groups';
import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from './NotFound.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteCrash } from './RouteCrash.tsx';
import { RouteLoading } from './RouteLoading.tsx';

/** Shell areas guarded by group; everyone signed in reaches the others. */
const GUARDED_AREAS: ReadonlyArray<readonly [path: string, groups: readonly GroupName[]]> = [
  ['finance', ['finance']],
  ['admin', ['admin']],
  ['super-admin', ['super-admin']],
  ['performance', ['senior-management', 'project-management']],
  ['human-resources', ['human-resources']],
];

const notFound: RouteObject = { path: '*', Component: NotFound };
/** An unknown path outside every layout: the 404 content as the page's main landmark. */
const notFoundPage: RouteObject = {
  path: '*',
  element: (
    <main>
      <NotFound />
    </main>
  ),
};
/** An area without screens yet: its root and everything below show 404 inside its layout. */
const noScreens: RouteObject[] = [{ index: true, Component: NotFound }, notFound];

/** The project list and detail under one list path (M-002..M-006). */
function projectRoutes(listPath: string): RouteObject[] {
  const detail = () => import('../features/projects/detail/ProjectDetailPage.tsx');
  return [
    { path: listPath, lazy: () => import('../features/projects/list/ProjectListPage.tsx') },
    { path: `${listPath}/:projectId`, lazy: detail },
    { path: `${listPath}/:projectId/:activeTab`, lazy: detail },
  ];
}

/** Human resources (H.1..H.4); /human-resources opens the first of its screens. */
function hrRoutes(): RouteObject[] {
  const rollups = () => import('../features/hr/reports/RollupsPage.tsx');
  return [
    { index: true, element: <Navigate to="/human-resources/employee-cost" replace /> },
    { path: 'employee-cost', lazy: () => import('../features/hr/employee-cost/EmployeeCostPage.tsx') },
    { path: 'reports', lazy: () => import('../features/hr/reports/ReportsIndexPage.tsx') },
    { path: 'reports/user-task-totals', lazy: rollups },
    { path: 'reports/user-task-totals/:endDate', lazy: rollups },
    { path: 'reports/all-users', lazy: () => import('../features/hr/reports/AllUsersPage.tsx') },
    { path: 'reports/delinquency', lazy: () => import('../features/hr/reports/DelinquencyPage.tsx') },
    { path: 'time-off-balances', lazy: () => import('../features/hr/time-off/TimeOffBalancesPage.tsx') },
  ];
}

/** Finance reports (F-010, F-011): the landing page and the reports built so far, with their optional week. */
function financeReportRoutes(): RouteObject[] {
  const missing = () => import('../features/finance/reports/MissingTimesheetsPage.tsx');
  const accounting = () => import('../features/finance/reports/AccountingExportPage.tsx');
  return [
    { path: 'reports', lazy: () => import('../features/finance/reports/FinanceReportsPage.tsx') },
    { path: 'reports/missing-timesheets', lazy: missing },
    { path: 'reports/missing-timesheets/:endDate', lazy: missing },
    { path: 'reports/quickbooks-export', lazy: accounting },
    { path: 'reports/quickbooks-export/:endDate', lazy: accounting },
    {
      path: 'reports/payroll-allocation',
      lazy: () => import('../features/finance/reports/PayrollAllocationPage.tsx'),
    },
    { path: 'reports/projects', lazy: () => import('../features/finance/reports/ProjectsReportPage.tsx') },
    { path: 'reports/timeoff', lazy: () => import('../features/finance/reports/TimeOffReportPage.tsx') },
  ];
}

/** 'Add Timesheet for Other Users' (F-075): its own lazy chunk, nothing added to the week route. */
function manualTimesheetRoutes(): RouteObject[] {
  const page = () => import('../features/finance/manual/ManualTimesheetsPage.tsx');
  return [
    { path: 'manualTimesheets', lazy: page },
    { path: 'manualTimesheets/:userId', lazy: page },
    { path: 'manualTimesheets/:userId/:endDate', lazy: page },
  ];
}

/** /admin/settings and /super-admin/settings are the same screen (S-014). */
const settingsPage = () => import('../features/admin/settings/SettingsPage.tsx');

/** The finance snapshot reports (F-015..F-024). */
const dailySnapshot = () => import('../features/finance/snapshots/DailySnapshotPage.tsx');
const weeklySnapshot = () => import('../features/finance/snapshots/WeeklySnapshotPage.tsx');

/** Screens of the guarded areas that exist so far; the rest show 404 inside the area's layout. */
const AREA_SCREENS: Partial<Record<string, RouteObject[]>> = {
  finance: [
    { index: true, element: <Navigate to="/finance/timesheets" replace /> },
    { path: 'timesheets', lazy: () => import('../features/finance/timesheets/FinanceTimesheetsPage.tsx') },
    { path: 'reports/daily-snapshot', lazy: dailySnapshot },
    { path: 'reports/daily-snapshot/:endDate', lazy: dailySnapshot },
    { path: 'reports/weekly-snapshot', lazy: weeklySnapshot },
    { path: 'reports/weekly-snapshot/:endDate', lazy: weeklySnapshot },
    ...projectRoutes('projects'),
    ...financeReportRoutes(),
    ...manualTimesheetRoutes(),
  ],
  admin: [
    { path: 'tools', lazy: () => import('../features/admin/tools/BudgetToolPage.tsx') },
    { path: 'clients', lazy: () => import('../features/admin/clients/ClientsPage.tsx') },
    { path: 'taxonomy', lazy: () => import('../features/admin/taxonomy/TaxonomyPage.tsx') },
    { path: 'settings', lazy: settingsPage },
    { index: true, element: <Navigate to="/admin/users" replace /> },
    { path: 'users', lazy: () => import('../features/admin/users/UsersListPage.tsx') },
    { path: 'users/:userId', lazy: () => import('../features/admin/users/UserDetailPage.tsx') },
  ],
  // S-001: the spec's target /admin/timesheets does not exist (Gap 21), so the configurations grid.
  'super-admin': [
    { index: true, element: <Navigate to="/super-admin/configurations" replace /> },
    {
      path: 'configurations',
      lazy: () => import('../features/super-admin/configurations/ConfigurationsPage.tsx'),
    },
    { path: 'settings', lazy: settingsPage },
  ],
  'human-resources': hrRoutes(),
};

function guardedArea([path, groups]: (typeof GUARDED_AREAS)[number]): RouteObject {
  return {
    path,
    lazy: async () => {
      const { RequireGroups } = await import('./RequireGroups.tsx');
      return { element: <RequireGroups groups={groups} /> };
    },
    children: [...(AREA_SCREENS[path] ?? []), ...noScreens],
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteCrash />,
    // Shown while the first lazy route module loads.
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <Navigate to="/auth/signin" replace /> },
      {
        path: 'auth',
        children: [
          { path: 'signin', lazy: () => import('../features/auth/SignInPage.tsx') },
          { path: 'signout', lazy: () => import('../features/auth/SignOutPage.tsx') },
          { path: 'reset-password', lazy: () => import('../features/auth/ResetPasswordPage.tsx') },
          notFoundPage,
        ],
      },
      {
        lazy: () => import('./shell/ShellLayout.tsx'),
        children: [
          {
            path: 'user',
            children: [
              { index: true, element: <Navigate to="/user/timesheets" replace /> },
              {
                path: 'timesheets',
                lazy: () => import('../features/timesheets/list/TimesheetsListPage.tsx'),
              },
              { path: 'timesheets/:endDate', lazy: () => import('../features/timesheets/week/WeekPage.tsx') },
              { path: 'profile', lazy: () => import('../features/profile/ProfilePage.tsx') },
              notFound,
            ],
          },
          {
            path: 'vaccine-tracker',
            children: [{ index: true, element: <Navigate to="/vaccine-tracker/proofs" replace /> }, notFound],
          },
          {
            path: 'project-management',
            children: [
              { path: 'timesheets', lazy: () => import('../features/approvals/ApprovalsPage.tsx') },
              { path: 'timesheets/:endDate', lazy: () => import('../features/approvals/ApprovalsPage.tsx') },
              ...projectRoutes('projects'),
              ...projectRoutes('all-projects'),
              { index: true, element: <Navigate to="/project-management/projects" replace /> },
              { path: 'details', element: <Navigate to="/project-management/projects" replace /> },
              notFound,
            ],
          },
          ...GUARDED_AREAS.map(guardedArea),
        ],
      },
      {
        path: 'reports',
        lazy: () => import('./ReportsLayout.tsx'),
        children: [
          { path: 'timesheets/:timesheetId', lazy: () => import('../features/reports/ReportPage.tsx') },
          ...noScreens,
        ],
      },
      notFoundPage,
    ],
  },
];
