import { type DbOrTx, schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { DayEntry } from '@tally/domain/timesheets/hours';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { EntryRecord, SheetRecord, TimesheetRecord } from '../records.ts';
import { type BookingTargets, bookingTargetsJson, type TargetsJson, toBookingTargets } from './booking.ts';
import { sheetTotalsOf, type TaskRow } from './edit.ts';
import { entryVersion } from './entry-version.ts';
import { parseRecord, parseSheet, type RecordJson, recordJson, type SheetJson, sheetJson } from './loader.ts';
import { preparedStatement } from './prepared.ts';

// The statements of saving an hours cell (updateHours, addHours), the most frequent edits: named prepared
// statements, so PostgreSQL parses and plans them once per pooled connection.

const taskId = sql.placeholder('taskId');
const sheetId = sql.placeholder('sheetId');

/** What saving hours on a day entry checks, read with the sheet lock. */
export interface LockedTask {
  sheet: SheetRecord;
  task: TaskRow;
  /** The owner's booking targets for the entry's project and deliverable. */
  targets: BookingTargets;
  /** Every day entry of the sheet (the day-total rule). */
  dayEntries: VersionedDayEntry[];
}

interface LockedTaskRow {
  sheet: SheetJson | string;
  lineItemId: string;
  projectId: string;
  deliverableId: string;
  date: IsoDate;
  hours: string | number;
  lineStatus: string | null;
  version: string;
  targets: TargetsJson | string;
  dayEntries: DayEntryJson[] | string;
}

// A statement that waits for a row lock goes on with the snapshot it took before waiting: the rows it locks are
// re-read at their latest versions, but a subquery over other rows (the sheet's day entries) is not. So each
// save first takes the sheet lock in a statement of its own, pipelined with the read that follows (no extra
// round trip); the read's snapshot is taken once the lock is held, and sees every entry the previous holder
// wrote. Without it two saves into two lines of one day (12 h + 13 h) could both pass the 24 h rule.
const lockSheetOfTaskStatement = preparedStatement<{ id: string }>(
  'tally_lock_sheet_of_task',
  () => sql`
    select t.id from timesheets t join timesheet_entries e on e.timesheet_id = t.id
    where e.id = ${taskId} for update of t`,
);

const lockSheetRowStatement = preparedStatement<{ id: string }>(
  'tally_lock_sheet_row',
  () => sql`select t.id from timesheets t where t.id = ${sheetId} for update of t`,
);

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
      ${entryVersion('e')} as version,
      (select coalesce(json_agg(json_build_object('lineItemId', x.line_item_id, 'date', x.date, 'hours', x.hours,
        'version', ${entryVersion('x')})), '[]')
        from timesheet_entries x where x.timesheet_id = t.id) as "dayEntries",
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
  // Sent together: the read runs once the lock statement holds the sheet.
  const [, [row]] = await Promise.all([
    lockSheetOfTaskStatement(db, { taskId: id }),
    lockTaskStatement(db, { taskId: id }),
  ]);
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
      version: row.version,
    },
    targets: toBookingTargets(row.targets),
    dayEntries: parseDayEntries(row.dayEntries),
  };
}

interface SheetForBookingRow {
  sheet: SheetJson | string;
  targets: TargetsJson | string;
  dayEntries: DayEntryJson[] | string;
}

interface DayEntryJson {
  lineItemId: string;
  date: IsoDate;
  hours: number | string;
  version: string;
}

/** A day entry as the save checks see it: the day-total rule's fields and the entry's version. */
export interface VersionedDayEntry extends DayEntry {
  version: string;
}

function parseDayEntries(json: DayEntryJson[] | string): VersionedDayEntry[] {
  const rows: DayEntryJson[] = typeof json === 'string' ? JSON.parse(json) : json;
  return rows.map((row) => ({
    lineItemId: row.lineItemId,
    date: row.date,
    hours: Number(row.hours),
    version: row.version,
  }));
}

// Locked like lockSheet; the booking targets are not guarded by the sheet lock (as before).
const lockSheetForBookingStatement = preparedStatement<SheetForBookingRow>(
  'tally_lock_sheet_for_booking',
  () => sql`
    select ${sheetJson} as sheet,
      (select coalesce(json_agg(json_build_object('lineItemId', x.line_item_id, 'date', x.date, 'hours', x.hours,
        'version', ${entryVersion('x')})), '[]')
        from timesheet_entries x where x.timesheet_id = t.id) as "dayEntries",
      ${bookingTargetsJson({
        userId: sql`t.user_id`,
        projectIds: sql`${sql.placeholder('projectId')}::uuid`,
        deliverableIds: sql`${sql.placeholder('deliverableId')}::uuid`,
      })} as targets
    from timesheets t
    join users u on u.id = t.user_id
    where t.id = ${sheetId}
    for update of t`,
);

