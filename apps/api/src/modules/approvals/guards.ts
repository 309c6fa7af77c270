import type { Tx } from '@tally/db';
import { isApproverOf } from '@tally/domain/policies/approvals';
import type { Viewer } from '../../auth/sessions.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import { toSteps } from '../timesheets/index.ts';
import { lockSheetWithSteps } from './queries/sheets.ts';
import type { SheetWithSteps } from './records.ts';

/**
 * Locks the sheet (with its steps, one statement) and checks the approver rule: FORBIDDEN unless named on
 * the sheet, CONFLICT by status.
 */
export async function lockForApprover(tx: Tx, viewer: Viewer, timesheetId: string): Promise<SheetWithSteps> {
  const locked = await lockSheetWithSteps(tx, timesheetId);
  if (!locked) throw notFound('Timesheet');
  if (!isApproverOf(viewer, toSteps(locked.approvals))) throw forbidden();
  return locked;
}
