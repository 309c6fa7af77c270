import { HOURLY_COST_MESSAGES as M } from '@tally/domain/hr/hourly-cost';
import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import type { HrMarker, SchemaRefs } from '../../graphql/refs.ts';
import { groupRule, namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../graphql/validation.ts';
import {
  addUserFinancial,
  type FinancialRecord,
  financialsOf,
  type HrUserRecord,
  listHrUsers,
  removeUserFinancial,
  updateUserFinancial,
} from './hr.service.ts';
import { type RollupRecord, userTaskTotals } from './rollups.queries.ts';

const MARKER: HrMarker = { namespace: 'hr' };

const INVALID_DATE = 'Enter a date as YYYYMMDD';
/** The most days one rollup request may cover (about ten years). */
const MAX_RANGE_DAYS = 3700;

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */
const compactDate = z
  .string()
  .refine(isCompactDate, { message: INVALID_DATE, abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

/** The financial form's rules (part 3 §5), checked again here: the server enforces each one. */
const financialInput = z
  .object({
    userId: id,
    hourlyCost: z.number({ error: M.hourlyCostRequired }).finite(M.hourlyCostRequired).min(0, M.positive),
    startDate: z
      .string({ error: whenMissing(M.startDateRequired) })
      .trim()
      .min(1, M.startDateRequired)
      .pipe(compactDate),
    endDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(compactDate.nullable()),
  })
  .superRefine((value, context) => {
    if (value.endDate !== null && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
  });

export const rangeInput = z
  .object({ startDate: compactDate, endDate: compactDate })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
    if (days > MAX_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The selected date range is too large.',
      });
    }
  });

/**
 * The human-resources screens (part 3 §2): `hr { users, userTaskTotals }`, the User fields `hr.financials`,
 * and addUserFinancial, updateUserFinancial, removeUserFinancial (part 3 §7). Members of human-resources only.
 */
export function registerHr(builder: Builder, refs: SchemaRefs) {
  const hrOnly = groupRule('human-resources');

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
