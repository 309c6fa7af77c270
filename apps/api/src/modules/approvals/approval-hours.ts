import { schema } from '@tally/db';
import { and, eq, inArray } from 'drizzle-orm';
import { mayReadTimesheet } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { loadTimesheetsByIds, type TimesheetRecord } from '../timesheets/index.ts';
import { viewerKey } from './approvals.lists.ts';
import { listManagedProjectIds } from './approvals.queries.ts';

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
  const named = await ownersNamingViewer(
    deps,
    undecided.map((record) => record.sheet.userId),
    key.email,
  );
  return records.filter((record) => readable(record) || named.has(record.sheet.userId));
}

/** The owners (of those given) whose approver settings name the e-mail as an individual approver. */
async function ownersNamingViewer(deps: Deps, ownerIds: readonly string[], email: string) {
  if (ownerIds.length === 0 || email === '') return new Set<string>();
  const { userApprovers } = schema;
  const rows = await deps.db
    .select({ userId: userApprovers.userId, value: userApprovers.value })
    .from(userApprovers)
    .where(and(inArray(userApprovers.userId, [...new Set(ownerIds)]), eq(userApprovers.type, 'individual')));
  return new Set(rows.filter((row) => row.value.trim().toLowerCase() === email).map((row) => row.userId));
}
