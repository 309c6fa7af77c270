import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { countPendingSheets } from '../queries/sheets.ts';
import { viewerKey } from '../records.ts';
import { awaitingListedInRequest } from './list-pending-timesheets.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * The Approvals badge: how many sheets await the viewer's approval (the pending list of every project). One
 * prepared count, or none when this request reads that list too.
 */
export async function countAwaitingSheets(deps: Deps, viewer: Viewer): Promise<number> {
  const key = viewerKey(viewer);
  if (key.email === '') return 0;
  const count = () => countPendingSheets(deps.db, key.email);
  const listed = awaitingListedInRequest(viewer);
  // Should that list fail, the badge still counts on its own.
  return listed ? listed.then((found) => found.length, count) : count();
}
