import { validateThreshold } from '@tally/domain/admin/thresholds';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { invalidateConfigurationCache } from '../../../super-admin/index.ts';
import { loadThresholdSetting, saveThresholdRow } from '../queries/thresholds.ts';
import type { ThresholdSetting } from '../records.ts';

/** timesheetThreshold(min, max) (D-059): 0 ≤ min ≤ max ≤ 120; the submit checks use the new bounds at once. */
export async function saveThreshold(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { min: number; max: number },
): Promise<ThresholdSetting> {
  const errors = validateThreshold(input.min, input.max);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const values = {
    min: String(input.min),
    max: String(input.max),
    updatedByUserId: viewer.userId,
    updatedAt: new Date(),
  };
  await saveThresholdRow(deps.db, values);
  invalidateConfigurationCache();
  return loadThresholdSetting(deps.db);
}
