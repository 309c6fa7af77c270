import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import {
  assertMayRead,
  cachedTimesheetSettings,
  findSheetsByIds,
  loadTimesheet,
  loadTimesheetsByIds,
  type ProjectRecord,
  projectColumns,
  type TimesheetRecord,
  toProject,
} from '../timesheets/index.ts';
import {
  countPendingSheets,
  listPendingSheetsWithSteps,
  listSheetsWithSteps,
  type SheetWithSteps,
} from './approval-sheets.queries.ts';
import {
  listApprovedSheetIds,
  listManagedProjectIds,
  listWeekViewSheetIds,
  type ViewerKey,
  type WeekViewFilter,
} from './approvals.queries.ts';
import type { SheetDepth } from './sheet-selection.ts';

type Deps = Pick<AppDeps, 'db'>;

export function viewerKey(viewer: Viewer): ViewerKey {
  return { userId: viewer.userId, email: (viewer.email ?? '').trim().toLowerCase() };
}

/** Sheets with their steps as records whose other parts stay empty ('steps': the selection reads none). */
const stepsOnly = (found: readonly SheetWithSteps[]): TimesheetRecord[] =>
  found.map(({ sheet, approvals }) => ({
    sheet,
    approvals,
    lineItems: [],
    timeline: [],
    attachments: [],
    expenses: [],
  }));

/** By employee name, then week. */
function byNameThenWeek(records: TimesheetRecord[]): TimesheetRecord[] {
  const key = (r: TimesheetRecord) => `${r.sheet.user.lastName} ${r.sheet.user.firstName}`.toLowerCase();
  return records.sort(
    (a, b) => key(a).localeCompare(key(b)) || a.sheet.endDate.localeCompare(b.sheet.endDate),
  );
}

/**
 * The given sheets at the depth the answer asks for (see sheetDepth), sorted: with their steps only, or
 * everything the Timesheet type shows ('full'). One statement.
 */
async function loadSorted(db: DbOrTx, ids: readonly string[], depth: SheetDepth): Promise<TimesheetRecord[]> {
  const records =
    depth === 'full' ? await loadTimesheetsByIds(db, ids) : stepsOnly(await listSheetsWithSteps(db, ids));
  return byNameThenWeek(records);
}

/**
 * The sheets awaiting the viewer of this request (a viewer object is one request's), of every project, once
 * read: the Approvals badge asked in the same request counts them instead of counting again.
 */
const awaitingOfRequest = new WeakMap<Viewer, Promise<SheetWithSteps[]>>();

/**
 * 'Pending Timesheet Approvals': sheets with a step not yet approved naming the viewer (P-003, P-004). One
 * prepared statement answers the sheets with their steps; 'full' reads the rest with one more.
 */
export async function listPendingTimesheets(
  deps: Deps,
  viewer: Viewer,
  projectId: string | null,
  depth: SheetDepth = 'full',
) {
  const key = viewerKey(viewer);
  if (key.email === '') return [];
  const reading = listPendingSheetsWithSteps(deps.db, key.email, projectId);
  if (projectId === null) awaitingOfRequest.set(viewer, reading);
  const found = await reading;
  if (depth === 'steps') return byNameThenWeek(stepsOnly(found));
  return loadSorted(
    deps.db,
    found.map((row) => row.sheet.id),
    depth,
  );
}

/**
 * The Approvals badge: how many sheets await the viewer's approval (the pending list of every project). One
 * prepared count, or none when this request reads that list too.
 */
export async function countAwaitingSheets(deps: Deps, viewer: Viewer): Promise<number> {
  const key = viewerKey(viewer);
  if (key.email === '') return 0;
  const count = () => countPendingSheets(deps.db, key.email);
  const listed = awaitingOfRequest.get(viewer);
  // Should that list fail, the badge still counts on its own.
  return listed ? listed.then((found) => found.length, count) : count();
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
  const { weekEndDay } = await cachedTimesheetSettings(deps.db);
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
