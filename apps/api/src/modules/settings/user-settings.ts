import { schema } from '@tally/db';
import { parseRules, serializeRules } from '@tally/domain/finance/overrides';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { forbidden } from '../../graphql/errors.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { getMe } from '../auth/me/me.service.ts';
import { replaceSavedReports, savedReportsText } from '../custom-reports/saved-reports.ts';
import { gridColumnsText, saveGridColumns } from './grid-columns.ts';

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

const settingsInput = z.object({
  useNewTaskSelector: z.boolean().nullish(),
  agGridColumns: gridColumnsText.nullish(),
  emailNotifications: z.boolean().nullish(),
  timesheetDailySnapshotOverrides: overridesText.nullish(),
  timesheetDailySnapshotReports: savedReportsText.nullish(),
});
type SettingsPatch = z.infer<typeof settingsInput>;
const settingsArgs = z.object({ id, input: settingsInput });

/** Merges the given keys into users.settings; only the viewer's own settings (spec §7.2). */
export async function updateUserSettings(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { id: string; input: SettingsPatch },
) {
  if (input.id !== viewer.userId) throw forbidden();
  // Saved custom reports have their own table (custom-reports/saved-reports.ts); the rest merges into settings.
  // Table layouts merge per table (settings/grid-columns.ts); null clears them all.
  const { timesheetDailySnapshotReports: reports, agGridColumns: grids, ...settings } = input.input;
  const patch: Record<string, unknown> = Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  );
  if (grids === null) patch.agGridColumns = null;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({ settings: sql`${schema.users.settings} || ${JSON.stringify(patch)}::jsonb` })
      .where(eq(schema.users.id, viewer.userId));
    if (grids) await saveGridColumns(tx, viewer.userId, grids);
    if (reports) await replaceSavedReports(tx, viewer.userId, reports);
  });
  return getMe(deps, viewer);
}

export function registerUserSettings(builder: Builder, refs: SchemaRefs) {
  const { Me } = refs;
  const Input = builder.inputType('UserSettingsInput', {
    description: 'Settings of the viewer to change; fields left out keep their value.',
    fields: (t) => ({
      useNewTaskSelector: t.boolean({ description: 'Use the new task picker on timesheets.' }),
      agGridColumns: t.string({
        description:
          "Column layouts of the data tables as JSON text (U-014): {tableId: {order, widths, hidden, shown} | null}; the tables named replace the viewer's stored ones (null removes one), the others are kept.",
      }),
      emailNotifications: t.boolean({
        description: 'E-mails about submitted, approved and declined sheets.',
      }),
      timesheetDailySnapshotOverrides: t.string({
        description:
          'The field override rules of the snapshot reports as JSON text: an array of {conditions, override}.',
      }),
      timesheetDailySnapshotReports: t.string({
        description: 'The daily snapshot report layout the person saved (JSON).',
      }),
    }),
  });
  builder.mutationField('updateUserSettings', (t) =>
    t.field({
      ...signedInRule,
      type: Me,
      description: "Changes the given settings of the viewer (id must be the viewer's); answers me.",
      args: {
        id: t.arg.id({ description: "The viewer's own user id.", required: true }),
        input: t.arg({ description: 'The settings to change.', type: Input, required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(settingsArgs, args);
        return updateUserSettings(context.deps, requireViewer(context), input);
      },
    }),
  );
}
