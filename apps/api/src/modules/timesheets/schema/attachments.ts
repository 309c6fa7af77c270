import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { assertRecordableFile } from '../guards.ts';
import { addTimesheetAttachment } from '../use-cases/add-timesheet-attachment.ts';
import { addTimesheetExpense } from '../use-cases/add-timesheet-expense.ts';
import { createTimesheetUploadUrl } from '../use-cases/create-timesheet-upload-url.ts';
import { deleteTimesheetAttachment } from '../use-cases/delete-timesheet-attachment.ts';
import { deleteTimesheetExpense } from '../use-cases/delete-timesheet-expense.ts';
import type { TimesheetTypes } from './types.ts';

const url = z.string().trim().min(1, 'Required').max(2000);
const description = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((value) => value || null);
const byId = z.object({ timeSheetId: id, id });
const uploadInput = z.object({
  timeSheetId: id,
  fileName: z.string().trim().min(1, 'Required').max(255),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/, 'Invalid content type')
    .max(100),
  size: z.number().int().min(0),
});

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

/** Signed upload URLs for files (attachments and expense receipts) of a timesheet. */
export function registerUploadUrlMutation(builder: Builder, refs: SchemaRefs) {
  builder.mutationField('createTimesheetUploadUrl', (t) =>
    t.field({
      ...signedInRule,
      type: refs.SignedUpload,
      description:
        'A signed upload URL for a timesheet file (owner, finance, admin; flag timesheet-attachments; not while submitted or approved; under 20 MB).',
      args: {
        timeSheetId: t.arg.id({ description: 'The sheet.', required: true }),
        fileName: t.arg.string({
          description: 'Name of the file; a document, image, PDF or spreadsheet.',
          required: true,
        }),
        contentType: t.arg.string({ description: 'Its media type.', required: true }),
        size: t.arg.int({
          description:
            'Its size in bytes, under 20 MB; the upload must send exactly this many bytes where the store can bind it.',
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        createTimesheetUploadUrl(context.deps, requireViewer(context), parseInput(uploadInput, args)),
    }),
  );
}
