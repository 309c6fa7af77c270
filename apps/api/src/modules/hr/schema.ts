import { mayReadHumanResources } from '@tally/domain/policies/hr';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import type { HrMarker, SchemaRefs } from '../../graphql/refs.ts';
import { namespaceTypeRule, policyRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { financialInput, rangeArgs, rangeInput } from './inputs.ts';
import { financialsOf, listActiveStaff, listHrUsers, userTaskTotals } from './queries.ts';
import type {
  ActiveStaffRecord,
  DelinquentUser,
  DelinquentWeek,
  FinancialRecord,
  HrUserRecord,
  RollupRecord,
} from './records.ts';
import { addUserFinancial } from './use-cases/add-user-financial.ts';
import { removeUserFinancial } from './use-cases/remove-user-financial.ts';
import { updateUserFinancial } from './use-cases/update-user-financial.ts';
import { usersWithLateTimesheets } from './use-cases/users-with-late-timesheets.ts';

const MARKER: HrMarker = { namespace: 'hr' };

/**
 * The human-resources screens (part 3 §2): `hr { users, userTaskTotals }`, the User fields `hr.financials`,
 * and addUserFinancial, updateUserFinancial, removeUserFinancial (part 3 §7). Members of human-resources only.
 */
export function registerHr(builder: Builder, refs: SchemaRefs) {
  const hrOnly = policyRule(mayReadHumanResources);

  const UserFinancial = builder.objectRef<FinancialRecord>('UserFinancial').implement({
    description: 'One hourly-cost record of a user (part 3 §3).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The record's id (the indexId of updateUserFinancial)." }),
      hourlyCost: t.exposeFloat('hourlyCost', { description: 'Hourly cost in dollars.' }),
      startDate: t.exposeString('startDate', { description: 'YYYYMMDD' }),
      endDate: t.exposeString('endDate', { nullable: true, description: 'YYYYMMDD; none when open-ended.' }),
    }),
  });

  const UserHr = builder.objectRef<HrUserRecord>('UserHr').implement({
    description: 'HR data of a user.',
    fields: (t) => ({
      financials: t.field({
        type: [UserFinancial],
        description: 'Hourly-cost records, ascending by start date (H-002).',
        resolve: (user, _args, context) =>
          requestLoader(context, 'hr.financials', (ids) => financialsOf(context.deps.db, ids), []).load(
            user.id,
          ),
      }),
    }),
  });

  const HrUser = refs.HrUser.implement({
    description: 'A user with the details of the HR screens (part 3 §3).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The user's id." }),
      firstName: t.exposeString('firstName', { description: 'First name.' }),
      lastName: t.exposeString('lastName', { description: 'Last name.' }),
      email: t.exposeString('email', { nullable: true, description: 'The first e-mail address.' }),
      title: t.exposeString('title', { description: 'Job title, if any.', nullable: true }),
      imageUrl: t.exposeString('imageUrl', { description: 'Profile picture URL, if any.', nullable: true }),
      employeeType: t.exposeString('employeeType', { description: 'Employee type, if any.', nullable: true }),
      department: t.exposeString('department', { description: 'Department, if any.', nullable: true }),
      role: t.exposeString('role', { description: 'Role, if any.', nullable: true }),
      payrollId: t.exposeString('payrollId', { description: 'Payroll id, if any.', nullable: true }),
      defaultRate: t.float({
        description: 'Default hourly rate in dollars, if set.',
        nullable: true,
        resolve: (user) => (user.defaultRate === null ? null : Number(user.defaultRate)),
      }),
      accountActive: t.exposeBoolean('accountActive', { description: 'False once deactivated.' }),
      hr: t.field({ description: 'The HR details.', type: UserHr, resolve: (user) => user }),
    }),
  });

  const UserTaskTotal = builder.objectRef<RollupRecord>('UserTaskTotal').implement({
    description:
      "One row of 'Employee Rollups by Task': a person's approved hours on one deliverable (H-019).",
    fields: (t) => ({
      userId: t.exposeID('userId', { description: 'The person.' }),
      name: t.exposeString('name', { description: 'Their full name.' }),
      email: t.exposeString('email', { description: 'Their sign-in address.', nullable: true }),
      projectId: t.exposeID('projectId', { description: 'The project.' }),
      project: t.exposeString('project', { description: "The project's name." }),
      deliverableId: t.exposeID('deliverableId', { description: 'The deliverable.' }),
      deliverable: t.exposeString('deliverable', { description: "The deliverable's name." }),
      milestone: t.exposeString('milestone', {
        description: "The deliverable's category (milestone); empty for none.",
      }),
      hours: t.exposeFloat('hours', { description: 'Approved hours in the range.' }),
    }),
  });

  const Hr = refs.HrQueries.implement({
    ...namespaceTypeRule,
    description: 'Human-resources queries; every field has its own auth rule (human-resources group).',
    fields: (t) => ({
      users: t.field({
        ...hrOnly,
        type: [HrUser],
        description: 'Every user with details, by first then last name (the User Hourly Cost table, H-001).',
        resolve: (_marker, _args, context) => listHrUsers(context.deps.db),
      }),
      userTaskTotals: t.field({
        ...hrOnly,
        type: [UserTaskTotal],
        description:
          'Approved hours per employee and deliverable from the day entries inside the range (H-019, H-020).',
        args: {
          startDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
          endDate: t.arg.string({ required: true, description: 'YYYYMMDD' }),
        },
        resolve: (_marker, args, context) => {
          const input = parseInput(rangeInput, args);
          return userTaskTotals(context.deps.db, input.startDate, input.endDate);
        },
      }),
    }),
  });

  builder.queryField('hr', (t) =>
    t.field({
      ...signedInRule,
      type: Hr,
      description: 'Namespace of the human-resources queries.',
      resolve: () => MARKER,
    }),
  );

  const financialArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
    userId: t.arg.id({ description: 'The user.', required: true }),
    hourlyCost: t.arg.float({ description: 'Hourly cost in dollars, 0 to 1,000,000.' }),
    startDate: t.arg.string({ description: 'YYYYMMDD' }),
    endDate: t.arg.string({ description: 'YYYYMMDD; empty or null for none' }),
  });

  builder.mutationField('addUserFinancial', (t) =>
    t.field({
      ...hrOnly,
      type: HrUser,
      description: 'Adds an hourly-cost record to a user (H-007); answers the user with hr.financials.',
      args: financialArgs(t),
      resolve: (_root, args, context) => addUserFinancial(context.deps.db, parseInput(financialInput, args)),
    }),
  );

  builder.mutationField('updateUserFinancial', (t) =>
    t.field({
      ...hrOnly,
      type: HrUser,
      description: "Changes an hourly-cost record (H-008); indexId is the record's _id.",
      args: {
        ...financialArgs(t),
        indexId: t.arg.id({ description: 'The record (UserFinancial._id).', required: true }),
      },
      resolve: (_root, args, context) =>
        updateUserFinancial(context.deps.db, parseInput(financialInput.and(z.object({ indexId: id })), args)),
    }),
  );

  builder.mutationField('removeUserFinancial', (t) =>
    t.field({
      ...hrOnly,
      type: HrUser,
      description: "Removes an hourly-cost record (H-009); indexId is the record's _id.",
      args: {
        userId: t.arg.id({ description: 'The user.', required: true }),
        indexId: t.arg.id({ description: 'The record (UserFinancial._id).', required: true }),
      },
      resolve: (_root, args, context) =>
        removeUserFinancial(context.deps.db, parseInput(z.object({ userId: id, indexId: id }), args)),
    }),
  );
}

/** hr.activeStaff (H-012) and hr.usersWithTimesheet (H-013, H-014): human-resources group only. */
export function registerHrReports(builder: Builder, refs: SchemaRefs): void {
  const hrOnly = policyRule(mayReadHumanResources);

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
