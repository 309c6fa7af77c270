import type { Tx } from '@tally/db';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../graphql/errors.ts';
import { recomputeTotals } from './edit.queries.ts';
import { findSheetsByIds, lockSheet } from './sheet.queries.ts';
import { assertContentWritable, assertMayEdit } from './timesheet.access.ts';
import { loadTimesheet } from './timesheet.loader.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';
import { loadTimesheetSettings, type TimesheetSettings } from './timesheet.settings.ts';

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
  const settings = await loadTimesheetSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, timesheetId);
    if (!sheet) throw notFound('Timesheet');
    if (kind === 'content') assertContentWritable(viewer, sheet, settings);
    else assertMayEdit(viewer, sheet);
    await change({ tx, sheet, settings });
    if (kind === 'content') await recomputeTotals(tx, timesheetId);
  });
  return getTimesheetRecord(deps, timesheetId);
}

export async function getTimesheetRecord(deps: Pick<AppDeps, 'db'>, id: string): Promise<TimesheetRecord> {
  const [sheet] = await findSheetsByIds(deps.db, [id]);
  if (!sheet) throw notFound('Timesheet');
  return loadTimesheet(deps.db, sheet);
}
