import type { Tx } from '@tally/db';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../graphql/errors.ts';
import { assertContentWritable, assertMayEdit } from './access.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { findTask, recomputeTotals, type TaskDetail } from './queries/edit.ts';
import { loadTimesheetById } from './queries/loader.ts';
import { cachedTimesheetSettings, type TimesheetSettings } from './queries/settings.ts';
import { lockSheet, lockSheetOfTask } from './queries/sheets.ts';
import type { SheetRecord, TimesheetRecord } from './records.ts';

export interface SheetChange {
  tx: Tx;
  sheet: SheetRecord;
  settings: TimesheetSettings;
}

/**
 * One change of one sheet: a transaction that locks the sheet row (SELECT ... FOR UPDATE), checks who may
 * change it, applies the change and, for content changes, recomputes the totals. A refusal throws inside the
 * transaction, so nothing is written. Answers the sheet as it is afterwards.
 */
export async function changeSheet(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  timesheetId: string,
  kind: 'content' | 'status',
  change: (context: SheetChange) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeLockedSheet(deps, viewer, (tx) => lockSheet(tx, timesheetId), 'Timesheet', kind, change);
}

/** A content change of the sheet holding a day entry (found and locked in one statement): NOT_FOUND 'Task'. */
export async function changeSheetOfTask(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  taskId: string,
  change: (context: SheetChange) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeLockedSheet(deps, viewer, (tx) => lockSheetOfTask(tx, taskId), 'Task', 'content', change);
}

async function changeLockedSheet(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  lock: (tx: Tx) => Promise<SheetRecord | null>,
  missing: 'Timesheet' | 'Task',
  kind: 'content' | 'status',
  change: (context: SheetChange) => Promise<void>,
): Promise<TimesheetRecord> {
  const settings = await cachedTimesheetSettings(deps.db);
  const timesheetId = await deps.db.transaction(async (tx) => {
    const sheet = await lock(tx);
    if (!sheet) throw notFound(missing);
    if (kind === 'content') assertContentWritable(viewer, sheet, settings);
    else assertMayEdit(viewer, sheet);
    await change({ tx, sheet, settings });
    if (kind === 'content') await recomputeTotals(tx, sheet.id);
    return sheet.id;
  });
  return getTimesheetRecord(deps, timesheetId);
}

/** The sheet as the week page shows it (with the owner's time-off transactions): one statement. */
export async function getTimesheetRecord(deps: Pick<AppDeps, 'db'>, id: string): Promise<TimesheetRecord> {
  const record = await loadTimesheetById(deps.db, id);
  if (!record) throw notFound('Timesheet');
  return record;
}

/** A change of one day entry (a task) of a sheet whose line is not locked: NOT_FOUND 'Task', CONFLICT when locked. */
export async function changeTask(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  taskId: string,
  change: (context: SheetChange & { task: TaskDetail }) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeSheetOfTask(deps, viewer, taskId, async ({ tx, sheet, settings }) => {
    const task = await findTask(tx, taskId);
    if (!task) throw notFound('Task');
    if (isLineItemLocked(task.lineStatus)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    await change({ tx, sheet, settings, task });
  });
}
