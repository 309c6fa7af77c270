import type { RouteObject } from 'react-router';
import { notFound, projectRoutes } from '../shared-routes.tsx';

const dailySnapshot = () => import('../../features/finance/snapshots/DailySnapshotPage.tsx');
const weeklySnapshot = () => import('../../features/finance/snapshots/WeeklySnapshotPage.tsx');
const missingTimesheets = () => import('../../features/finance/reports/MissingTimesheetsPage.tsx');
const accountingExport = () => import('../../features/finance/reports/AccountingExportPage.tsx');
const manualTimesheets = () => import('../../features/finance/manual/ManualTimesheetsPage.tsx');

/** The screens under /finance (F items); the index redirect stays in the main route table. */
export const routes: RouteObject[] = [
  { path: 'timesheets', lazy: () => import('../../features/finance/timesheets/FinanceTimesheetsPage.tsx') },
  ...projectRoutes('projects'),
  // Reports (F-010, F-011), with their optional week or range end (F-012).
  { path: 'reports', lazy: () => import('../../features/finance/reports/FinanceReportsPage.tsx') },
  { path: 'reports/daily-snapshot', lazy: dailySnapshot },
  { path: 'reports/daily-snapshot/:endDate', lazy: dailySnapshot },
  { path: 'reports/weekly-snapshot', lazy: weeklySnapshot },
  { path: 'reports/weekly-snapshot/:endDate', lazy: weeklySnapshot },
  { path: 'reports/missing-timesheets', lazy: missingTimesheets },
  { path: 'reports/missing-timesheets/:endDate', lazy: missingTimesheets },
  { path: 'reports/quickbooks-export', lazy: accountingExport },
  { path: 'reports/quickbooks-export/:endDate', lazy: accountingExport },
  {
    path: 'reports/payroll-allocation',
    lazy: () => import('../../features/finance/reports/PayrollAllocationPage.tsx'),
  },
  { path: 'reports/projects', lazy: () => import('../../features/finance/reports/ProjectsReportPage.tsx') },
  { path: 'reports/timeoff', lazy: () => import('../../features/finance/reports/TimeOffReportPage.tsx') },
  {
    path: 'reports/custom',
    lazy: () => import('../../features/custom-reports/CustomReportsPage.tsx'),
  },
  // 'Add Timesheet for Other Users' (F-075).
  { path: 'manualTimesheets', lazy: manualTimesheets },
  { path: 'manualTimesheets/:userId', lazy: manualTimesheets },
  { path: 'manualTimesheets/:userId/:endDate', lazy: manualTimesheets },
  notFound,
];
