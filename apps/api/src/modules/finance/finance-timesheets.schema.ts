import { timesheetStatuses } from '@tally/db/schema';
import { isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { compactDate } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { groupRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import {
  type FinanceApprovalStep,
  type FinanceTimesheetPage,
  type FinanceTimesheetRow,
  listFinanceTimesheets,
} from './finance-timesheets.queries.ts';

/** Rows one page may hold; the list asks 50 by default. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 50;

/** The statuses the filter accepts: the stored five, and the legacy 'Submitted' read as Submitted-Pending. */
const status = z
  .enum([...timesheetStatuses, 'Submitted'], {
    message: `Status must be one of ${timesheetStatuses.join(', ')}.`,
  })
  .transform((value) => (value === 'Submitted' ? 'Submitted-Pending' : value));

export const financeTimesheetsArgs = z
  .object({
    startDate: compactDate,
    endDate: compactDate,
    queryString: z.string().max(200, 'Search is too long.').nullish(),
    status: z.array(status).max(10).nullish(),
    name: z.string().max(200, 'Name is too long.').nullish(),
    offset: z.number().int().min(0, 'Offset must be 0 or more.').nullish(),
    limit: z
      .number()
      .int()
      .min(1, 'Limit must be at least 1.')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}.`)
      .nullish(),
  })
  .refine((input) => input.startDate <= input.endDate, {
    path: ['endDate'],
    message: 'End date must not be before start date.',
  });

/** finance.timesheets (F-005): the /finance/timesheets list, for the finance group only. */
export function registerFinanceTimesheets(builder: Builder, refs: SchemaRefs): void {
  const Finance = refs.FinanceQueries;

  const Approver = builder
    .objectRef<FinanceApprovalStep['approvers'][number]>('FinanceTimesheetApprover')
    .implement({
      description: 'Someone who may decide an approval step, in the finance list.',
      fields: (t) => ({
        email: t.exposeString('email', { description: 'Their e-mail address.' }),
        name: t.exposeString('name', {
          nullable: true,
          description: "The approver's name when they have an account.",
        }),
      }),
    });

  const Step = builder.objectRef<FinanceApprovalStep>('FinanceTimesheetApprovalStep').implement({
    description: 'One approval step of the sheet: Approved, Declined or Approval Pending.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The step's id." }),
      status: t.exposeString('status', { description: 'Approved, Declined or Approval Pending.' }),
      approvers: t.field({
        type: [Approver],
        description: 'canApprove order: the first is the main approver, the rest backups.',
        resolve: (step) => step.approvers,
      }),
    }),
  });

  const Row = builder.objectRef<FinanceTimesheetRow>('FinanceTimesheet').implement({
    description: 'One timesheet as the finance list shows it. Dates are YYYYMMDD.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The sheet's id." }),
      userId: t.exposeID('userId', { description: 'Its owner.' }),
      firstName: t.exposeString('firstName', { description: "The owner's first name." }),
      lastName: t.exposeString('lastName', { description: "The owner's last name." }),
      email: t.exposeString('email', { nullable: true, description: "The owner's first e-mail address." }),
      startDate: t.string({
        description: 'First day of the week (YYYYMMDD).',
        resolve: (r) => isoToCompact(r.startDate),
      }),
      endDate: t.string({ description: 'Week-end day (YYYYMMDD).', resolve: (r) => isoToCompact(r.endDate) }),
      status: t.exposeString('status', { description: 'Its status.' }),
      totalHours: t.exposeFloat('totalHours', { description: 'Hours of the week.' }),
      isLocked: t.exposeBoolean('isLocked', { description: 'Whether it is locked against edits.' }),
      projects: t.exposeStringList('projects', {
        description: 'Names of the projects on its lines, in line order.',
      }),
      approvalsRequired: t.field({
        description: 'Its approval steps.',
        type: [Step],
        resolve: (r) => r.approvals,
      }),
      attachmentCount: t.exposeInt('attachmentCount', {
        description: 'How many files it has: attachments plus expense attachments (F-008).',
      }),
    }),
  });

  const Page = builder.objectRef<FinanceTimesheetPage>('FinanceTimesheetPage').implement({
    description: 'One page of the finance timesheets list and how many sheets match in all.',
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'How many sheets match in all.' }),
      timesheets: t.field({
        description: 'The sheets of this page.',
        type: [Row],
        resolve: (page) => page.rows,
      }),
    }),
  });

  builder.objectFields(Finance, (t) => ({
    timesheets: t.field({
      ...groupRule('finance', 'super-admin'),
      type: Page,
      description:
        'Timesheets whose week ends from startDate to endDate (YYYYMMDD, inclusive), by person then week (F-005). ' +
        'queryString matches name, e-mail, project, client or deliverable; status keeps the given statuses ' +
        '(all when absent); name filters on the person’s name. Paged by offset and limit (default 50, at most 200). ' +
        'Finance, and super-admins (the accounting-system push list, S-017).',
      args: {
        startDate: t.arg.string({ description: 'First week end (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last week end (YYYYMMDD), inclusive.', required: true }),
        queryString: t.arg.string({
          description: "Text found in the person's name or e-mail, a project, client or deliverable.",
        }),
        status: t.arg.stringList({ description: 'Only these statuses; omitted: all.' }),
        name: t.arg.string({ description: "Words of the person's name." }),
        offset: t.arg.int({ description: 'How many sheets to skip.' }),
        limit: t.arg.int({ description: 'How many sheets to answer (default 50, at most 200).' }),
      },
      resolve: (_marker, rawArgs, context) => {
        requireViewer(context);
        const input = parseInput(financeTimesheetsArgs, rawArgs);
        return listFinanceTimesheets(context.deps.db, {
          startDate: input.startDate,
          endDate: input.endDate,
          queryString: input.queryString?.trim() ?? '',
          statuses: [...new Set(input.status ?? [])],
          name: input.name?.trim() ?? '',
          offset: input.offset ?? 0,
          limit: input.limit ?? DEFAULT_PAGE_SIZE,
        });
      },
    }),
  }));
}
