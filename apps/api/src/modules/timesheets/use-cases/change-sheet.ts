import type { Tx } from '@tally/db';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { assertContentWritable, assertMayEdit } from '../access.ts';
import { recomputeTotals } from '../queries/edit.ts';
import { cachedTimesheetSettings, type TimesheetSettings } from '../queries/settings.ts';
import { lockSheet, lockSheetOfTask } from '../queries/sheets.ts';
import type { SheetRecord, TimesheetRecord } from '../records.ts';
import { getTimesheetById } from './get-timesheet-by-id.ts';

export interface SheetChange {
  tx: Tx;
  sheet: SheetRecord;
  settings: TimesheetSettings;
}

/**
 * One change of one sheet, the step every edit and status change of a sheet shares: a transaction that locks
 * the sheet row (SELECT ... FOR UPDATE), checks who may change it, applies the change and, for content changes,
 * recomputes the totals. A refusal throws inside the transaction, so nothing is written. Answers the sheet as
 * it is afterwards. The sheet is named by its id, or by one of its day entries (`{ taskId }`, found and locked
 * in one statement; NOT_FOUND 'Task' when missing).
 */
export async function changeSheet(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  target: string | { taskId: string },
  kind: 'content' | 'status',
  change: (context: SheetChange) => Promise<void>,
): Promise<TimesheetRecord> {
  const settings = await cachedTimesheetSettings(deps.db);
  const timesheetId = await deps.db.transaction(async (tx) => {
    const sheet =
      typeof target === 'string' ? await lockSheet(tx, target) : await lockSheetOfTask(tx, target.taskId);
    if (!sheet) throw notFound(typeof target === 'string' ? 'Timesheet' : 'Task');
    if (kind === 'content') assertContentWritable(viewer, sheet, settings);
    else assertMayEdit(viewer, sheet);
    await change({ tx, sheet, settings });
    if (kind === 'content') await recomputeTotals(tx, sheet.id);
    return sheet.id;
  });
  return getTimesheetById(deps, timesheetId);
}