/** A sheet locked (like `lockSheet`) with its owner's booking targets for a project and deliverable. */
export async function lockSheetForBooking(
  db: DbOrTx,
  id: string,
  target: { projectId: string; deliverableId: string },
): Promise<{ sheet: SheetRecord; targets: BookingTargets; dayEntries: VersionedDayEntry[] } | null> {
  // Sent together: the read runs once the lock statement holds the sheet.
  const [, [row]] = await Promise.all([
    lockSheetRowStatement(db, { sheetId: id }),
    lockSheetForBookingStatement(db, { sheetId: id, ...target }),
  ]);
  if (!row) return null;
  return {
    sheet: parseSheet(row.sheet),
    targets: toBookingTargets(row.targets),
    dayEntries: parseDayEntries(row.dayEntries),
  };
}

interface WrittenRow {
  totalHours: string | number;
  billableHours: string | number;
  record: RecordJson | string;
  /** The entry as written (null when deleted). */
  entry: EntryJson | string | null;
}

interface EntryJson {
  id: string;
  lineItemId: string;
  date: IsoDate;
  hours: number | string;
  comment: string | null;
  startTime: number | string | null;
  version: string;
}

/**
 * Writes one day entry (the `changed` CTE; `day` selects it among the sheet's entries), then the sheet totals
 * over the sheet's other entries plus the entry as written (none when deleted). A statement sees the rows as
 * they were when it started, so the totals cannot be summed from the table, and the record read alongside is
 * the sheet BEFORE the write (current, as the caller holds the sheet lock): the caller applies the change.
 */
