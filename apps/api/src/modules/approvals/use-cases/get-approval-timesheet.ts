import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden, notFound } from '../../../graphql/errors.ts';
import { assertMayRead, findSheetsByIds, loadTimesheet } from '../../timesheets/index.ts';
import { listManagedProjectIds } from '../queries/lists.ts';
import { viewerKey } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** One sheet for the approvals screen: whoever may read it, or a manager of a project on it. */
export async function getApprovalTimesheet(deps: Deps, viewer: Viewer, timesheetId: string) {
  const [sheet] = await findSheetsByIds(deps.db, [timesheetId]);
  if (!sheet) throw notFound('Timesheet');
  const record = await loadTimesheet(deps.db, sheet);
  const managed = new Set(await listManagedProjectIds(deps.db, viewerKey(viewer)));
  if (record.lineItems.some((line) => managed.has(line.projectId))) return record;
  await assertMayRead(deps.db, viewer, record).catch(() => {
    throw forbidden();
  });
  return record;
}
