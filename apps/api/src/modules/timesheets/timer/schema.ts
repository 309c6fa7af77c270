import { isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { hours } from '../inputs.ts';
import { loadTimesheetById } from '../queries/loader.ts';
import type { TimerRecord } from './records.ts';
import { discardTimer } from './use-cases/discard-timer.ts';
import { runningTimer } from './use-cases/get-running-timer.ts';
import { startTimer } from './use-cases/start-timer.ts';
import { startTimerOnTask } from './use-cases/start-timer-on-task.ts';
import { stopTimer } from './use-cases/stop-timer.ts';

const startArgs = z.object({ lineItemId: id });
const startOnTaskArgs = z.object({ projectId: id, deliverableId: id });
const stopArgs = z.object({ keepHours: hours.nullish() });

/** The running timer (issue 18): `me.runningTimer`, startTimer, stopTimer and discardTimer. */
export function registerTimer(builder: Builder, refs: SchemaRefs) {
  const { TimesheetLineItem: LineItem, Timesheet, Me } = refs;

  const RunningTimer = builder.objectRef<TimerRecord>('RunningTimer').implement({
    description:
      "The timer a person runs on a line of this week's timesheet; one per person, kept by the server so " +
      'every tab and device shows it.',
    fields: (t) => ({
      startedAt: t.string({ description: 'ISO 8601 instant.', resolve: (r) => r.startedAt.toISOString() }),
      date: t.string({
        description: 'The day (YYYYMMDD, in the firm time zone) whose cell the time goes to.',
        resolve: (r) => isoToCompact(r.date),
      }),
      needsReview: t.boolean({
        description: 'Ran past midnight or past 10 hours: ask how much to keep before stopping.',
        resolve: (r) => r.needsReview,
      }),
      timesheetId: t.id({ description: 'The sheet the time goes to.', resolve: (r) => r.timesheetId }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (r) => isoToCompact(r.endDate) }),
      projectName: t.string({ description: "The line's project.", resolve: (r) => r.projectName }),
      deliverableName: t.string({
        description: "The line's deliverable.",
        nullable: true,
        resolve: (r) => r.deliverableName,
      }),
      lineItem: t.field({
        description: 'The line the timer runs on.',
        type: LineItem,
        resolve: async (r, _args, context) => {
          const record = await loadTimesheetById(context.deps.db, r.timesheetId);
          const line = record?.lineItems.find((candidate) => candidate.id === r.lineItemId);
          if (!line) throw new Error('timer line vanished');
          return line;
        },
      }),
    }),
  });

  builder.objectField(Me, 'runningTimer', (t) =>
    t.field({
      type: RunningTimer,
      nullable: true,
      description: "The viewer's running timer, if any.",
      resolve: (_me, _args, context) => runningTimer(context.deps, requireViewer(context)),
    }),
  );

  builder.mutationField('startTimer', (t) =>
    t.field({
      ...signedInRule,
      type: RunningTimer,
      description:
        "Starts a timer for today on a line of the viewer's sheet for the current week; a timer running on " +
        'another line is stopped first and its time saved.',
      args: {
        lineItemId: t.arg.id({
          description: "A line of the viewer's sheet of the current week.",
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        startTimer(context.deps, requireViewer(context), parseInput(startArgs, args).lineItemId),
    }),
  );

  builder.mutationField('startTimerOnTask', (t) =>
    t.field({
      ...signedInRule,
      type: RunningTimer,
      description:
        "Starts a timer for today on a task (e.g. a recent one), creating the current week's sheet and the " +
        "task's line first when missing; otherwise as startTimer.",
      args: {
        projectId: t.arg.id({ required: true, description: 'The project of the task (Project._id).' }),
        deliverableId: t.arg.id({
          required: true,
          description: "The task's deliverable on that project (Deliverable._id).",
        }),
      },
      resolve: (_root, args, context) =>
        startTimerOnTask(context.deps, requireViewer(context), parseInput(startOnTaskArgs, args)),
    }),
  );

  builder.mutationField('stopTimer', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        'Stops the running timer and adds its time, rounded to 0.25 h, to the cell of the day it started ' +
        '(keepHours: the hours to keep instead, for a timer that ran too long). A refused save keeps the timer.',
      args: {
        keepHours: t.arg.float({
          description: 'Hours to keep instead of the time measured (0 to 24, in steps of 0.25).',
        }),
      },
      resolve: (_root, args, context) =>
        stopTimer(context.deps, requireViewer(context), parseInput(stopArgs, args).keepHours),
    }),
  );

  builder.mutationField('discardTimer', (t) =>
    t.field({
      ...signedInRule,
      type: 'Boolean',
      description: 'Throws the running timer away without saving its time; false when none was running.',
      resolve: (_root, _args, context) => discardTimer(context.deps, requireViewer(context)),
    }),
  );
}
