import type { DbOrTx } from '@tally/db';
import type { TimesheetRecord } from '../timesheets/index.ts';
import { loadTimesheetsByIds } from '../timesheets/index.ts';
import { listSheetsWithSteps } from './queries/sheets.ts';
import type { SheetDepth, SheetWithSteps } from './records.ts';

/** Sheets with their steps as records whose other parts stay empty ('steps': the selection reads none). */
export const stepsOnly = (found: readonly SheetWithSteps[]): TimesheetRecord[] =>
  found.map(({ sheet, approvals }) => ({
    sheet,
    approvals,
    lineItems: [],
    timeline: [],
    attachments: [],
    expenses: [],
  }));

/** By employee name, then week. */
export function byNameThenWeek(records: TimesheetRecord[]): TimesheetRecord[] {
  const key = (r: TimesheetRecord) => `${r.sheet.user.lastName} ${r.sheet.user.firstName}`.toLowerCase();
  return records.sort(
    (a, b) => key(a).localeCompare(key(b)) || a.sheet.endDate.localeCompare(b.sheet.endDate),
  );
}

/**
 * The given sheets at the depth the answer asks for (see sheetDepth), sorted: with their steps only, or
 * everything the Timesheet type shows ('full'). One statement.
 */
export async function loadSorted(
  db: DbOrTx,
  ids: readonly string[],
  depth: SheetDepth,
): Promise<TimesheetRecord[]> {
  const records =
    depth === 'full' ? await loadTimesheetsByIds(db, ids) : stepsOnly(await listSheetsWithSteps(db, ids));
  return byNameThenWeek(records);
}
