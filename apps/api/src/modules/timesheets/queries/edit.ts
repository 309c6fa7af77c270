import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { entryVersion } from './entry-version.ts';

const { timesheets, timesheetLineItems, timesheetEntries, timesheetTimelineEvents } = schema;

/**
 * The sheet totals over `entries` (a relation with the columns hours, deliverable_id and project_id): the total
 * leaves out deliverables flagged ignoreHoursInTotal (like the domain's weeklyTotal); billable hours also leave
 * out time off and projects classified Overhead. One row with the columns total and billable.
 * A sheet has a few dozen entries: each looks up its deliverable and project by key (OFFSET 0 keeps the
 * lookups from being flattened into a join, which the planner made a hash of every deliverable and project).
 */
export function sheetTotalsOf(entries: SQL): SQL {
  return sql`
    select
      coalesce(sum(e.hours) filter (where not d.ignore_hours_in_total), 0) as total,
      coalesce(sum(e.hours) filter (
        where not d.ignore_hours_in_total and not d.track_against_time_off
          and p.classification is distinct from 'Overhead'
      ), 0) as billable
    from ${entries} e
    cross join lateral (
      select d.ignore_hours_in_total, d.track_against_time_off from deliverables d
      where d.id = e.deliverable_id offset 0
    ) d
    cross join lateral (select p.classification from projects p where p.id = e.project_id offset 0) p`;
}

/**
 * Recomputes the sheet's totals from its entries with one UPDATE ... FROM (SELECT sum(...)). Callers hold the
 * sheet row lock, so concurrent edits of one sheet serialise and no hours are lost.
 */
export async function recomputeTotals(db: DbOrTx, timesheetId: string): Promise<void> {
  await db.execute(sql`
    update timesheets t
    set total_hours = s.total, billable_hours = s.billable, updated_at = now()
    from (${sheetTotalsOf(sql`(select hours, deliverable_id, project_id from timesheet_entries where timesheet_id = ${timesheetId})`)}) s
    where t.id = ${timesheetId}`);
}

