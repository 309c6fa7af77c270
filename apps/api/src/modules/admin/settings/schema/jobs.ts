import { SNAPSHOT_DEFAULT_LIMIT, validateSnapshotLimit } from '@tally/domain/admin/admin-jobs';
import { mayRunAdminJobs } from '@tally/domain/policies/admin';
import { isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../../../graphql/args.ts';
import type { Builder } from '../../../../graphql/builder.ts';
import { requireViewer } from '../../../../graphql/context.ts';
import { policyRule } from '../../../../graphql/rules.ts';
import { parseInput, rule, whenMissing } from '../../../../graphql/validation.ts';
import { listStatsReceivers } from '../queries/stats-receivers.ts';
import type { ReminderSchedule, SnapshotChange, SnapshotRun, SnapshotSkip } from '../records.ts';
import { loadReminderSchedule } from '../use-cases/load-reminder-schedule.ts';
import { saveReminderSchedule } from '../use-cases/save-reminder-schedule.ts';
import { saveStatsReceivers } from '../use-cases/save-stats-receivers.ts';
import { updateTimesheetSnapshots } from '../use-cases/update-timesheet-snapshots.ts';

const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(id.nullable());

const snapshotArgs = z.object({
  limit: z.number().superRefine(rule(validateSnapshotLimit)),
  timesheetId: optionalId,
  projectId: optionalId,
});

const reminderArgs = z.object({
  cronExpression: z.string({ error: whenMissing('A cron expression is required') }),
  cronDescription: z.string({ error: whenMissing('A description is required') }),
  currentScheduler: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  enabled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
});

/**
 * The admin tools of /admin/settings (D-060..D-062): updateTimesheetSnapshots, emailStatsReciever and
 * reminderEmailJob with the queries their panels open with. Admins only.
 */
export function registerSettingsJobs(builder: Builder): void {
  const adminOnly = policyRule(mayRunAdminJobs);
  const iso = (date: Date) => date.toISOString();

  const Figures = builder.objectRef<SnapshotChange['before']>('SnapshotFigures').implement({
    description: 'The figures a timesheet stores for lists and reports.',
    fields: (t) => ({
      totalHours: t.exposeFloat('totalHours', { description: 'Total hours stored.' }),
      billableHours: t.exposeFloat('billableHours', { description: 'Billable hours stored.' }),
    }),
  });

  const Change = builder.objectRef<SnapshotChange>('SnapshotChange').implement({
    description: 'One timesheet whose snapshot was refreshed.',
    fields: (t) => ({
      timesheetId: t.exposeID('timesheetId', { description: 'The timesheet.' }),
      userName: t.exposeString('userName', { description: "Its owner's name." }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.endDate) }),
      before: t.field({ description: 'The figures before.', type: Figures, resolve: (row) => row.before }),
      after: t.field({ description: 'The figures after.', type: Figures, resolve: (row) => row.after }),
      changed: t.exposeBoolean('changed', { description: 'The stored figures differed from the entries.' }),
    }),
  });

  const Skip = builder.objectRef<SnapshotSkip>('SnapshotSkip').implement({
    description: 'A timesheet left alone: its snapshot was refreshed less than 30 minutes ago (D-062).',
    fields: (t) => ({
      timesheetId: t.exposeID('timesheetId', { description: 'The timesheet.' }),
      userName: t.exposeString('userName', { description: "Its owner's name." }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (row) => isoToCompact(row.endDate) }),
      lastUpdatedAt: t.string({ description: 'ISO 8601', resolve: (row) => iso(row.lastUpdatedAt) }),
      nextUpdateAt: t.string({ description: 'ISO 8601', resolve: (row) => iso(row.nextUpdateAt) }),
    }),
  });

  const Run = builder.objectRef<SnapshotRun>('SnapshotRun').implement({
    description: 'What one run of the snapshots updater did.',
    fields: (t) => ({
      updated: t.field({
        description: 'Timesheets refreshed.',
        type: [Change],
        resolve: (run) => run.updated,
      }),
      skipped: t.field({
        description: 'Timesheets left alone.',
        type: [Skip],
        resolve: (run) => run.skipped,
      }),
    }),
  });

  builder.mutationField('updateTimesheetSnapshots', (t) =>
    t.field({
      ...adminOnly,
      type: Run,
      description:
        'Recomputes the stored total and billable hours of timesheets from their entries (D-061): the given ' +
        'timesheet, or the sheets (of the given project, or all) whose stored figures are stale, newest first, ' +
        'at most limit (default 10, 1..100). A sheet refreshed in the last 30 minutes is skipped (D-062).',
      args: {
        limit: t.arg.int({
          description: 'At most this many timesheets.',
          defaultValue: SNAPSHOT_DEFAULT_LIMIT,
        }),
        timesheetId: t.arg.id({ description: 'Only this timesheet.' }),
        projectId: t.arg.id({ description: 'Only timesheets with this project.' }),
      },
      resolve: (_root, args, context) =>
        updateTimesheetSnapshots(
          context.deps,
          requireViewer(context),
          parseInput(snapshotArgs, {
            limit: args.limit ?? SNAPSHOT_DEFAULT_LIMIT,
            timesheetId: args.timesheetId == null ? null : String(args.timesheetId),
            projectId: args.projectId == null ? null : String(args.projectId),
          }),
        ),
    }),
  );

  builder.queryField('emailStatsRecievers', (t) =>
    t.field({
      ...adminOnly,
      type: ['String'],
      description: 'Addresses that receive the e-mail statistics, sorted. Admins only.',
      resolve: (_root, _args, context) => listStatsReceivers(context.deps.db),
    }),
  );

  builder.mutationField('emailStatsReciever', (t) =>
    t.field({
      ...adminOnly,
      type: ['String'],
      description:
        'Replaces the e-mail statistics recipients (D-060); addresses trimmed and lower-cased, duplicates ' +
        'dropped, at most 50. Answers the saved list.',
      args: {
        emails: t.arg.stringList({ description: 'The new recipients (e-mail addresses).', required: true }),
      },
      resolve: (_root, args, context) => saveStatsReceivers(context.deps.db, args.emails),
    }),
  );

  const Schedule = builder.objectRef<ReminderSchedule>('ReminderSchedule').implement({
    description: 'When the reminder e-mails go out.',
    fields: (t) => ({
      cronExpression: t.exposeString('cronExpression', {
        description: 'When the job runs (cron, five fields).',
      }),
      cronDescription: t.exposeString('cronDescription', {
        nullable: true,
        description: 'The wording saved with this expression; null when none was.',
      }),
      enabled: t.exposeBoolean('enabled', { description: 'Configuration reminder-email-enabled.' }),
      timeZone: t.exposeString('timeZone', { description: 'The time zone the expression is read in.' }),
      nextRuns: t.stringList({
        description: 'The next three runs, ISO 8601.',
        resolve: (s) => s.nextRuns.map(iso),
      }),
      updatedBy: t.exposeString('updatedBy', {
        description: 'Who last changed it, if anyone.',
        nullable: true,
      }),
      updatedAt: t.string({
        description: 'When it was last changed (ISO 8601), if ever.',
        nullable: true,
        resolve: (s) => (s.updatedAt ? iso(s.updatedAt) : null),
      }),
    }),
  });

  builder.queryField('reminderEmailSchedule', (t) =>
    t.field({
      ...adminOnly,
      type: Schedule,
      description: 'The reminders job’s schedule (cron in the configured time zone). Admins only.',
      resolve: (_root, _args, context) => loadReminderSchedule(context.deps.db, context.deps.clock()),
    }),
  );

  builder.mutationField('reminderEmailJob', (t) =>
    t.field({
      ...adminOnly,
      type: Schedule,
      description:
        'Sets the reminders job’s cron expression and its human description (D-060); every instance ' +
        'reschedules within 10 seconds. currentScheduler: the expression the form showed (CONFLICT when it ' +
        'changed meanwhile). enabled: optionally turns the reminders on or off. Admins only.',
      args: {
        cronExpression: t.arg.string({
          description: 'The new schedule (cron, five fields).',
          required: true,
        }),
        cronDescription: t.arg.string({
          description: 'The schedule in words, as the form shows it.',
          required: true,
        }),
        currentScheduler: t.arg.string({
          description: 'The expression the form showed; CONFLICT when someone changed it meanwhile.',
        }),
        enabled: t.arg.boolean({ description: 'False pauses the reminders.' }),
      },
      resolve: (_root, args, context) =>
        saveReminderSchedule(context.deps, requireViewer(context), parseInput(reminderArgs, args)),
    }),
  );
}
