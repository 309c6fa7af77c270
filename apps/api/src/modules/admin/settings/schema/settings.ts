import { mayEditTimesheetThresholds } from '@tally/domain/policies/admin';
import { z } from 'zod';
import type { Builder } from '../../../../graphql/builder.ts';
import { requireViewer } from '../../../../graphql/context.ts';
import { policyRule, signedInRule } from '../../../../graphql/rules.ts';
import { parseInput } from '../../../../graphql/validation.ts';
import { loadThresholdSetting } from '../queries/thresholds.ts';
import type { ThresholdSetting } from '../records.ts';
import { saveThreshold } from '../use-cases/save-threshold.ts';
import { registerSettingsJobs } from './jobs.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const hoursArg = (field: string) =>
  z.number({ error: `${field} hours are required` }).finite(`${field} hours must be a number`);

/**
 * The /admin/settings page: the Timesheet Settings panel (D-059: timesheetThreshold query and mutation) and
 * the jobs panels. The super-admin configuration grid is super-admin/configurations/configuration-admin.schema.ts.
 */
export function registerSettings(builder: Builder): void {
  const Threshold = builder.objectRef<ThresholdSetting>('TimesheetThreshold').implement({
    description: 'Weekly submit bounds (hours).',
    fields: (t) => ({
      min: t.exposeFloat('min', { description: 'Fewest hours a week a sheet may be submitted with.' }),
      max: t.exposeFloat('max', { description: 'Most hours a week a sheet may be submitted with.' }),
      configured: t.exposeBoolean('configured', {
        description: 'False when no bounds were ever saved (the defaults min 0 / max 80 apply).',
      }),
      updatedBy: t.exposeString('updatedBy', { nullable: true, description: 'Name of who saved them last.' }),
      updatedAt: t.string({ nullable: true, description: 'ISO 8601', resolve: (row) => iso(row.updatedAt) }),
    }),
  });

  builder.queryField('timesheetThreshold', (t) =>
    t.field({
      ...signedInRule,
      type: Threshold,
      description: 'Weekly submit bounds; min 0 and max 80 when unset.',
      resolve: (_root, _args, context) => loadThresholdSetting(context.deps.db),
    }),
  );

  const thresholdArgs = z.object({ min: hoursArg('Minimum'), max: hoursArg('Maximum') });
  builder.mutationField('timesheetThreshold', (t) =>
    t.field({
      ...policyRule(mayEditTimesheetThresholds),
      type: Threshold,
      description: 'Saves the weekly submit bounds (0 ≤ min ≤ max ≤ 120). Admins and super-admins.',
      args: {
        min: t.arg.float({ description: 'Fewest hours (0 or more).', required: true }),
        max: t.arg.float({ description: 'Most hours (at least min, at most 120).', required: true }),
      },
      resolve: (_root, args, context) =>
        saveThreshold(context.deps, requireViewer(context), parseInput(thresholdArgs, args)),
    }),
  );

  registerSettingsJobs(builder);
}