function writeWithTotals(day: SQL, changed: SQL, kind: 'set' | 'delete'): SQL {
  const entries = sql`(
    select hours, deliverable_id, project_id from timesheet_entries
    where timesheet_id = ${sheetId} and not (${day})
    ${kind === 'set' ? sql`union all select hours, deliverable_id, project_id from changed` : sql``}
  )`;
  const entry =
    kind === 'set'
      ? sql`(select json_build_object('id', id, 'lineItemId', line_item_id, 'date', date, 'hours', hours,
          'comment', comment, 'startTime', start_time, 'version', ${entryVersion('changed')}) from changed)`
      : sql`null`;
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
      ${recordJson({ timeOff: true })} as record, ${entry} as entry
    from totals
    cross join timesheets t
    join users u on u.id = t.user_id
    where t.id = ${sheetId}`;
}

const written = sql`returning id, line_item_id, date, hours, comment, start_time, deliverable_id, project_id,
  updated_at`;
const hours = sql`${sql.placeholder('hours')}::numeric`;
const startTime = sql`${sql.placeholder('startTime')}::numeric`;

// An entry by id (updateHours): the start time is kept unless given.
const taskDay = sql`id = ${taskId}`;
const setTaskStatement = preparedStatement<WrittenRow>('tally_set_task_hours', () =>
  writeWithTotals(
    taskDay,
    sql`
      update timesheet_entries
      set hours = ${hours},
        start_time = case when ${sql.placeholder('keepStartTime')}::boolean then start_time else ${startTime} end,
        updated_at = now()
      where ${taskDay}
      ${written}`,
    'set',
  ),
);
const deleteTaskStatement = preparedStatement<WrittenRow>('tally_delete_task', () =>
  writeWithTotals(taskDay, sql`delete from timesheet_entries where ${taskDay} ${written}`, 'delete'),
);

// The entry of a line's day (addHours; one entry per line and day): the start time is kept unless given.
const lineDay = sql`line_item_id = ${sql.placeholder('lineItemId')}::uuid and date = ${sql.placeholder('date')}::date`;
const setLineDayStatement = preparedStatement<WrittenRow>('tally_set_line_day_hours', () =>
  writeWithTotals(
    lineDay,
    sql`
      insert into timesheet_entries as e
        (timesheet_id, line_item_id, user_id, project_id, deliverable_id, date, hours, start_time)
      values (${sheetId}, ${sql.placeholder('lineItemId')}::uuid, ${sql.placeholder('userId')}::uuid,
        ${sql.placeholder('projectId')}::uuid, ${sql.placeholder('deliverableId')}::uuid,
        ${sql.placeholder('date')}::date, ${hours}, ${startTime})
      on conflict (line_item_id, date) do update
        set hours = excluded.hours, start_time = coalesce(excluded.start_time, e.start_time), updated_at = now()
      ${written}`,
    'set',
  ),
);
const deleteLineDayStatement = preparedStatement<WrittenRow>('tally_delete_line_day', () =>
  writeWithTotals(lineDay, sql`delete from timesheet_entries where ${lineDay} ${written}`, 'delete'),
);

const fixed = (value: number | null | undefined) => (value == null ? null : value.toFixed(2));

/**
 * New hours of an entry the caller locked (startTime kept when undefined), or none (0 deletes it), and the
 * sheet's new totals, in one statement; answers the sheet as it is afterwards.
 */
export async function writeTaskHours(
  db: DbOrTx,
  task: { id: string; timesheetId: string; lineItemId: string; date: IsoDate },
  change: { hours: number; startTime?: number | null },
): Promise<TimesheetRecord> {
  const ids = { taskId: task.id, sheetId: task.timesheetId };
  const [row] =
    change.hours === 0
      ? await deleteTaskStatement(db, ids)
      : await setTaskStatement(db, {
          ...ids,
          hours: fixed(change.hours),
          keepStartTime: change.startTime === undefined,
          startTime: fixed(change.startTime),
        });
  return answerOf(row, task.timesheetId, task.lineItemId, task.date);
}

/**
 * New hours of the day of an existing line of a sheet the caller locked (startTime kept when null), or none
 * (0 deletes the day's entry), and the sheet's new totals, in one statement; answers the sheet afterwards.
 */
export async function writeLineDayHours(
  db: DbOrTx,
  day: {
    timesheetId: string;
    lineItemId: string;
    userId: string;
    projectId: string;
    deliverableId: string;
    date: IsoDate;
  },
  change: { hours: number; startTime: number | null },
): Promise<TimesheetRecord> {
  const where = { sheetId: day.timesheetId, lineItemId: day.lineItemId, date: day.date };
  const [row] =
    change.hours === 0
      ? await deleteLineDayStatement(db, where)
      : await setLineDayStatement(db, {
          ...where,
          userId: day.userId,
          projectId: day.projectId,
          deliverableId: day.deliverableId,
          hours: fixed(change.hours),
          startTime: fixed(change.startTime),
        });
  return answerOf(row, day.timesheetId, day.lineItemId, day.date);
}

function answerOf(
  row: WrittenRow | undefined,
  timesheetId: string,
  lineItemId: string,
  date: IsoDate,
): TimesheetRecord {
  if (!row) throw new Error(`timesheet ${timesheetId} vanished while saving hours`);
  const entry = typeof row.entry === 'string' ? (JSON.parse(row.entry) as EntryJson) : row.entry;
  return withDayEntry(
    parseRecord(row.record),
    lineItemId,
    date,
    entry && {
      ...entry,
      hours: Number(entry.hours),
      startTime: entry.startTime === null ? null : Number(entry.startTime),
    },
    { totalHours: Number(row.totalHours), billableHours: Number(row.billableHours) },
  );
}

/** The record with the line's entry of the day replaced by `entry` (removed when null), and the new totals. */
function withDayEntry(
  record: TimesheetRecord,
  lineItemId: string,
  date: IsoDate,
  entry: EntryRecord | null,
  totals: { totalHours: number; billableHours: number },
): TimesheetRecord {
  return {
    ...record,
    sheet: { ...record.sheet, ...totals },
    lineItems: record.lineItems.map((line) => {
      if (line.id !== lineItemId) return line;
      // A line has one entry per day, listed by date (as the loader orders them).
      const entries = line.entries.filter((other) => other.date !== date);
      if (entry) entries.push(entry);
      entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return { ...line, entries };
    }),
  };
}

/** Every day entry of a sheet (the day-total rule of a task move). */
export async function listDayEntries(db: DbOrTx, id: string): Promise<DayEntry[]> {
  const entries = schema.timesheetEntries;
  const rows = await db
    .select({ lineItemId: entries.lineItemId, date: entries.date, hours: entries.hours })
    .from(entries)
    .where(eq(entries.timesheetId, id));
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
