import { mayViewProjectMoney } from '@tally/domain/policies/projects';
import { priceTaskDays } from '@tally/domain/projects/cost';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { forbidden } from '../../../../graphql/errors.ts';
import { findApprovedWork } from '../../queries/approved-work.ts';
import type { ProjectRecord } from '../../records.ts';
import { findTaskDays } from '../queries.ts';
import type { TimesheetSnapshot } from '../records.ts';

/**
 * Project.timesheetSnapshots (M-032, M-110, T-045): one row per task day of the project in the range,
 * optionally only the given task ids; for those who may read the project's money (its managers, finance,
 * senior management), like its financials and Export Hours. Two statements whatever the number of rows.
 */
export async function listProjectSnapshots(
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
  return priceTaskDays(rows, work);
}
