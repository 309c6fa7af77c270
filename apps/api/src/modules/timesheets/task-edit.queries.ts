import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import {
  type BookingTargets,
  bookingTargetsJson,
  type TargetsJson,
  toBookingTargets,
} from './booking.queries.ts';
import { sheetTotalsOf, type TaskRow } from './edit.queries.ts';
import { preparedStatement } from './prepared.ts';
import {
  parseRecord,
  parseSheet,
  type RecordJson,
  recordJson,
  type SheetJson,
  sheetJson,
} from './timesheet.loader.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';

// The statements of saving an hours cell (updateHours), the most frequent edit: named prepared statements, so
// PostgreSQL parses and plans them once per pooled connection.

const taskId = sql.placeholder('taskId');
const sheetId = sql.placeholder('sheetId');

/** What saving hours on a day entry checks, read with the sheet lock. */
export interface LockedTask {
  sheet: SheetRecord;
  task: TaskRow;
  /** The owner's booking targets for the entry's project and deliverable. */
  targets: BookingTargets;
}

interface LockedTaskRow {
  sheet: SheetJson | string;
  lineItemId: string;
  projectId: string;
  deliverableId: string;
  date: IsoDate;
  hours: string | number;
  lineStatus: string | null;
  targets: TargetsJson | string;
}

// The sheet row is locked FOR UPDATE first, like every change of a sheet (lockSheet); the entry and its line
// are locked FOR SHARE too. A statement that waited for a row lock goes on with the latest versions of ALL the
// rows it locks, so the entry (its day) and its line (its approval status) are read as the previous holder of
// the sheet lock left them, and an entry deleted meanwhile yields no row (NOT_FOUND), as a separate read after
// the lock would. (FOR KEY SHARE would not do: it keeps the old version of a row whose key did not change.)
// The booking targets are not guarded by the sheet lock (as before).
const lockTaskStatement = preparedStatement<LockedTaskRow>(
  'tally_lock_task',
  () => sql`
    select ${sheetJson} as sheet, e.line_item_id as "lineItemId", e.project_id as "projectId",
      e.deliverable_id as "deliverableId", e.date, e.hours, li.status as "lineStatus",
      ${bookingTargetsJson({ userId: sql`t.user_id`, projectIds: sql`e.project_id`, deliverableIds: sql`e.deliverable_id` })} as targets
    from timesheets t
    join timesheet_entries e on e.timesheet_id = t.id
    join timesheet_line_items li on li.id = e.line_item_id
    join users u on u.id = t.user_id
    where e.id = ${taskId}
    for update of t
    for share of e, li`,
);

/** The sheet holding a day entry, locked, with the entry, its line's status and its booking targets: one statement. */
export async function lockTaskForEdit(db: DbOrTx, id: string): Promise<LockedTask | null> {
  const [row] = await lockTaskStatement(db, { taskId: id });
  if (!row) return null;
  const sheet = parseSheet(row.sheet);
  return {
    sheet,
    task: {
      id,
      timesheetId: sheet.id,
      lineItemId: row.lineItemId,
      projectId: row.projectId,
      deliverableId: row.deliverableId,
      date: row.date,
      hours: Number(row.hours),
      lineStatus: row.lineStatus,
    },
    targets: toBookingTargets(row.targets),
  };
}

interface WrittenRow {
  totalHours: string | number;
  billableHours: string | number;
  record: RecordJson | string;
}

/**
 * Writes the entry (the `changed` CTE), then the sheet totals over the sheet's other entries plus `changed`
 * (the entry as written; null when it was deleted). A statement sees the rows as they were when it started,
 * so the totals cannot be summed from the table, and the record read alongside is the sheet BEFORE the write
 * (current, as the caller holds the sheet lock): the caller applies the change to it.
 */
function writeWithTotals(changed: SQL, changedEntries: SQL | null): SQL {
  const entries = sql`(
    select hours, deliverable_id, project_id from timesheet_entries
    where timesheet_id = ${sheetId} and id <> ${taskId}
    ${changedEntries ? sql`union all ${changedEntries}` : sql``}
  )`;
  return sql`
    with changed as (${changed}),
    totals as (
      update timesheets t
      set total_hours = s.total, billable_hours = s.billable, updated_at = now()
      from (${sheetTotalsOf(entries)}) s
      where t.id = ${sheetId}
      returning t.total_hours, t.billable_hours
    )
    select totals.total_hours as "totalHours", totals.billable_hours as "billableHours",
      ${recordJson({ timeOff: true })} as record
    from totals
    cross join timesheets t
    join users u on u.id = t.user_id
    where t.id = ${sheetId}`;
}

const setHoursStatement = preparedStatement<WrittenRow>('tally_set_task_hours', () =>
  writeWithTotals(
    sql`
      update timesheet_entries
      set hours = ${sql.placeholder('hours')}::numeric,
        start_time = case when ${sql.placeholder('keepStartTime')}::boolean then start_time
          else ${sql.placeholder('startTime')}::numeric end,
        updated_at = now()
      where id = ${taskId}
      returning hours, deliverable_id, project_id`,
    sql`select hours, deliverable_id, project_id from changed`,
  ),
);

const deleteStatement = preparedStatement<WrittenRow>('tally_delete_task', () =>
  writeWithTotals(sql`delete from timesheet_entries where id = ${taskId} returning id`, null),
);

/**
 * New hours of a locked entry (startTime kept when undefined), or none (0 deletes it), and the sheet's new
 * totals, in one statement; answers the sheet as it is afterwards.
 */
export async function writeTaskHours(
  db: DbOrTx,
  task: { id: string; timesheetId: string },
  change: { hours: number; startTime?: number | null },
): Promise<TimesheetRecord> {
  const ids = { taskId: task.id, sheetId: task.timesheetId };
  const [row] =
    change.hours === 0
      ? await deleteStatement(db, ids)
      : await setHoursStatement(db, {
          ...ids,
          hours: change.hours.toFixed(2),
          keepStartTime: change.startTime === undefined,
          startTime: change.startTime == null ? null : change.startTime.toFixed(2),
        });
  if (!row) throw new Error(`timesheet ${task.timesheetId} vanished while saving hours`);
  return withTaskHours(parseRecord(row.record), task.id, change, {
    totalHours: Number(row.totalHours),
    billableHours: Number(row.billableHours),
  });
}

/** The record with the entry's new hours (and start time when given), or without it for 0, and new totals. */
function withTaskHours(
  record: TimesheetRecord,
  id: string,
  change: { hours: number; startTime?: number | null },
  totals: { totalHours: number; billableHours: number },
): TimesheetRecord {
  return {
    ...record,
    sheet: { ...record.sheet, ...totals },
    lineItems: record.lineItems.map((line) =>
      line.entries.some((entry) => entry.id === id)
        ? {
            ...line,
            entries: line.entries.flatMap((entry) => {
              if (entry.id !== id) return [entry];
              if (change.hours === 0) return [];
              const startTime = change.startTime === undefined ? entry.startTime : change.startTime;
              return [{ ...entry, hours: change.hours, startTime }];
            }),
          }
        : line,
    ),
  };
}
