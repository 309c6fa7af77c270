import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { byNameThenWeek, listPendingSheetsWithSteps, loadSorted, stepsOnly } from '../queries/sheets.ts';
import { type SheetDepth, type SheetWithSteps, viewerKey } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * The sheets awaiting the viewer of this request (a viewer object is one request's), of every project, once
 * read: the Approvals badge asked in the same request counts them instead of counting again.
 */
const awaitingOfRequest = new WeakMap<Viewer, Promise<SheetWithSteps[]>>();

/** The pending list this request already reads for the viewer (every project), if any. */
export function awaitingListedInRequest(viewer: Viewer): Promise<SheetWithSteps[]> | undefined {
  return awaitingOfRequest.get(viewer);
}

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
