import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/dates';
import { toWeekEnd } from '@tally/domain/week';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import { listApprovals } from '../timesheets/activity.queries.ts';
import { projectColumns, toProject } from '../timesheets/lines.queries.ts';
import { findSheetsByIds } from '../timesheets/sheet.queries.ts';
import { assertMayRead } from '../timesheets/timesheet.access.ts';
import { loadTimesheet, loadTimesheets } from '../timesheets/timesheet.loader.ts';
import type {
  ApprovalRecord,
  ProjectRecord,
  SheetRecord,
  TimesheetRecord,
} from '../timesheets/timesheet.records.ts';
import { loadTimesheetSettings } from '../timesheets/timesheet.settings.ts';
import {
  listApprovedSheetIds,
  listManagedProjectIds,
  listPendingSheetIds,
  listWeekViewSheetIds,
  type ViewerKey,
  type WeekViewFilter,
} from './approvals.queries.ts';
import type { SheetDepth } from './sheet-selection.ts';

type Deps = Pick<AppDeps, 'db'>;

export function viewerKey(viewer: Viewer): ViewerKey {
  return { userId: viewer.userId, email: (viewer.email ?? '').trim().toLowerCase() };
}

/**
 * The sheets at the depth the answer asks for, in a fixed number of queries: everything the Timesheet type
 * shows ('full'), or the sheet rows with their steps and approvers only ('steps', three queries; the other
 * parts stay empty because the selection reads none of them, see sheetDepth).
 */
async function loadAtDepth(
  db: DbOrTx,
  sheets: readonly SheetRecord[],
  depth: SheetDepth,
): Promise<TimesheetRecord[]> {
  if (depth === 'full') return loadTimesheets(db, sheets);
  const bySheet = new Map<string, ApprovalRecord[]>(sheets.map((sheet) => [sheet.id, []]));
  for (const step of await listApprovals(db, [...bySheet.keys()])) bySheet.get(step.timesheetId)?.push(step);
  return sheets.map((sheet) => ({
    sheet,
    approvals: bySheet.get(sheet.id) ?? [],
    lineItems: [],
    timeline: [],
    attachments: [],
    expenses: [],
  }));
}

/** The sheets by employee name then week (fixed query count). */
async function loadSorted(db: DbOrTx, ids: readonly string[], depth: SheetDepth): Promise<TimesheetRecord[]> {
  const records = await loadAtDepth(db, await findSheetsByIds(db, ids), depth);
  const key = (r: TimesheetRecord) => `${r.sheet.user.lastName} ${r.sheet.user.firstName}`.toLowerCase();
  return records.sort(
    (a, b) => key(a).localeCompare(key(b)) || a.sheet.endDate.localeCompare(b.sheet.endDate),
  );
}

/** 'Pending Timesheet Approvals': sheets with a step not yet approved naming the viewer (P-003, P-004). */
export async function listPendingTimesheets(
  deps: Deps,
  viewer: Viewer,
  projectId: string | null,
  depth: SheetDepth = 'full',
) {
  const key = viewerKey(viewer);
  if (key.email === '') return [];
  return loadSorted(deps.db, await listPendingSheetIds(deps.db, key, projectId), depth);
}

/** 'Approved Timesheets' of a week (P-006): the viewer's approved steps; endDate moves to the week end. */
export async function listApprovedTimesheets(
  deps: Deps,
  viewer: Viewer,
  endDate: IsoDate,
  depth: SheetDepth = 'full',
) {
  const key = viewerKey(viewer);
  if (key.email === '') return [];
  const { weekEndDay } = await loadTimesheetSettings(deps.db);
  const ids = await listApprovedSheetIds(deps.db, key, toWeekEnd(endDate, weekEndDay));
  return loadSorted(deps.db, ids, depth);
}

/** The week view (P-009, P-010); approverRole on each sheet tells 'My' from 'Other Timesheets'. */
export async function listWeekTimesheets(
  deps: Deps,
  viewer: Viewer,
  filter: WeekViewFilter,
  depth: SheetDepth = 'full',
) {
  return loadSorted(deps.db, await listWeekViewSheetIds(deps.db, viewerKey(viewer), filter), depth);
}

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

/** me.projectsThatIManage: the projects the viewer manages or approves, by name. */
export async function listProjectsThatIManage(deps: Deps, viewer: Viewer): Promise<ProjectRecord[]> {
  const ids = await listManagedProjectIds(deps.db, viewerKey(viewer));
  if (ids.length === 0) return [];
  const { projects, clients } = schema;
  const rows = await deps.db
    .select(projectColumns)
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(inArray(projects.id, ids))
    .orderBy(asc(projects.name));
  return rows.map(toProject);
}
