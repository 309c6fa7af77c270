import { z } from 'zod';
import { compactDate, id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { hours, startTime } from '../inputs.ts';
import { addHours } from '../use-cases/add-hours.ts';
import { addTimesheetLineItem } from '../use-cases/add-timesheet-line-item.ts';
import { cancelTimesheet } from '../use-cases/cancel-timesheet.ts';
import { createTimesheet } from '../use-cases/create-timesheet.ts';
import { deleteTimesheet } from '../use-cases/delete-timesheet.ts';
import { moveTimesheetTask } from '../use-cases/move-timesheet-task.ts';
import { prefillAddTimesheetLineItem } from '../use-cases/prefill-add-timesheet-line-item.ts';
import { recallTimesheet } from '../use-cases/recall-timesheet.ts';
import { removeTimesheetLineItem } from '../use-cases/remove-timesheet-line-item.ts';
import { submitTimesheet } from '../use-cases/submit-timesheet.ts';
import { updateHours } from '../use-cases/update-hours.ts';
import { updateTimesheetTaskComment } from '../use-cases/update-timesheet-task-comment.ts';
import type { TimesheetTypes } from './types.ts';

// Saving an hours cell is the most frequent edit: its argument schema is built once (not per request).
/** The version of the cell an edit was made on (issue 18); without it the edit is not checked. */
const expectedVersion = z.string().max(40).nullish();
const updateHoursArgs = z.object({ taskId: id, hours, startTime: startTime.nullish(), expectedVersion });

/** Mutations of the weekly timesheet (spec part 1 §7.2). Each returns the sheet as it is afterwards. */
export function registerTimesheetMutations(builder: Builder, types: TimesheetTypes) {
  const { Timesheet } = types;

  const IncludeOptions = builder.inputType('PrefillIncludeOptions', {
    description: 'What prefillAddTimesheetLineItem copies besides the lines.',
    fields: (t) => ({
      hours: t.boolean({ description: 'Copy the hours of each day too.' }),
      comments: t.boolean({ description: 'Copy the day comments too (with hours only).' }),
    }),
  });

  const DeletedTimesheet = builder.objectRef<{ _id: string }>('DeletedTimesheet').implement({
    description: 'What deleteTimesheet did.',
    fields: (t) => ({
      _id: t.exposeID('_id', { description: "The deleted timesheet's id." }),
      success: t.boolean({ description: 'True once deleted.', resolve: () => true }),
    }),
  });

  builder.mutationField('createTimesheet', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        'One per user and week end (endDate moved forward to the week-end day); `user` for finance/admin.',
      args: {
        endDate: t.arg.string({
          description: 'Any day of the week (YYYYMMDD); moved forward to the week-end day.',
          required: true,
        }),
        user: t.arg.id({ description: "Whose sheet (finance and admins); omitted: the viewer's." }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ endDate: compactDate, user: id.nullish() }), args);
        return createTimesheet(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('addTimesheetLineItem', (t) =>
    t.field({
      description: 'Adds a line (project and deliverable) to a sheet that may be edited; answers the sheet.',
      ...signedInRule,
      type: Timesheet,
      args: {
        timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
        deliverableId: t.arg.id({ description: 'The deliverable to book.', required: true }),
        projectId: t.arg.id({ description: "The deliverable's project.", required: true }),
        user: t.arg.id({
          description: "The sheet's owner, when finance or an admin edits it; checked against the sheet.",
        }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({ timesheetId: id, deliverableId: id, projectId: id, user: id.nullish() });
        return addTimesheetLineItem(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  builder.mutationField('removeTimesheetLineItem', (t) =>
    t.field({
      description: 'Removes a line and its hours from a sheet that may be edited; answers the sheet.',
      ...signedInRule,
      type: Timesheet,
      args: {
        timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
        lineItemIndex: t.arg.int({
          description: "The line's position (TimesheetLineItem.lineItemIndex).",
          required: true,
        }),
        user: t.arg.id({
          description: "The sheet's owner, when finance or an admin edits it; checked against the sheet.",
        }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({
          timesheetId: id,
          lineItemIndex: z.number().int().min(0),
          user: id.nullish(),
        });
        return removeTimesheetLineItem(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  builder.mutationField('prefillAddTimesheetLineItem', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        'Copies the lines (and optionally hours, comments) of an earlier sheet; returns the new sheet (_id).',
      args: {
        originalTimesheetId: t.arg.id({ description: 'The earlier sheet to copy from.', required: true }),
        newTimesheetId: t.arg.id({ description: 'The sheet to copy into.', required: true }),
        includeOptions: t.arg({
          description: 'What to copy besides the lines; omitted: lines only.',
          type: IncludeOptions,
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ originalTimesheetId: id, newTimesheetId: id }), args);
        return prefillAddTimesheetLineItem(context.deps, requireViewer(context), {
          ...input,
          hours: args.includeOptions?.hours === true,
          comments: args.includeOptions?.comments === true,
        });
      },
    }),
  );

  builder.mutationField('addHours', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description: 'Hours of a day on a line (the line is added if missing); 0 removes the entry.',
      args: {
        projectId: t.arg.id({ description: "The line's project.", required: true }),
        timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
        deliverableId: t.arg.id({ description: "The line's deliverable.", required: true }),
        hours: t.arg.float({
          description:
            'Hours of the day, 0 to 24 in steps of 0.25; 0 removes the entry. A day holds at most 24 hours over all lines.',
          required: true,
        }),
        date: t.arg.string({ description: "The day (YYYYMMDD), inside the sheet's week.", required: true }),
        user: t.arg.id({
          description: "The sheet's owner, when finance or an admin edits it; checked against the sheet.",
        }),
        startTime: t.arg.float({
          description: 'Hours after midnight the work started (calendar view), e.g. 9.5 for 09:30.',
        }),
        expectedVersion: t.arg.string({
          description:
            'The version of the cell the edit was made on (TimesheetTask.version, or "none" for an empty cell): a cell changed since answers CONFLICT with its current hours and version. Omitted: no check.',
        }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({
          expectedVersion,
          projectId: id,
          timesheetId: id,
          deliverableId: id,
          hours,
          date: compactDate,
          user: id.nullish(),
          startTime: startTime.nullish().transform((value) => value ?? null),
        });
        return addHours(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  builder.mutationField('updateHours', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description: 'New hours (and start time) of a day entry; 0 removes it.',
      args: {
        taskId: t.arg.id({ description: 'The day entry (TimesheetTask._id).', required: true }),
        hours: t.arg.float({
          description: 'New hours, 0 to 24 in steps of 0.25; 0 removes the entry.',
          required: true,
        }),
        startTime: t.arg.float({ description: 'Hours after midnight the work started (calendar view).' }),
        expectedVersion: t.arg.string({
          description:
            'The version of the cell the edit was made on (TimesheetTask.version, or "none" for an empty cell): a cell changed since answers CONFLICT with its current hours and version. Omitted: no check.',
        }),
      },
      resolve: (_root, args, context) => {
        return updateHours(context.deps, requireViewer(context), parseInput(updateHoursArgs, args));
      },
    }),
  );

  builder.mutationField('moveTimesheetTask', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description:
        'Calendar drag and drop: moves a day entry to another day (YYYYMMDD) of its week, optionally to a new start time, atomically.',
      args: {
        taskId: t.arg.id({ description: 'The day entry to move.', required: true }),
        date: t.arg.string({ description: 'The new day (YYYYMMDD) in the same week.', required: true }),
        startTime: t.arg.float({
          description: 'The new start time (hours after midnight); omitted: unchanged.',
        }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({ taskId: id, date: compactDate, startTime: startTime.nullish() });
        return moveTimesheetTask(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  builder.mutationField('updateTimesheetTaskComment', (t) =>
    t.field({
      description: 'Writes, changes or clears (empty) the comment of a day entry (T-041); answers the sheet.',
      ...signedInRule,
      type: Timesheet,
      args: {
        taskId: t.arg.id({ description: 'The day entry.', required: true }),
        comment: t.arg.string({
          description: 'The comment, at most 2,000 characters; empty or null clears it.',
        }),
        expectedVersion: t.arg.string({
          description:
            'The version of the cell the edit was made on (TimesheetTask.version, or "none" for an empty cell): a cell changed since answers CONFLICT with its current hours and version. Omitted: no check.',
        }),
      },
      resolve: (_root, args, context) => {
        const schema = z.object({
          expectedVersion,
          taskId: id,
          comment: z
            .string()
            .max(2000)
            .nullish()
            .transform((v) => v ?? null),
        });
        return updateTimesheetTaskComment(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  const byId = z.object({ timesheetId: id });
  for (const [name, action, description] of [
    [
      'submitTimesheet',
      submitTimesheet,
      "Submits the sheet for approval (T-084): the submit checks run and each project's approvers get a step; answers the sheet.",
    ],
    [
      'recallTimesheet',
      recallTimesheet,
      'Takes a sheet back to Not Submitted (T-085): its pending steps go, all of them when finance recalls an approved sheet; answers the sheet.',
    ],
  ] as const) {
    builder.mutationField(name, (t) =>
      t.field({
        ...signedInRule,
        type: Timesheet,
        description,
        args: { timesheetId: t.arg.id({ required: true, description: 'The sheet.' }) },
        resolve: (_root, args, context) =>
          action(context.deps, requireViewer(context), parseInput(byId, args).timesheetId),
      }),
    );
  }

  builder.mutationField('cancelTimesheet', (t) =>
    t.field({
      description:
        'Cancels a sheet (L-011): status Cancelled, its pending approval steps removed; answers the sheet.',
      ...signedInRule,
      type: Timesheet,
      args: {
        timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
        comments: t.arg.string({ description: 'Why, shown on the timeline.' }),
      },
      resolve: (_root, args, context) => {
        const schema = byId.extend({ comments: z.string().max(2000).nullish() });
        return cancelTimesheet(context.deps, requireViewer(context), parseInput(schema, args));
      },
    }),
  );

  builder.mutationField('deleteTimesheet', (t) =>
    t.field({
      description:
        'Deletes a sheet that may be deleted (TimesheetPermission canDelete) with its lines and hours.',
      ...signedInRule,
      type: DeletedTimesheet,
      args: { timesheetId: t.arg.id({ description: 'The sheet.', required: true }) },
      resolve: async (_root, args, context) => ({
        _id: await deleteTimesheet(context.deps, requireViewer(context), parseInput(byId, args).timesheetId),
      }),
    }),
  );
}
