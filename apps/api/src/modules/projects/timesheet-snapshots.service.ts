import { taskCost } from '@tally/domain/cost';
import type { IsoDate } from '@tally/domain/dates';
import { mayViewProjectMoney } from '../../auth/policies/projects.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../graphql/errors.ts';
import { findApprovedWork } from './approved-work.queries.ts';
import type { ProjectRecord } from './project.access.ts';
import { findTaskDays, type TaskDayRow } from './timesheet-snapshots.queries.ts';

/** One task-day snapshot (C-051): the row of the daily snapshot, for one project. */
export interface TimesheetSnapshot extends Omit<TaskDayRow, 'hours'> {
  hours: number;
  /** hours × rate (C-024), for Approved sheets only (M-105); null otherwise. */
  totalCost: number | null;
  /** The rate that applies to the person on the deliverable (C-024), for Approved sheets only. */
  rate: number | null;
}

/**
 * Project.timesheetSnapshots (M-032, M-110, T-045): one row per task day of the project in the range,
 * optionally only the given task ids; for those who may read the project's money (its managers, finance,
 * senior management), like its financials and Export Hours. Two statements whatever the number of rows.
 */
export async function projectTimesheetSnapshots(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  record: ProjectRecord,
  input: { from: IsoDate; to: IsoDate; taskIds?: readonly string[] | undefined },
): Promise<TimesheetSnapshot[]> {
  if (!mayViewProjectMoney(viewer, record)) throw forbidden();
  const projectId = record.project.id;
  const [rows, work] = await Promise.all([
    findTaskDays(deps.db, projectId, input),
    findApprovedWork(deps.db, { projectIds: [projectId], from: input.from, to: input.to }),
  ]);
  const rates = new Map<string, number>();
  for (const item of work) rates.set(`${item.deliverableId}|${item.userId}`, item.rate);
  return rows.map((row) => {
    const hours = Number(row.hours);
    const rate = row.status === 'Approved' ? rates.get(`${row.deliverable_id}|${row.user_id}`) : undefined;
    return {
      ...row,
      hours,
      rate: rate ?? null,
      totalCost: rate === undefined ? null : taskCost(hours, rate),
    };
  });
}
