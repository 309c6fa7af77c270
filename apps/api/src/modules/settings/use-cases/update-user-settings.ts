import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../graphql/errors.ts';
import { getMe } from '../../auth/index.ts';
import { replaceSavedReports } from '../../custom-reports/index.ts';
import type { SettingsPatch } from '../inputs.ts';
import { mergeUserSettings, saveGridColumns } from '../queries.ts';

/** Merges the given keys into users.settings; only the viewer's own settings (spec §7.2). */
export async function updateUserSettings(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { id: string; input: SettingsPatch },
) {
  if (input.id !== viewer.userId) throw forbidden();
  // Saved custom reports have their own table (custom-reports); the rest merges into settings.
  // Table layouts merge per table (saveGridColumns); null clears them all.
  const { timesheetDailySnapshotReports: reports, agGridColumns: grids, ...settings } = input.input;
  const patch: Record<string, unknown> = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  if (grids === null) patch.agGridColumns = null;
  await deps.db.transaction(async (tx) => {
    await mergeUserSettings(tx, viewer.userId, patch);
    if (grids) await saveGridColumns(tx, viewer.userId, grids);
    if (reports) await replaceSavedReports(tx, viewer.userId, reports);
  });
  return getMe(deps, viewer);
}
