import { daysBetween, isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { compactDate, id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { parseInput } from '../../graphql/validation.ts';
import { projectTimesheetSnapshots } from './timesheet-snapshots.service.ts';

/** Task ids one request may name (a month of a large project's task days is far fewer). */
const MAX_TASK_IDS = 10_000;

/** Days (inclusive) one request may cover: clients fetch a month at a time (M-110); a leap year at most. */
const MAX_RANGE_DAYS = 366;

const compact = (iso: string | null) => (iso ? isoToCompact(iso) : null);

/** startDate..endDate (YYYYMMDD, inclusive), in order and at most MAX_RANGE_DAYS long; shared by every snapshot field. */
export const snapshotRange = z
  .object({ startDate: compactDate, endDate: compactDate })
  .refine((value) => value.endDate >= value.startDate, {
    path: ['endDate'],
    message: 'endDate must be on or after startDate.',
  })
  .refine((value) => daysBetween(value.startDate, value.endDate) < MAX_RANGE_DAYS, {
    path: ['endDate'],
    message: `startDate to endDate may cover at most ${MAX_RANGE_DAYS} days.`,
  });

/**
 * The TimesheetSnapshot type (C-051) and Project.timesheetSnapshots (M-032, M-110, T-045): the project's task
 * days flattened as C-051 describes.
 */
export function registerTimesheetSnapshots(builder: Builder, refs: SchemaRefs): void {
  const Snapshot = refs.TimesheetSnapshot.implement({
    description:
      'One task day of a timesheet, flattened with its sheet, person, project and deliverable (C-051). Dates are YYYYMMDD.',
    fields: (t) => ({
      _id: t.exposeID('id', {
        description: 'The task (day entry) id; rows fetched month by month merge by it.',
      }),
      timesheetId: t.exposeID('timesheet_id', { description: 'The timesheet.' }),
      status: t.exposeString('status', { description: "The timesheet's status." }),
      endDate: t.string({
        description: 'Its week-end day (YYYYMMDD).',
        resolve: (r) => isoToCompact(r.end_date),
      }),
      userId: t.exposeID('user_id', { description: 'Its owner.' }),
      lastName: t.exposeString('last_name', { description: "The owner's last name." }),
      firstName: t.exposeString('first_name', { description: "The owner's first name." }),
      role: t.exposeString('role', { description: "The owner's role, if any.", nullable: true }),
      email: t.exposeString('email', { description: "The owner's sign-in address.", nullable: true }),
      payrollId: t.exposeString('payroll_id', {
        description: "The owner's payroll id, if any.",
        nullable: true,
      }),
      name: t.string({
        description: "The person's full name, 'First Last'.",
        resolve: (r) => `${r.first_name} ${r.last_name}`,
      }),
      department: t.exposeString('department', { nullable: true, description: "The person's department." }),
      title: t.exposeString('title', { nullable: true, description: "The person's title." }),
      employeeType: t.exposeString('employee_type', {
        nullable: true,
        description: "The person's employee type (W-2 or C2C).",
      }),
      supervisor: t.exposeString('supervisor', {
        nullable: true,
        description: "The person's supervisor, 'First Last'.",
      }),
      supervisorName: t.exposeString('supervisor', {
        nullable: true,
        description: 'The same as supervisor, under the name `<user.supervisorName>` tokens use (C-055).',
      }),
      clientName: t.exposeString('client_name', {
        description: "The project's client, if any.",
        nullable: true,
      }),
      projectId: t.exposeID('project_id', { description: 'The project.' }),
      project: t.exposeString('project', { description: "The project's name." }),
      projectCode: t.exposeString('project_code', {
        description: "The project's code, if any.",
        nullable: true,
      }),
      classification: t.exposeString('classification', {
        nullable: true,
        description: "The project's classification (F-021), e.g. Overhead.",
      }),
      roles: t.exposeInt('roles', { description: 'How many roles the project has (C-052).' }),
      bu: t.exposeString('bu', {
        nullable: true,
        description: "The deliverable's accounting code-suffix when it has both, else the project's (C-053).",
      }),
      milestone: t.exposeString('milestone', {
        description: "The deliverable's category (milestone), if any.",
        nullable: true,
      }),
      deliverableId: t.exposeID('deliverable_id', { description: 'The deliverable.' }),
      deliverable: t.exposeString('deliverable', { description: "The deliverable's name." }),
      approvedOn: t.string({
        nullable: true,
        description: 'When the sheet was approved, else last changed; Approved sheets only (C-054).',
        resolve: (r) => compact(r.approved_on),
      }),
      approvers: t.exposeStringList('approvers', {
        description: 'E-mail addresses that may approve the sheet for this project, in step order.',
      }),
      taskdate: t.string({ description: 'The day (YYYYMMDD).', resolve: (r) => isoToCompact(r.date) }),
      hours: t.exposeFloat('hours', { description: 'Hours of the day.' }),
      comment: t.exposeString('comment', {
        nullable: true,
        description: "The task's comment, else its line's.",
      }),
      totalCost: t.exposeFloat('totalCost', {
        nullable: true,
        description: 'hours × rate (C-024); Approved sheets only (M-105).',
      }),
      rate: t.exposeFloat('rate', {
        nullable: true,
        description: 'The rate of C-024; Approved sheets only.',
      }),
    }),
  });

  builder.objectFields(refs.Project, (t) => ({
    timesheetSnapshots: t.field({
      type: [Snapshot],
      description:
        'The task days of the project from startDate to endDate (YYYYMMDD, inclusive, at most 366 days), only those of taskIds when given, by date (M-110: fetched month by month and merged by _id). Managers, finance and senior management.',
      args: {
        taskIds: t.arg.idList({ description: 'Only these deliverables (task ids); omitted: all.' }),
        startDate: t.arg.string({ description: 'First day (YYYYMMDD).', required: true }),
        endDate: t.arg.string({ description: 'Last day (YYYYMMDD), inclusive.', required: true }),
      },
      resolve: (r, args, context) => {
        const input = parseInput(
          snapshotRange.and(z.object({ taskIds: z.array(id).max(MAX_TASK_IDS).nullish() })),
          args,
        );
        return projectTimesheetSnapshots(context.deps, requireViewer(context), r, {
          from: input.startDate,
          to: input.endDate,
          taskIds: input.taskIds ?? undefined,
        });
      },
    }),
  }));
}
