import type { Db } from '@tally/db';
import { nextSnapshotUpdate, SNAPSHOT_INTERVAL_MINUTES } from '@tally/domain/admin/admin-jobs';
import type { Viewer } from '../../../../auth/sessions.ts';
import { notFound } from '../../../../graphql/errors.ts';
import {
  insertSnapshotEvents,
  listSnapshotCandidates,
  lockSnapshotRuns,
  refreshSheetTotals,
} from '../queries/snapshots.ts';
import type { SnapshotCandidate, SnapshotRun } from '../records.ts';

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
    await lockSnapshotRuns(tx);
    const rows = await listSnapshotCandidates(tx, input);
    if (input.timesheetId && rows.length === 0) {
      throw notFound(input.projectId ? 'Timesheet of that project' : 'Timesheet');
    }
    const run: SnapshotRun = { updated: [], skipped: [] };
    const toUpdate: SnapshotCandidate[] = [];
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
    await refreshSheetTotals(tx, ids, now);
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
    await insertSnapshotEvents(tx, run.updated, now, viewer.userId);
    return run;
  });
}
