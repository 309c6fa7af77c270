import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { listWeekViewSheetIds } from '../queries/lists.ts';
import { loadSorted } from '../queries/sheets.ts';
import { type SheetDepth, viewerKey, type WeekViewFilter } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The week view (P-009, P-010); approverRole on each sheet tells 'My' from 'Other Timesheets'. */
export async function listWeekTimesheets(
  deps: Deps,
  viewer: Viewer,
  filter: WeekViewFilter,
  depth: SheetDepth = 'full',
) {
  return loadSorted(deps.db, await listWeekViewSheetIds(deps.db, viewerKey(viewer), filter), depth);
}
