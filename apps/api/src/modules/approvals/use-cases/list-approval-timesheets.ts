import { mayReadTimesheet } from '@tally/domain/policies/timesheets';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import type { TimesheetRecord } from '../../timesheets/index.ts';
import { loadTimesheetsByIds } from '../../timesheets/index.ts';
import { listManagedProjectIds, listOwnersNamingApprover } from '../queries/lists.ts';
import { viewerKey } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** How many sheets one request may ask hours of (a page of the approvals screen is 20 or 24). */
export const MAX_HOURS_SHEETS = 100;

/**
 * The inline hours of the approvals screen: the given sheets whole (lines with their days), in the order
 * given, left out where the viewer may not read them (owner, approvers named on a step or in the owner's
 * settings, supervisor, finance, admin, or a manager of a project with lines on the sheet). Three
 * statements whatever the number of sheets: the records, the managed projects, the owners' approver settings.
 */
export async function listApprovalTimesheetsByIds(
  deps: Deps,
  viewer: Viewer,
  ids: readonly string[],
): Promise<TimesheetRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const key = viewerKey(viewer);
  const [records, managed] = await Promise.all([
    loadTimesheetsByIds(deps.db, unique),
    listManagedProjectIds(deps.db, key),
  ]);
  const managedSet = new Set(managed);
  const facts = (record: TimesheetRecord, settings: readonly string[] = []) => ({
    ownerId: record.sheet.userId,
    supervisorId: record.sheet.supervisorId,
    approverEmails: [
      ...record.approvals.flatMap((step) => step.approvers.map((approver) => approver.email)),
      ...settings,
    ],
  });
  const readable = (record: TimesheetRecord) =>
    mayReadTimesheet(viewer, facts(record)) ||
    record.lineItems.some((line) => managedSet.has(line.projectId));
  const undecided = records.filter((record) => !readable(record));
  const named = await listOwnersNamingApprover(
    deps.db,
    undecided.map((record) => record.sheet.userId),
    key.email,
  );
  return records.filter((record) => readable(record) || named.has(record.sheet.userId));
}
