import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { assertRecordableFile } from '../shared/uploads/files.ts';
import {
  addTimesheetAttachment,
  addTimesheetExpense,
  deleteTimesheetAttachment,
  deleteTimesheetExpense,
} from './attachments.service.ts';
import type { TimesheetTypes } from './timesheet.type.ts';

const url = z.string().trim().min(1, 'Required').max(2000);
const description = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => value || null);
const byId = z.object({ timeSheetId: id, id });

/** Attachments and expenses of a sheet (spec §7.2; the argument is spelled timeSheetId there). */
export function registerAttachmentMutations(builder: Builder, { Timesheet }: TimesheetTypes) {
  builder.mutationField('timesheetAttachment', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description: 'Attaches an uploaded file (its URL). Refused at Submitted-Pending or Approved.',
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        url: t.arg.string({
          description: 'The storage:// reference createTimesheetUploadUrl returned, after the upload.',
          required: true,
        }),
        description: t.arg.string({ description: 'What the file is, at most 500 characters.' }),
      },
      resolve: async (_root, args, context) => {
        const input = parseInput(z.object({ timeSheetId: id, url, description }), args);
        await assertRecordableFile(context.deps, input.timeSheetId, input.url);
        return addTimesheetAttachment(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('deleteTimesheetAttachment', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description: 'Only while the timesheet is Not Submitted.',
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        id: t.arg.id({ description: 'The attachment.', required: true }),
      },
      resolve: (_root, args, context) =>
        deleteTimesheetAttachment(context.deps, requireViewer(context), parseInput(byId, args)),
    }),
  );

  builder.mutationField('timesheetExpenses', (t) =>
    t.field({
      ...signedInRule,
      type: Timesheet,
      description: 'Adds an expense (amount in dollars, optional receipt URL).',
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        url: t.arg.string({
          description: 'The receipt: a storage:// reference createTimesheetUploadUrl returned.',
        }),
        description: t.arg.string({ description: 'What the expense was for, at most 500 characters.' }),
        amount: t.arg.float({ description: 'Amount in dollars, 0 or more.', required: true }),
      },
      resolve: async (_root, args, context) => {
        const schema = z.object({
          timeSheetId: id,
          url: url.nullish().transform((value) => value ?? null),
          description,
          amount: z.number().min(0, 'Provide a positive value').max(1_000_000_000),
        });
        const input = parseInput(schema, args);
        await assertRecordableFile(context.deps, input.timeSheetId, input.url);
        return addTimesheetExpense(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('deleteTimesheetExpenses', (t) =>
    t.field({
      description: 'Removes an expense and its receipts while the sheet is not submitted or approved.',
      ...signedInRule,
      type: Timesheet,
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        id: t.arg.id({ description: 'The expense.', required: true }),
      },
      resolve: (_root, args, context) =>
        deleteTimesheetExpense(context.deps, requireViewer(context), parseInput(byId, args)),
    }),
  );
}
