import type { Db } from '@tally/db';
import {
  nextSnapshotUpdate,
  SNAPSHOT_EVENT,
  SNAPSHOT_INTERVAL_MINUTES,
} from '@tally/domain/admin/admin-jobs';
import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import { notFound } from '../../../graphql/errors.ts';
import { sheetTotalsOf } from '../../timesheets/index.ts';

/** pg advisory lock key of the snapshots updater: two runs at once would both pass the 30-minute rule. */
const SNAPSHOTS_LOCK_KEY = 7_420_015;

export interface SnapshotChange {
  timesheetId: string;
  userName: string;
  endDate: string;
  before: { totalHours: number; billableHours: number };
  after: { totalHours: number; billableHours: number };
  /** The stored figures differed from the entries. */
  changed: boolean;
}

export interface SnapshotSkip {
  timesheetId: string;
  userName: string;
  endDate: string;
  lastUpdatedAt: Date;
  nextUpdateAt: Date;
}

export interface SnapshotRun {
  updated: SnapshotChange[];
  skipped: SnapshotSkip[];
}

type CandidateRow = {
  id: string;
  user_name: string;
  end_date: string;
  total_hours: string;
  billable_hours: string;
  total: string;
  billable: string;
  last_update: Date | string | null;
};

/**
 * updateTimesheetSnapshots(limit, timesheetId, projectId) (D-061, D-062). A timesheet's snapshot is the
 * figures stored on it that every list and report reads instead of its entries: total and billable hours.
 * They are written when the sheet is edited; changing a deliverable's flags (ignored in totals, tracked as
 * time off) or a project's classification (Overhead) afterwards leaves them stale. A run recomputes them from
 * the entries with the current flags (the same rule as an edit) for: the given timesheet; or else the sheets
 * of the given project (or of all projects) whose stored figures differ, newest week first, at most `limit`.
 * A sheet refreshed less than 30 minutes ago is skipped and reported; each refresh leaves a 'Snapshot Updated'
 * event on the sheet's timeline (who, before and after), which the 30-minute rule reads.
 */
export async function updateTimesheetSnapshots(
  deps: { db: Db; clock: () => Date },
  viewer: Viewer,
  input: { limit: number; timesheetId: string | null; projectId: string | null },
): Promise<SnapshotRun> {
  const now = deps.clock();
  const since = new Date(now.getTime() - SNAPSHOT_INTERVAL_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SNAPSHOTS_LOCK_KEY})`);
    const where: SQL[] = [];
    if (input.timesheetId) where.push(sql`t.id = ${input.timesheetId}`);
    if (input.projectId) {
      where.push(sql`exists (select 1 from timesheet_line_items li
        where li.timesheet_id = t.id and li.project_id = ${input.projectId})`);
    }
    const stale = input.timesheetId
      ? sql`true`
      : sql`(s.total <> t.total_hours or s.billable <> t.billable_hours)`;
    const result = await tx.execute<CandidateRow>(sql`
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
    const rows = result.rows;
    if (input.timesheetId && rows.length === 0) {
      throw notFound(input.projectId ? 'Timesheet of that project' : 'Timesheet');
    }
    const run: SnapshotRun = { updated: [], skipped: [] };
    const toUpdate: CandidateRow[] = [];
    for (const row of rows) {
      const last = row.last_update === null ? null : new Date(row.last_update);
      if (last && last > since) {
        run.skipped.push({
          timesheetId: row.id,
          userName: row.user_name,
          endDate: row.end_date,
          lastUpdatedAt: last,
          nextUpdateAt: nextSnapshotUpdate(last),
        });
      } else toUpdate.push(row);
    }
    if (toUpdate.length === 0) return run;
    const ids = toUpdate.map((row) => row.id);
    await tx.execute(sql`
      update timesheets t
      set total_hours = s.total, billable_hours = s.billable, updated_at = ${now.toISOString()}::timestamptz
      from (select ts.id, x.total, x.billable from timesheets ts
        cross join lateral (${sheetTotalsOf(sql`(select hours, deliverable_id, project_id from timesheet_entries where timesheet_id = ts.id)`)}) x
        where ts.id = any(${sql.param(ids)}::uuid[])) s
      where t.id = s.id`);
    for (const row of toUpdate) {
      const before = { totalHours: Number(row.total_hours), billableHours: Number(row.billable_hours) };
      const after = { totalHours: Number(row.total), billableHours: Number(row.billable) };
      run.updated.push({
        timesheetId: row.id,
        userName: row.user_name,
        endDate: row.end_date,
        before,
        after,
        changed: before.totalHours !== after.totalHours || before.billableHours !== after.billableHours,
      });
    }
    await tx.execute(sql`
      insert into timesheet_timeline_events (timesheet_id, date, created_by_user_id, type, metadata)
      select (c->>'timesheetId')::uuid, ${now.toISOString()}::timestamptz, ${viewer.userId}, ${SNAPSHOT_EVENT},
             jsonb_build_object('before', c->'before', 'after', c->'after')
      from jsonb_array_elements(${JSON.stringify(run.updated)}::jsonb) c`);
    return run;
  });
}
