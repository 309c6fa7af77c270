import { priceTaskDays } from '@tally/domain/projects/cost';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { AppDeps } from '../../../../deps.ts';
import { findApprovedWork } from '../../queries/approved-work.ts';
import { findAllTaskDays } from '../queries.ts';
import type { TimesheetSnapshot } from '../records.ts';

/**
 * finance.timesheetSnapshots (F-016): the task days of every project in the range, priced like the project's
 * (C-024, Approved sheets only). Two statements whatever the number of rows: the task days, then the rates of
 * the people and deliverables of their Approved days.
 */
export async function listFinanceSnapshots(
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
  return priceTaskDays(rows, work);
}
