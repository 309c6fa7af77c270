import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { savedReportsSetting } from '../custom-reports/index.ts';
import { settingsArgs } from './inputs.ts';
import type { UserSettingsRecord } from './records.ts';
import { updateUserSettings } from './use-cases/update-user-settings.ts';

export function registerUserSettings(builder: Builder, refs: SchemaRefs) {
  const { Me } = refs;
  const UserSettings = builder.objectRef<UserSettingsRecord>('UserSettings').implement({
    description: "The viewer's own settings.",
    fields: (t) => ({
      useNewTaskSelector: t.boolean({
        description: 'Use the new task picker on timesheets.',
        resolve: (settings) => settings.useNewTaskSelector === true,
      }),
      agGridColumns: t.string({
        description: 'The grid column layout the person saved (JSON), if any.',
        nullable: true,
        resolve: (settings) => settings.agGridColumns ?? null,
      }),
      emailNotifications: t.boolean({
        description: 'Receive e-mail notifications.',
        resolve: (settings) => settings.emailNotifications !== false,
      }),
      timesheetDailySnapshotOverrides: t.string({
        nullable: true,
        description: 'The saved field override rules of the snapshot reports as JSON text (F-071).',
        resolve: (settings) =>
          typeof settings.timesheetDailySnapshotOverrides === 'string'
            ? settings.timesheetDailySnapshotOverrides
            : null,
      }),
      timesheetDailySnapshotReports: t.string({
        description: "The viewer's saved custom reports as JSON text, most recently updated first (F-055).",
        resolve: (_settings, _args, context) => savedReportsSetting(context.deps, requireViewer(context)),
      }),
    }),
  });

  builder.objectFields(Me, (t) => ({
    settings: t.field({
      description: 'Personal settings.',
      type: UserSettings,
      resolve: async (me) => (await me.user()).settings,
    }),
  }));

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
