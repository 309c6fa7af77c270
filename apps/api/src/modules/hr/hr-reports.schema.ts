import { z } from 'zod';
import { compactDate } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { groupRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { type ActiveStaffRecord, listActiveStaff } from './hr-reports.queries.ts';
import { type DelinquentUser, type DelinquentWeek, usersWithLateTimesheets } from './hr-reports.service.ts';

/** The delinquency report reads at most about a year at once. */
const MAX_RANGE_DAYS = 366;

export const rangeArgs = z
  .object({ startDate: compactDate, endDate: compactDate })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must not be before start date.',
      });
    } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 > MAX_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The selected date range is too large.',
      });
    }
  });

/** hr.activeStaff (H-012) and hr.usersWithTimesheet (H-013, H-014): human-resources group only. */
export function registerHrReports(builder: Builder, refs: SchemaRefs): void {
  const hrOnly = groupRule('human-resources');

  const Staff = builder.objectRef<ActiveStaffRecord>('ActiveStaffMember').implement({
    description: 'An active user with their projects and approvers (All Active Users, H-012).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The user's id." }),
      name: t.exposeString('name', { description: 'Full name.' }),
      email: t.exposeString('email', { description: 'Sign-in address.', nullable: true }),
      title: t.exposeString('title', { description: 'Job title, if any.', nullable: true }),
      projects: t.exposeStringList('projects', { description: 'Projects they are an active resource of.' }),
      approvers: t.exposeStringList('approvers', {
        description:
          "Approver settings: an e-mail, a role, or 'Self'; delegated ones end with ' (delegated)'.",
      }),
    }),
  });

  const Week = builder.objectRef<DelinquentWeek>('DelinquentWeek').implement({
    description: 'A week whose timesheet was submitted late or is missing (H-014).',
    fields: (t) => ({
      weekEnd: t.exposeString('weekEnd', { description: 'YYYYMMDD' }),
      kind: t.exposeString('kind', { description: 'Late or Missing' }),
      status: t.exposeString('status', {
        nullable: true,
        description: 'The sheet status; none without a sheet.',
      }),
      submittedDate: t.exposeString('submittedDate', { nullable: true, description: 'ISO moment' }),
      hoursLate: t.exposeFloat('hoursLate', {
        description: 'Hours past the week end + 33 hours (for a missing sheet: until now).',
      }),
    }),
  });

  const User = builder.objectRef<DelinquentUser>('UserWithLateTimesheets').implement({
    description: 'A person with weeks whose timesheet is missing or late (H-013).',
    fields: (t) => ({
      _id: t.exposeID('userId', { description: "The user's id." }),
      name: t.exposeString('name', { description: 'Full name.' }),
      email: t.exposeString('email', { description: 'Sign-in address.', nullable: true }),
      timesheets: t.field({
        description: 'The weeks missing or late.',
        type: [Week],
        resolve: (user) => user.weeks,
      }),
    }),
  });

  builder.objectFields(refs.HrQueries, (t) => ({
    activeStaff: t.field({
      ...hrOnly,
      type: [Staff],
      description: 'Every active user with their projects and approvers, by name (H-012).',
      resolve: (_marker, _args, context) => listActiveStaff(context.deps.db),
    }),
    usersWithTimesheet: t.field({
      ...hrOnly,
      type: [User],
      description:
        'Users with late or missing timesheets for the weeks ending in [startDate, endDate] (H-013, H-014).',
      args: {
        startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
      },
      resolve: (_marker, args, context) => {
        const range = parseInput(rangeArgs, args);
        return usersWithLateTimesheets(
          context.deps.db,
          { start: range.startDate, end: range.endDate },
          context.deps.clock(),
        );
      },
    }),
  }));
}
