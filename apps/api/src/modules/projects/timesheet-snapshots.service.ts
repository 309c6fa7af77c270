import { taskCost } from '@tally/domain/projects/cost';
import type { IsoDate } from '@tally/domain/shared/dates';
import { mayViewProjectMoney } from '../../auth/policies/projects.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../graphql/errors.ts';
import { findApprovedWork } from './queries/approved-work.ts';
import type { ProjectRecord } from './records.ts';
import { findAllTaskDays, findTaskDays, type TaskDayRow } from './timesheet-snapshots.queries.ts';

/** One task-day snapshot (C-051): the row of the daily snapshot. */
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
  return priced(rows, work);
}

/**
 * finance.timesheetSnapshots (F-016): the task days of every project in the range, priced like the project's
 * (C-024, Approved sheets only). Two statements whatever the number of rows: the task days, then the rates of
 * the people and deliverables of their Approved days.
 */
export async function financeTimesheetSnapshots(
  deps: Pick<AppDeps, 'db'>,
  input: { from: IsoDate; to: IsoDate },
): Promise<TimesheetSnapshot[]> {
  const rows = await findAllTaskDays(deps.db, input);
  const projectIds = [
    ...new Set(rows.filter((row) => row.status === 'Approved').map((row) => row.project_id)),
  ];
  const work =
    projectIds.length === 0
      ? []
      : await findApprovedWork(deps.db, { projectIds, from: input.from, to: input.to });
  return priced(rows, work);
}

/** Each row with the rate of its person on its deliverable and the cost, for Approved sheets only (M-105). */
function priced(
  rows: readonly TaskDayRow[],
  work: readonly { deliverableId: string; userId: string; rate: number }[],
): TimesheetSnapshot[] {
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
