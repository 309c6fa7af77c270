import type { GroupName } from '@tally/domain/auth/groups';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { NotFound } from './NotFound.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteCrash } from './RouteCrash.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { notFound, projectRoutes } from './shared-routes.tsx';

/**
 * Shell areas guarded by group (A-035); everyone signed in reaches the others. Each area's screens are a
 * route table of their own (`areas/*.routes.tsx`), added to the router the first time a path reaches the
 * area (patchAreaRoutes): the week screen's first load carries only these few lines of them, not every
 * back-office screen's route and preload list. The index stays here, since `/finance` itself matches it.
 */
const GUARDED_AREAS: readonly GuardedArea[] = [
  {
    path: 'finance',
    groups: ['finance'],
    index: { index: true, element: <Navigate to="/finance/timesheets" replace /> },
    screens: () => import('./areas/finance.routes.tsx'),
  },
  {
    path: 'admin',
    groups: ['admin'],
    index: { index: true, element: <Navigate to="/admin/users" replace /> },
    screens: () => import('./areas/admin.routes.tsx'),
  },
  {
    path: 'super-admin',
    groups: ['super-admin'],
    // S-001: the spec's target /admin/timesheets does not exist (Gap 21), so the configurations grid.
    index: { index: true, element: <Navigate to="/super-admin/configurations" replace /> },
    screens: () => import('./areas/super-admin.routes.tsx'),
  },
  {
    path: 'performance',
    // X-002: managers (senior management) and admins.
    groups: ['senior-management', 'admin'],
    index: { index: true, lazy: () => import('../features/performance/PerformancePage.tsx') },
    screens: () => import('./areas/performance.routes.tsx'),
  },
  {
    path: 'human-resources',
    groups: ['human-resources'],
    index: { index: true, element: <Navigate to="/human-resources/employee-cost" replace /> },
    screens: () => import('./areas/human-resources.routes.tsx'),
  },
];

interface GuardedArea {
  path: string;
  groups: readonly GroupName[];
  index: RouteObject;
  /** The area's other screens; absent: every other path of the area is a 404 inside its layout. */
  screens?: () => Promise<{ routes: RouteObject[] }>;
}

const areaRouteId = (path: string) => `area-${path}`;

/** An unknown path outside every layout: the 404 content as the page's main landmark. */
const notFoundPage: RouteObject = {
  path: '*',
  element: (
    <main>
      <NotFound />
    </main>
  ),
};
/** A layout without screens of its own: its root and everything below show 404 inside it. */
const noScreens: RouteObject[] = [{ index: true, Component: NotFound }, notFound];

/** The vaccine tracker (V.1, V.2), only while vaccine-tracker-enabled is on; the report for vaccine-report. */
function vaccineRoutes(): RouteObject[] {
  return [
    { index: true, element: <Navigate to="/vaccine-tracker/proofs" replace /> },
    { path: 'proofs', lazy: () => import('../features/vaccine/proofs/ProofsPage.tsx') },
    {
      path: 'report',
      lazy: async () => {
        const { RequireGroups } = await import('./RequireGroups.tsx');
        return { element: <RequireGroups groups={['vaccine-report']} /> };
      },
      children: [{ index: true, lazy: () => import('../features/vaccine/report/ReportPage.tsx') }],
    },
    notFound,
  ];
}

function guardedArea({ path, groups, index, screens }: GuardedArea): RouteObject {
  return {
    id: areaRouteId(path),
    path,
    lazy: async () => {
      const { RequireGroups } = await import('./RequireGroups.tsx');
      return { element: <RequireGroups groups={groups} /> };
    },
    children: screens ? [index] : [index, notFound],
  };
}

/**
 * Adds an area's screens to the router when a navigation reaches the area (react-router's lazy route
 * discovery). Until then a path of the area matches only the root's 404, which makes the router ask; it asks
 * again on later paths with parameters, and patching the same routes again changes nothing (react-router
 * skips routes it already has).
 */
export const patchAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = GUARDED_AREAS.find((candidate) => path.startsWith(`/${candidate.path}/`));
  if (!area?.screens) return;
  const { routes: screens } = await area.screens();
  patch(areaRouteId(area.path), screens);
};

/** What every router of the app is created with (main.tsx and the tests' renderApp). */
export const routerOptions = { patchRoutesOnNavigation: patchAreaRoutes };

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
              { path: 'profile', lazy: () => import('../features/settings/ProfilePage.tsx') },
              notFound,
            ],
          },
          {
            path: 'vaccine-tracker',
            lazy: async () => {
              const { RequireVaccineTracker } = await import('../features/vaccine/RequireVaccineTracker.tsx');
              return { Component: RequireVaccineTracker };
            },
            children: vaccineRoutes(),
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
