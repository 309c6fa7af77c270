import { matchesQuery } from '@tally/domain/shared/search';
import type { ApprovalSheetFragment } from '../../graphql/generated/graphql.ts';
import { toStatus } from '../timesheets/shared/status.ts';

export type ApprovalSheet = ApprovalSheetFragment;

export const STATUS_FILTERS = ['Approved', 'Declined', 'Submitted-Pending'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const fullName = (sheet: ApprovalSheet) => `${sheet.user.firstName} ${sheet.user.lastName}`;

/** 'My Timesheets' (viewer is a main approver) and 'Other Timesheets' (backup, or managed project) (P-009). */
export function splitByApprover(sheets: readonly ApprovalSheet[]) {
  const mine: ApprovalSheet[] = [];
  const others: ApprovalSheet[] = [];
  for (const sheet of sheets) (sheet.approverRole === 'main' ? mine : others).push(sheet);
  return { mine, others };
}

/** Case-insensitive substring of the employee's name (P-011) and the status filter (P-012). */
export function filterSheets(
  sheets: readonly ApprovalSheet[],
  search: string,
  status: StatusFilter | null,
): ApprovalSheet[] {
  return sheets.filter(
    (sheet) => matchesQuery(fullName(sheet), search) && (!status || toStatus(sheet.status) === status),
  );
}
