import { mayReadTimesheetReport } from '@tally/domain/policies/approvals';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden, notFound } from '../../../graphql/errors.ts';
import { listManagedProjectIds, viewerKey } from '../../approvals/index.ts';
import {
  findSheetsByIds,
  listIndividualApproverEmails,
  loadTimesheet,
  toSteps,
} from '../../timesheets/index.ts';
import type { ReportedTimesheet } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * reports.timesheet: the owner, the sheet's approvers, managers of a project on it, finance and admin
 * (policies/approvals.ts). NOT_FOUND for an unknown id, FORBIDDEN otherwise.
 */
export async function getReportTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; projectId: string | null },
): Promise<ReportedTimesheet> {
  const [sheet] = await findSheetsByIds(deps.db, [input.timesheetId]);
  if (!sheet) throw notFound('Timesheet');
  const record = await loadTimesheet(deps.db, sheet);
  const [settingEmails, managed] = await Promise.all([
    listIndividualApproverEmails(deps.db, sheet.userId),
    listManagedProjectIds(deps.db, viewerKey(viewer)),
  ]);
  const onSheet = new Set(record.lineItems.map((line) => line.projectId));
  const allowed = mayReadTimesheetReport(viewer, {
    ownerId: sheet.userId,
    steps: toSteps(record.approvals),
    approverSettingEmails: settingEmails,
    managedProjectIds: managed.filter((id) => onSheet.has(id)),
  });
  if (!allowed) throw forbidden();
  return { ...record, reportProjectId: input.projectId };
}
