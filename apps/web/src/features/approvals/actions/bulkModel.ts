import { formatHours } from '@tally/domain/timesheets/hours';
import type { ApprovalSheet } from '../approvalsModel.ts';

const plural = (n: number) => `${n} timesheet${n === 1 ? '' : 's'}`;

/** The sheets of a list the viewer may approve now (the others keep their reason on their own buttons). */
export const approvable = (sheets: readonly ApprovalSheet[]) =>
  sheets.filter((sheet) => sheet.canApprove.allowed);

/** The confirmation of a bulk approval: how many sheets and hours, and whose or which project's. */
export function bulkConfirmation(sheets: readonly ApprovalSheet[], scope: string | null) {
  const hours = sheets.reduce((sum, sheet) => sum + sheet.totalHours, 0);
  return {
    title: `Approve ${plural(sheets.length)}?`,
    content:
      `${plural(sheets.length)} with ${formatHours(hours)} hours in total${scope ? ` ${scope}` : ''} will be ` +
      'approved. Only the approval steps that name you are decided.',
    okText: `Approve ${sheets.length}`,
  };
}

/** What the toast says once a bulk approval is back. */
export const approvedText = (count: number) => `${plural(count)} approved`;