export async function addTimelineEvent(
  db: DbOrTx,
  event: {
    timesheetId: string;
    userId: string;
    type: string;
    date: Date;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  // Never before the sheet's last event: the timeline stays in the order things happened even when two
  // actions share a clock reading (callers hold the sheet lock, so this is race-free).
  const after = sql`(select max(${timesheetTimelineEvents.date}) + interval '1 millisecond' from ${timesheetTimelineEvents} where ${timesheetTimelineEvents.timesheetId} = ${event.timesheetId})`;
  await db.insert(timesheetTimelineEvents).values({
    timesheetId: event.timesheetId,
    createdByUserId: event.userId,
    type: event.type,
    date: sql`greatest(${event.date.toISOString()}::timestamptz, ${after})`,
    metadata: event.metadata ?? {},
  });
}

export async function findLineId(
  db: DbOrTx,
  timesheetId: string,
  target: { projectId: string; deliverableId: string },
): Promise<{ id: string; status: string | null } | null> {
  const [row] = await db
    .select({ id: timesheetLineItems.id, status: timesheetLineItems.status })
    .from(timesheetLineItems)
    .where(
      and(
        eq(timesheetLineItems.timesheetId, timesheetId),
        eq(timesheetLineItems.projectId, target.projectId),
        eq(timesheetLineItems.deliverableId, target.deliverableId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Appends a line at the end of the sheet. */
export async function insertLineItem(
  db: DbOrTx,
  line: { timesheetId: string; projectId: string; deliverableId: string; comment?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(timesheetLineItems)
    .values({
      timesheetId: line.timesheetId,
      projectId: line.projectId,
      deliverableId: line.deliverableId,
      comment: line.comment ?? null,
      position: sql`(select coalesce(max(position) + 1, 0) from timesheet_line_items where timesheet_id = ${line.timesheetId})`,
    })
    .returning({ id: timesheetLineItems.id });
  if (!row) throw new Error('line item not inserted');
  return row.id;
}

/** Deletes a line (its entries cascade) and closes the gap in the positions. */
export async function deleteLineItem(db: DbOrTx, timesheetId: string, lineItemId: string): Promise<void> {
  await db.delete(timesheetLineItems).where(eq(timesheetLineItems.id, lineItemId));
  await db.execute(sql`
    update timesheet_line_items li set position = ordered.rank
    from (
      select id, (row_number() over (order by position, id) - 1)::int as rank
      from timesheet_line_items where timesheet_id = ${timesheetId}
    ) ordered
    where li.id = ordered.id and li.position <> ordered.rank`);
}

export interface EntryTarget {
  timesheetId: string;
  lineItemId: string;
  userId: string;
  projectId: string;
  deliverableId: string;
  date: string;
}

/** Sets the hours of a line's day (one entry per line and day); startTime is kept unless given. */
export async function upsertEntry(
  db: DbOrTx,
  target: EntryTarget,
  values: { hours: number; startTime: number | null; comment?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(timesheetEntries)
    .values({
      ...target,
      hours: values.hours.toFixed(2),
      startTime: values.startTime === null ? null : values.startTime.toFixed(2),
      comment: values.comment ?? null,
    })
    .onConflictDoUpdate({
      target: [timesheetEntries.lineItemId, timesheetEntries.date],
      set: {
        hours: sql`excluded.hours`,
        startTime: sql`coalesce(excluded.start_time, ${timesheetEntries.startTime})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: timesheetEntries.id });
  if (!row) throw new Error('entry not written');
  return row.id;
}

export async function deleteEntryOfDay(db: DbOrTx, lineItemId: string, date: string): Promise<void> {
  await db
    .delete(timesheetEntries)
    .where(and(eq(timesheetEntries.lineItemId, lineItemId), eq(timesheetEntries.date, date)));
}

export interface TaskRow {
  id: string;
  timesheetId: string;
  lineItemId: string;
  projectId: string;
  deliverableId: string;
  date: string;
  hours: number;
  lineStatus: string | null;
  /** The entry's version (entryVersion): an edit made on another is refused. */
  version: string;
}

/** A task with what its History compares: the start time (hours after midnight, or null) and comment. */
export interface TaskDetail extends TaskRow {
  startTime: number | null;
  comment: string | null;
}

export async function findTask(db: DbOrTx, taskId: string): Promise<TaskDetail | null> {
  const [row] = await db
    .select({
      id: timesheetEntries.id,
      timesheetId: timesheetEntries.timesheetId,
      lineItemId: timesheetEntries.lineItemId,
      projectId: timesheetEntries.projectId,
      deliverableId: timesheetEntries.deliverableId,
      date: timesheetEntries.date,
      hours: timesheetEntries.hours,
      lineStatus: timesheetLineItems.status,
      version: entryVersion('timesheet_entries'),
      startTime: timesheetEntries.startTime,
      comment: timesheetEntries.comment,
    })
    .from(timesheetEntries)
    .innerJoin(timesheetLineItems, eq(timesheetLineItems.id, timesheetEntries.lineItemId))
    .where(eq(timesheetEntries.id, taskId))
    .limit(1);
  return row
    ? {
        ...row,
        hours: Number(row.hours),
        startTime: row.startTime === null ? null : Number(row.startTime),
      }
    : null;
}

export async function updateTask(
  db: DbOrTx,
  taskId: string,
  values: { hours?: number; startTime?: number | null; comment?: string | null; date?: string },
): Promise<void> {
  await db
    .update(timesheetEntries)
    .set({
      ...(values.date === undefined ? {} : { date: values.date }),
      ...(values.hours === undefined ? {} : { hours: values.hours.toFixed(2) }),
      ...(values.startTime === undefined
        ? {}
        : { startTime: values.startTime === null ? null : values.startTime.toFixed(2) }),
      ...(values.comment === undefined ? {} : { comment: values.comment }),
    })
    .where(eq(timesheetEntries.id, taskId));
}

/** Whether the line already has an entry on the day (one entry per line and day). */
export async function lineHasEntryOn(db: DbOrTx, lineItemId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: timesheetEntries.id })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.lineItemId, lineItemId), eq(timesheetEntries.date, date)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteTask(db: DbOrTx, taskId: string): Promise<void> {
  await db.delete(timesheetEntries).where(eq(timesheetEntries.id, taskId));
}

/** Inserts a new, empty sheet; null when the user already has one for that week end. */
export async function insertSheet(
  db: DbOrTx,
  sheet: { userId: string; startDate: string; endDate: string },
): Promise<string | null> {
  const [row] = await db
    .insert(timesheets)
    .values(sheet)
    .onConflictDoNothing({ target: [timesheets.userId, timesheets.endDate] })
    .returning({ id: timesheets.id });
  return row?.id ?? null;
}

export async function setSheetStatus(
  db: DbOrTx,
  timesheetId: string,
  values: Partial<Pick<typeof timesheets.$inferInsert, 'status' | 'submittedAt' | 'approvedAt'>>,
): Promise<void> {
  await db.update(timesheets).set(values).where(eq(timesheets.id, timesheetId));
}

/** Clears the approval state of lines that were not approved (resubmission, recall). */
export async function resetLineStatuses(
  db: DbOrTx,
  timesheetId: string,
  includeApproved: boolean,
): Promise<void> {
  await db
    .update(timesheetLineItems)
    .set({ status: null })
    .where(
      and(
        eq(timesheetLineItems.timesheetId, timesheetId),
        includeApproved ? undefined : sql`${timesheetLineItems.status} is distinct from 'Approved'`,
      ),
    );
}

/** Deletes the sheet; its lines, entries, steps, timeline, attachments and expenses cascade. */
export async function deleteSheet(db: DbOrTx, timesheetId: string): Promise<void> {
  await db.delete(timesheets).where(eq(timesheets.id, timesheetId));
}
