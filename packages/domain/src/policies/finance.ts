import { inGroup, type PolicyViewer } from './viewer.ts';

/** Finance's timesheet list: finance and super-admins. */
export function mayListFinanceTimesheets(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'finance', 'super-admin');
}

/** Finance reports, snapshots, snapshot windows and manual timesheets: finance and admins. */
export function mayUseFinanceTools(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'finance', 'admin');
}

/** Finance's own reads of a project and the time-off report: finance. */
export function mayReadAsFinance(viewer: PolicyViewer): boolean {
  return inGroup(viewer, 'finance');
}
