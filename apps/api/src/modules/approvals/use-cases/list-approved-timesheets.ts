import type { IsoDate } from '@tally/domain/shared/dates';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { cachedTimesheetSettings } from '../../timesheets/index.ts';
import { listApprovedSheetIds } from '../queries/lists.ts';
import { loadSorted } from '../queries/sheets.ts';
import { type SheetDepth, viewerKey } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

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
