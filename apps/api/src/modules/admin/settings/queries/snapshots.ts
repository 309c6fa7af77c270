import type { DbOrTx } from '@tally/db';
import { SNAPSHOT_EVENT } from '@tally/domain/admin/admin-jobs';
import { type SQL, sql } from 'drizzle-orm';
import { sheetTotalsOf } from '../../../timesheets/index.ts';
import type { SnapshotCandidate, SnapshotChange } from '../records.ts';

/** pg advisory lock key of the snapshots updater: two runs at once would both pass the 30-minute rule. */
const SNAPSHOTS_LOCK_KEY = 7_420_015;

/** Holds the snapshots updater's lock until the transaction ends. */
export async function lockSnapshotRuns(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SNAPSHOTS_LOCK_KEY})`);
}

/**
 * The given sheet, or else the sheets (of the project, if given) whose stored figures differ from their
 * entries', newest week first, at most `limit`; with the time of their last 'Snapshot Updated' event.
 */
export async function listSnapshotCandidates(
  db: DbOrTx,
  input: { limit: number; timesheetId: string | null; projectId: string | null },
): Promise<SnapshotCandidate[]> {
  const where: SQL[] = [];
  if (input.timesheetId) where.push(sql`t.id = ${input.timesheetId}`);
  if (input.projectId) {
    where.push(sql`exists (select 1 from timesheet_line_items li
      where li.timesheet_id = t.id and li.project_id = ${input.projectId})`);
  }
  const stale = input.timesheetId
    ? sql`true`
    : sql`(s.total <> t.total_hours or s.billable <> t.billable_hours)`;
  const result = await db.execute<SnapshotCandidate>(sql`
    select t.id, u.first_name || ' ' || u.last_name as user_name, t.end_date::text as end_date,
           t.total_hours::text as total_hours, t.billable_hours::text as billable_hours,
           s.total::text as total, s.billable::text as billable,
           (select max(ev.date) from timesheet_timeline_events ev
             where ev.timesheet_id = t.id and ev.type = ${SNAPSHOT_EVENT}) as last_update
    from timesheets t
    join users u on u.id = t.user_id
    cross join lateral (${sheetTotalsOf(sql`(select hours, deliverable_id, project_id from timesheet_entries where timesheet_id = t.id)`)}) s
    where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`} and ${stale}
    order by t.end_date desc, t.id
    limit ${input.limit}`);
  return result.rows;
}

/** Recomputes the sheets' total and billable hours from their entries. */
export async function refreshSheetTotals(db: DbOrTx, ids: readonly string[], now: Date): Promise<void> {
  await db.execute(sql`
    update timesheets t
    set total_hours = s.total, billable_hours = s.billable, updated_at = ${now.toISOString()}::timestamptz
    from (select ts.id, x.total, x.billable from timesheets ts
      cross join lateral (${sheetTotalsOf(sql`(select hours, deliverable_id, project_id from timesheet_entries where timesheet_id = ts.id)`)}) x
      where ts.id = any(${sql.param([...ids])}::uuid[])) s
    where t.id = s.id`);
}

/** One 'Snapshot Updated' timeline event per refreshed sheet (before and after). */
export async function insertSnapshotEvents(
  db: DbOrTx,
  updated: readonly SnapshotChange[],
  now: Date,
  byUserId: string,
): Promise<void> {
  await db.execute(sql`
    insert into timesheet_timeline_events (timesheet_id, date, created_by_user_id, type, metadata)
    select (c->>'timesheetId')::uuid, ${now.toISOString()}::timestamptz, ${byUserId}, ${SNAPSHOT_EVENT},
           jsonb_build_object('before', c->'before', 'after', c->'after')
    from jsonb_array_elements(${JSON.stringify(updated)}::jsonb) c`);
}
