import type { RouteObject } from 'react-router';
import { notFound } from '../shared-routes.tsx';

const rollups = () => import('../../features/hr/reports/RollupsPage.tsx');

/** The screens under /human-resources (H.1..H.4); the index redirect stays in the main route table. */
export const routes: RouteObject[] = [
  { path: 'employee-cost', lazy: () => import('../../features/hr/employee-cost/EmployeeCostPage.tsx') },
  { path: 'reports', lazy: () => import('../../features/hr/reports/ReportsIndexPage.tsx') },
  { path: 'reports/user-task-totals', lazy: rollups },
  { path: 'reports/user-task-totals/:endDate', lazy: rollups },
  { path: 'reports/all-users', lazy: () => import('../../features/hr/reports/AllUsersPage.tsx') },
  { path: 'reports/delinquency', lazy: () => import('../../features/hr/reports/DelinquencyPage.tsx') },
  { path: 'time-off-balances', lazy: () => import('../../features/hr/time-off/TimeOffBalancesPage.tsx') },
  notFound,
];
