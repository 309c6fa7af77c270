import { parseRules, serializeRules } from '@tally/domain/finance/overrides';
import {
  GRID_COLUMNS_MAX_LENGTH,
  type GridColumnsPatch,
  readGridColumnsPatch,
} from '@tally/domain/settings/grid-columns';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import { savedReportsText } from '../custom-reports/index.ts';

/** updateUserSettings' agGridColumns (U-014): JSON text of table layouts, read into a patch or refused. */
const gridColumnsText = z
  .string()
  .max(GRID_COLUMNS_MAX_LENGTH, 'The column layouts are too long.')
  .transform((text, context): GridColumnsPatch => {
    const result = readGridColumnsPatch(text);
    if (result.ok) return result.patch;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

/**
 * The overrides of the snapshot reports as serialized text (F-071): refused unless it is a valid rule list
 * (F-070's messages), stored in one canonical form. Per user, in users.settings, as the spec's contract
 * reads it back from me.settings.
 */
const overridesText = z
  .string()
  .max(200_000, 'The override rules are too long.')
  .transform((text, context) => {
    const result = parseRules(text);
    if (result.ok) return serializeRules(result.rules);
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

export const settingsInput = z.object({
  useNewTaskSelector: z.boolean().nullish(),
  agGridColumns: gridColumnsText.nullish(),
  emailNotifications: z.boolean().nullish(),
  timesheetDailySnapshotOverrides: overridesText.nullish(),
  timesheetDailySnapshotReports: savedReportsText.nullish(),
});
export type SettingsPatch = z.infer<typeof settingsInput>;
export const settingsArgs = z.object({ id, input: settingsInput });
