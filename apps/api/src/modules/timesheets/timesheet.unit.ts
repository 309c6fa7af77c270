import type { Tx } from '@tally/db';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../graphql/errors.ts';
import { recomputeTotals } from './edit.queries.ts';
import { lockSheet, lockSheetOfTask } from './sheet.queries.ts';
import { assertContentWritable, assertMayEdit } from './timesheet.access.ts';
import { loadTimesheetById } from './timesheet.loader.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';
import { cachedTimesheetSettings, type TimesheetSettings } from './timesheet.settings.ts';

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
