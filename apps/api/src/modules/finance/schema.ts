import { mayListFinanceTimesheets, mayUseFinanceTools } from '@tally/domain/policies/finance';
import { isoToCompact } from '@tally/domain/shared/dates';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { policyRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { financeTimesheetSnapshots, snapshotRange } from '../projects/index.ts';
import { submitManualTimesheet } from '../timesheets/index.ts';
import { DEFAULT_PAGE_SIZE, financeTimesheetsArgs, submitInput } from './inputs.ts';
import { listFinanceTimesheets, listManualTimesheetUsers } from './queries.ts';
import type {
  FinanceApprovalStep,
  FinanceTimesheetPage,
  FinanceTimesheetRow,
  ManualTimesheetUser,
} from './records.ts';

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
      ...policyRule(mayListFinanceTimesheets),
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

/** Finance, and admins who may act for any user (Gap 31); the server enforces it on every field. */
const financeOrAdmin = policyRule(mayUseFinanceTools);

/**
 * 'Add Timesheet for Other Users' (F-075..F-082): finance.manualTimesheetUsers for the user select and
 * submitManualTimesheet. The week itself uses the timesheet fields (timesheet(endDate, user),
 * createTimesheet(endDate, user), addHours(..., user), recallTimesheet).
 */
export function registerManualTimesheets(builder: Builder, refs: SchemaRefs): void {
  const { FinanceQueries: Finance, Timesheet } = refs;

  const User = builder.objectRef<ManualTimesheetUser>('ManualTimesheetUser').implement({
    description: "A user whose timesheets finance may enter ('first last - email' in the select).",
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The user's id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      email: t.exposeString('email', { nullable: true, description: 'The first e-mail address.' }),
      accountActive: t.exposeBoolean('accountActive', { description: 'False once deactivated.' }),
    }),
  });

  builder.objectFields(Finance, (t) => ({
    manualTimesheetUsers: t.field({
      ...financeOrAdmin,
      type: [User],
      description:
        'Users for the manual timesheet entry, by first then last name; inactive ones only with includeInactive (F-077).',
      args: { includeInactive: t.arg.boolean({ description: 'True: inactive accounts too.' }) },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        return listManualTimesheetUsers(context.deps.db, { includeInactive: args.includeInactive === true });
      },
    }),
  }));

  const Input = builder.inputType('SubmitManualTimesheetInput', {
    description: "A user's timesheet finance submits for them (F-080).",
    fields: (t) => ({
      timesheetId: t.id({ description: 'The sheet to submit.', required: true }),
      regularApproval: t.boolean({
        required: true,
        description:
          'True: the regular approval routing, approvers e-mailed. False: Approved at once, no e-mail.',
      }),
      user: t.id({ required: true, description: "The sheet's owner." }),
    }),
  });

  builder.mutationField('submitManualTimesheet', (t) =>
    t.field({
      ...financeOrAdmin,
      type: Timesheet,
      description:
        "Finance submits a user's sheet (F-080) with the employee's submit checks: with regularApproval it " +
        'follows the regular approval process (approvers e-mailed); without it the sheet is Approved at once ' +
        'by the finance user and no e-mail is sent (F-082).',
      args: { input: t.arg({ description: 'The sheet and how to route it.', type: Input, required: true }) },
      resolve: (_root, args, context) =>
        submitManualTimesheet(context.deps, requireViewer(context), parseInput(submitInput, args.input)),
    }),
  );
}

/**
 * finance.timesheetSnapshots (F-016, F-023): the task days of every project in a range, one row per task
 * day (C-051..C-056), for the daily and weekly snapshots and the custom report builder.
 */
export function registerFinanceSnapshots(builder: Builder, refs: SchemaRefs): void {
  const { FinanceQueries: Finance, TimesheetSnapshot: Snapshot } = refs;

  builder.objectFields(Finance, (t) => ({
    timesheetSnapshots: t.field({
      ...policyRule(mayUseFinanceTools),
      type: [Snapshot],
      description:
        'The task days of every project from startDate to endDate (YYYYMMDD, inclusive, at most 366 days), by ' +
        'date then id; days outside the range are left out (C-056). Finance and admin groups.',
      args: {
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        const input = parseInput(snapshotRange, args);
        return financeTimesheetSnapshots(context.deps, { from: input.startDate, to: input.endDate });
      },
    }),
  }));
}
