import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { listSavedReports } from '../queries.ts';

/** `me.settings.timesheetDailySnapshotReports`: the viewer's reports as JSON text, newest first. */
export async function savedReportsSetting(deps: Pick<AppDeps, 'db'>, viewer: Viewer): Promise<string> {
  return JSON.stringify(await listSavedReports(deps.db, viewer.userId));
}
