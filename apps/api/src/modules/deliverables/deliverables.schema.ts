import type { ObjectRef } from '@pothos/core';
import { isCompactDate, tryCompactToIso } from '@tally/domain/dates';
import {
  DELIVERABLE_STATUSES,
  isMilestoneLevel,
  DELIVERABLE_MESSAGES as M,
} from '@tally/domain/deliverables';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../graphql/validation.ts';
import { projectManagementRefs } from '../approvals/approvals.schema.ts';
import { readableProject } from '../projects/project.access.ts';
import { projectTypes } from '../projects/project.type.ts';
import { id } from '../timesheets/timesheet.args.ts';
import {
  type AssignmentRecord,
  type DeliverableTaskRow,
  findCategoryExpenses,
  findDeliverableTasks,
} from './deliverables.queries.ts';
import {
  addDeliverable,
  addDeliverableResource,
  type DeliverableChanges,
  type DeliverableView,
  type FeeGridCategoryView,
  loadDeliverableViews,
  loadFeeGridCategories,
  removeDeliverable,
  removeDeliverableResource,
  resourcesOfDeliverable,
  saveMilestoneBudget,
  setCategoryExpenseBudget,
  updateDeliverable,
  updateDeliverableResource,
} from './deliverables.service.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** The Deliverable type of each builder, for other areas (summary grid, financials) that show deliverables. */
export const deliverableRefs = new WeakMap<Builder, ObjectRef<Types, DeliverableView>>();

const num = (value: string | null): number | null => (value === null ? null : Number(value));
const compact = (value: string | null): string | null => value?.replaceAll('-', '') ?? null;

const required = z
  .string({ error: whenMissing(M.required) })
  .trim()
  .min(1, M.required)
  .max(200);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === '' ? null : value));
const amount = z.number().min(0, M.negative).max(1e11).nullish();
const percent = z.number().min(0, M.negative).max(100, M.percentTooHigh).nullish();
const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value == null || isCompactDate(value), { message: M.invalidDate, abort: true })
  .transform((value) => (value == null ? value : (tryCompactToIso(value) ?? value)));

const addSchema = z.object({
  projectId: id,
  milestoneName: required,
  deliverableName: required,
  budget: amount,
  budgetPercent: percent,
  budgetedHours: amount,
});

const updateSchema = z.object({
  id,
  deliverableName: required.optional(),
  milestoneName: required.optional(),
  accountingCode: optionalText(),
  accountingCodeSuffix: optionalText(),
  budget: amount,
  rate: amount,
  blendedRate: amount,
  budgetPercent: percent,
  expenseId: optionalText(),
  expenseBudget: amount,
  disabled: z.boolean().nullish(),
  startDate: optionalDate,
  endDate: optionalDate,
  billingDate: optionalDate,
  status: z.enum(DELIVERABLE_STATUSES, { error: M.invalidStatus }).nullish(),
  trackAgainstTimeOff: z.boolean().nullish(),
  budgetedHours: amount,
});

const milestoneSchema = z.object({
  projectId: id,
  milestoneName: required,
  budget: amount,
  budgetPercent: percent,
  blendedRate: amount,
  expenseBudget: amount,
});

const assignmentSchema = z.object({
  deliverableId: id,
  input: z.object({ resourceId: id, budgetedHours: z.number().nullish() }),
});

/** Only the arguments that were sent: undefined leaves a field unchanged, null clears it. */
function sentOnly<T extends Record<string, unknown>>(parsed: T, raw: Record<string, unknown>): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(parsed) as (keyof T)[]) {
    if (raw[key as string] !== undefined) result[key] = parsed[key];
  }
  return result;
}

/** Registers deliverables, milestones and resource assignments (helper: deliverables). */
export function registerDeliverables(builder: Builder): void {
  const { Project } = projectTypes(builder);
  const ProjectManagement = projectManagementRefs.get(builder);
  if (!ProjectManagement) throw new Error('registerApprovals must run before registerDeliverables');

  const AssignedUser = builder
    .objectRef<{ firstName: string; lastName: string }>('DeliverableResourceUser')
    .implement({
      description: 'The account of a team member assigned to a deliverable.',
      fields: (t) => ({
        firstName: t.exposeString('firstName', { description: 'First name of the account.' }),
        lastName: t.exposeString('lastName', { description: 'Last name of the account.' }),
      }),
    });
  const AssignedResource = builder
    .objectRef<AssignmentRecord['resource']>('DeliverableResourcePerson')
    .implement({
      description: 'A team member assigned to a deliverable.',
      fields: (t) => ({
        _id: t.exposeID('id', { description: 'The team member (Resource._id).' }),
        name: t.string({
          description: 'Name as entered on the team; null when not set.',
          nullable: true,
          resolve: (r) => r.name ?? (r.user ? `${r.user.firstName} ${r.user.lastName}`.trim() : null),
        }),
        email: t.exposeString('email', { description: 'E-mail of the team member.' }),
        user: t.field({
          description: 'Their account, when the e-mail belongs to one.',
          type: AssignedUser,
          nullable: true,
          resolve: (r) => r.user,
        }),
      }),
    });
  const Assignment = builder.objectRef<AssignmentRecord>('DeliverableAssignment').implement({
    description: 'Hours budgeted for one team member on one deliverable (M-091).',
    fields: (t) => ({
      deliverableId: t.exposeID('deliverableId', { description: 'The deliverable.' }),
      resourceId: t.exposeID('resourceId', { description: 'The team member (Resource._id).' }),
      budgetedHours: t.exposeFloat('budgetedHours', {
        description: 'Hours budgeted for them on the deliverable.',
      }),
      resource: t.field({
        description: 'The team member.',
        type: AssignedResource,
        resolve: (a) => a.resource,
      }),
    }),
  });
  const DeliverableExpense = builder
    .objectRef<{ expenseId: string; budget: number | null }>('DeliverableExpense')
    .implement({
      description: 'The budget a category (milestone) gives one project expense.',
      fields: (t) => ({
        expenseId: t.exposeString('expenseId', {
          description: 'The project expense (Expense._id) the category budgets.',
        }),
        budget: t.float({
          description: 'Dollars of the expense the category gives; null when none.',
          nullable: true,
          resolve: (e) => e.budget,
        }),
      }),
    });

  const DeliverableTask = builder.objectRef<DeliverableTaskRow>('DeliverableTask').implement({
    description: 'One timesheet task (a day entry) booked on a deliverable.',
    fields: (t) => ({
      _id: t.exposeID('id', { description: 'The day entry (TimesheetTask._id).' }),
      hours: t.exposeFloat('hours', { description: 'Hours of the day entry.' }),
    }),
  });

  const Deliverable = builder.objectRef<DeliverableView>('Deliverable').implement({
    description:
      'A deliverable of a project, grouped under its milestone (milestoneName); the row named like its milestone holds the milestone budget.',
    fields: (t) => ({
      _id: t.id({ description: "The deliverable's id.", resolve: (v) => v.record.deliverable.id }),
      projectId: t.id({
        description: 'The project it belongs to.',
        resolve: (v) => v.record.deliverable.projectId,
      }),
      milestoneName: t.string({
        description: 'Its category (milestone); null for none.',
        nullable: true,
        resolve: (v) => v.record.milestoneName,
      }),
      deliverableName: t.string({ description: 'Its name.', resolve: (v) => v.record.deliverable.name }),
      accountingCode: t.string({
        nullable: true,
        description: "Shown to finance as 'BU Code'.",
        resolve: (v) => v.record.deliverable.accountingCode,
      }),
      accountingCodeSuffix: t.string({
        nullable: true,
        description: "Shown to finance as 'IS Code'.",
        resolve: (v) => v.record.deliverable.accountingCodeSuffix,
      }),
      expenseId: t.string({
        description: 'Its expense id (an expense item of the accounting system), if any.',
        nullable: true,
        resolve: (v) => v.record.deliverable.expenseId,
      }),
      expenseBudget: t.float({
        description: 'Dollars of expenses budgeted for it; null for none.',
        nullable: true,
        resolve: (v) => num(v.record.deliverable.expenseBudget),
      }),
      expenses: t.field({
        type: [DeliverableExpense],
        description:
          "The budgets the deliverable's category sets aside per project expense (the summary fee grid, M-047); on the milestone-level row only, empty on the others.",
        resolve: async (v, _args, context) => {
          const milestoneId = v.record.deliverable.milestoneId;
          if (
            !milestoneId ||
            !isMilestoneLevel({
              deliverableName: v.record.deliverable.name,
              milestoneName: v.record.milestoneName,
            })
          ) {
            return [];
          }
          return requestLoader(
            context,
            'deliverable-category-expenses',
            (ids) => findCategoryExpenses(context.deps.db, ids),
            [],
          ).load(milestoneId);
        },
      }),
      tasks: t.field({
        type: [DeliverableTask],
        description:
          'The timesheet tasks (day entries, any status) booked on the deliverable in this project, with their hours; loaded for all deliverables of a request at once.',
        resolve: (v, _args, context) =>
          requestLoader(
            context,
            'deliverable-tasks',
            (keys) =>
              findDeliverableTasks(
                context.deps.db,
                keys.map((key) => {
                  const [projectId = '', deliverableId = ''] = key.split('|');
                  return { projectId, deliverableId };
                }),
              ),
            [],
          ).load(`${v.projectId}|${v.record.deliverable.id}`),
      }),
      budget: t.float({
        description: 'Its budget in dollars.',
        resolve: (v) => Number(v.record.deliverable.budget),
      }),
      budgetPercent: t.float({
        nullable: true,
        description: 'Share of the project budget in percent (25 = 25 %).',
        resolve: (v) => num(v.record.deliverable.budgetPercent),
      }),
      blendedRate: t.float({
        description: 'Hourly rate used to turn its budget into hours; null when not set.',
        nullable: true,
        resolve: (v) => num(v.record.deliverable.blendedRate),
      }),
      rate: t.float({
        nullable: true,
        description: 'The deliverable rate; null when not set (the role rates apply, C-024).',
        resolve: (v) => num(v.record.deliverable.rate),
      }),
      budgetedHours: t.float({
        description: 'Hours budgeted for it; null when not set.',
        nullable: true,
        resolve: (v) => num(v.record.deliverable.budgetedHours),
      }),
      totalBudgetedHours: t.float({
        description: 'Sum of the hours budgeted for the assigned resources.',
        resolve: (v) => Math.round(v.assignments.reduce((sum, a) => sum + a.budgetedHours, 0) * 100) / 100,
      }),
      totalApprovedHours: t.float({
        nullable: true,
        description: 'Approved hours on the deliverable in this project; null when asked withHours: false.',
        resolve: (v) => v.hours,
      }),
      totalCost: t.float({
        nullable: true,
        description: 'Cost of the approved hours (C-024); null when asked withHours: false.',
        resolve: (v) => v.cost,
      }),
      costExplanation: t.string({
        nullable: true,
        description: 'How the cost was computed: hours × rate (rule) per person.',
        resolve: (v) => v.explanation,
      }),
      budgetStatus: t.string({
        nullable: true,
        description:
          'Overbudget / Onbudget, null when the budget is 0 or hours were not asked for (C-026). A milestone-level row compares the whole milestone.',
        resolve: (v) => v.budgetStatus,
      }),
      includeInAllProjects: t.boolean({
        description: "Bookable by everyone from every project's task picker (shared work such as time off).",
        resolve: (v) => v.record.deliverable.includeInAllProjects,
      }),
      disabled: t.boolean({
        description: 'No longer bookable: hidden from the task picker.',
        resolve: (v) => v.record.deliverable.disabled,
      }),
      status: t.string({
        description: 'Its status term (e.g. Active).',
        resolve: (v) => v.record.deliverable.status,
      }),
      startDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (v) => compact(v.record.deliverable.startDate),
      }),
      endDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (v) => compact(v.record.deliverable.endDate),
      }),
      billingDate: t.string({
        nullable: true,
        description: 'YYYYMMDD',
        resolve: (v) => compact(v.record.deliverable.billingDate),
      }),
      trackAgainstTimeOff: t.boolean({
        description: 'Hours booked on it count as time off taken (balances, reports).',
        resolve: (v) => v.record.deliverable.trackAgainstTimeOff,
      }),
      ignoreHoursInTotal: t.boolean({
        description: "Hours booked on it are left out of the timesheet's total.",
        resolve: (v) => v.record.deliverable.ignoreHoursInTotal,
      }),
      hasAssignedResources: t.boolean({
        description: 'Whether any team member has hours budgeted on it.',
        resolve: (v) => v.assignments.length > 0,
      }),
      sourceId: t.string({
        nullable: true,
        description: 'integration.sourceId',
        resolve: (v) => v.record.deliverable.sourceId,
      }),
      assignedResources: t.field({
        description: 'The team members with hours budgeted on it.',
        type: [Assignment],
        resolve: (v) => v.assignments,
      }),
    }),
  });
  deliverableRefs.set(builder, Deliverable);

  builder.objectFields(Project, (t) => ({
    deliverables: t.field({
      type: [Deliverable],
      description:
        'Deliverables in milestone order. withHours false leaves hours and cost null, so the page can load them milestone by milestone (M-077) by asking with the deliverableIds of one milestone at a time.',
      args: {
        withHours: t.arg.boolean({
          description: 'False: skip computing hours and cost (faster); default true.',
          defaultValue: true,
        }),
        deliverableIds: t.arg.idList({
          description: 'Only these deliverables of the project; omitted: all of them.',
        }),
      },
      resolve: (r, args, context) => {
        const input = parseInput(
          z.object({ withHours: z.boolean().nullish(), deliverableIds: z.array(id).max(2000).nullish() }),
          args,
        );
        const withHours = input.withHours ?? true;
        const ids = input.deliverableIds ?? null;
        const key = `deliverables:${withHours}:${ids ? [...ids].sort().join(',') : '*'}`;
        return requestLoader(
          context,
          key,
          (projectIds) =>
            loadDeliverableViews(context.deps.db, projectIds, { withHours, deliverableIds: ids }),
          [],
        ).load(r.project.id);
      },
    }),
  }));

  const FeeGridCategory = builder.objectRef<FeeGridCategoryView>('FeeGridCategory').implement({
    description:
      'A category (milestone) column of the Project Summary fee grid: its dollar budget and the budget it sets aside per expense (M-047).',
    fields: (t) => ({
      milestoneName: t.exposeString('milestoneName', { description: 'The category (milestone).' }),
      budget: t.float({
        description:
          'Milestone-level budget, else the sum of its deliverables; the expense budgets are editable only above 0.',
        resolve: (c) => c.budget,
      }),
      expenses: t.field({
        description: "The budgets the category gives the project's expenses.",
        type: [DeliverableExpense],
        resolve: (c) => c.expenses,
      }),
    }),
  });

  builder.objectFields(Project, (t) => ({
    feeGridCategories: t.field({
      type: [FeeGridCategory],
      description: "The Project Summary fee grid's category columns in milestone order (M-047).",
      resolve: (r, _args, context) =>
        requestLoader(
          context,
          'fee-grid-categories',
          (ids) => loadFeeGridCategories(context.deps.db, ids),
          [],
        ).load(r.project.id),
    }),
  }));

  builder.mutationField('setCategoryExpenseBudget', (t) =>
    t.field({
      ...signedInRule,
      type: FeeGridCategory,
      description:
        "Sets the budget a category gives one of the project's expenses (M-047); null or 0 removes it. Refused when the category has no budget, and while editing is locked.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        milestoneName: t.arg.string({ description: 'The category (milestone).', required: true }),
        expenseId: t.arg.id({ description: 'The project expense (Expense._id).', required: true }),
        budget: t.arg.float({ description: 'Dollars, 0 or more; null clears it.' }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          z.object({ projectId: id, milestoneName: required, expenseId: id, budget: amount }),
          args,
        );
        return setCategoryExpenseBudget(context.deps, requireViewer(context), {
          projectId: input.projectId,
          milestoneName: input.milestoneName,
          expenseId: input.expenseId,
          budget: input.budget ?? null,
        });
      },
    }),
  );

  const ProjectDeliverables = builder
    .objectRef<{ deductExpenses: boolean; deliverables: DeliverableView[] }>('ProjectDeliverables')
    .implement({
      description: "A project's deliverables with whether expenses count in its budget used.",
      fields: (t) => ({
        deductExpenses: t.exposeBoolean('deductExpenses', {
          description: 'Whether the project counts expenses in its budget used.',
        }),
        deliverables: t.field({
          description: 'The deliverables, in category (milestone) order.',
          type: [Deliverable],
          resolve: (r) => r.deliverables,
        }),
      }),
    });

  builder.objectFields(ProjectManagement, (t) => ({
    getProjectDeliverablesByProjectId: t.field({
      ...signedInRule,
      type: ProjectDeliverables,
      description:
        'The deliverables of a project with hours and cost, and whether expenses are deducted (M-090).',
      args: { projectId: t.arg.id({ description: 'The project.', required: true }) },
      resolve: async (_marker, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        const { project } = await readableProject(context.deps, requireViewer(context), input.projectId);
        const views = await loadDeliverableViews(context.deps.db, [project.id], { withHours: true });
        return { deductExpenses: project.deductExpenses, deliverables: views.get(project.id) ?? [] };
      },
    }),
    getResourcesByDeliverableId: t.field({
      ...signedInRule,
      type: [Assignment],
      description: 'The resources assigned to a deliverable with their budgeted hours (M-096).',
      args: { deliverableId: t.arg.id({ description: 'The deliverable.', required: true }) },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ deliverableId: id }), args);
        return resourcesOfDeliverable(context.deps, requireViewer(context), input.deliverableId);
      },
    }),
  }));

  builder.mutationField('addDeliverable', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      description:
        "Adds a deliverable under a category (milestone), creating the category when new (M-079). 'Required' when either name is empty; refused while editing is locked.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        milestoneName: t.arg.string({ description: 'Its category (milestone); created when new.' }),
        deliverableName: t.arg.string({ description: 'Its name (required).' }),
        budget: t.arg.float({ description: 'Its budget in dollars.' }),
        budgetPercent: t.arg.float({
          description: "Its budget as a percentage of the project's budget (instead of budget).",
        }),
        budgetedHours: t.arg.float({ description: 'Hours budgeted for it.' }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(addSchema, args);
        return addDeliverable(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('updateDeliverable', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      nullable: true,
      description:
        "Edits a deliverable (M-081); only the arguments given change, null clears. With the accounting integration enabled a start date is required for non-category items ('Start Date is required'). A milestone-level row left with neither budget nor percent is removed and null is returned (M-073).",
      args: {
        id: t.arg.id({ description: 'The deliverable.', required: true }),
        deliverableName: t.arg.string({ description: 'New name.' }),
        milestoneName: t.arg.string({ description: 'New category (milestone).' }),
        accountingCode: t.arg.string({ description: 'Its code in the accounting system.' }),
        accountingCodeSuffix: t.arg.string({ description: 'Suffix appended to the accounting code.' }),
        budget: t.arg.float({ description: 'Budget in dollars.' }),
        rate: t.arg.float({ description: 'Hourly rate charged for it (the first rate of C-024).' }),
        blendedRate: t.arg.float({ description: 'Hourly rate that turns the budget into hours.' }),
        budgetPercent: t.arg.float({ description: "Budget as a percentage of the project's budget." }),
        expenseId: t.arg.string({
          description: 'Its expense id (an expense item of the accounting system).',
        }),
        expenseBudget: t.arg.float({ description: 'Dollars of expenses budgeted.' }),
        disabled: t.arg.boolean({ description: 'True: no longer bookable.' }),
        startDate: t.arg.string({ description: 'YYYYMMDD' }),
        endDate: t.arg.string({ description: 'YYYYMMDD' }),
        billingDate: t.arg.string({ description: 'YYYYMMDD' }),
        status: t.arg.string({ description: 'Not Started, In Progress or Completed' }),
        trackAgainstTimeOff: t.arg.boolean({ description: 'True: hours on it count as time off taken.' }),
        budgetedHours: t.arg.float({ description: 'Hours budgeted.' }),
      },
      resolve: (_root, args, context) => {
        const raw = args as Record<string, unknown>;
        const parsed = parseInput(updateSchema, {
          ...args,
          deliverableName: raw.deliverableName === null ? '' : raw.deliverableName,
          milestoneName: raw.milestoneName === null ? '' : raw.milestoneName,
        });
        const { id: deliverableId, ...rest } = parsed;
        const changes = sentOnly(rest, raw) as DeliverableChanges;
        return updateDeliverable(context.deps, requireViewer(context), deliverableId, changes);
      },
    }),
  );

  builder.mutationField('saveMilestoneBudget', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      nullable: true,
      description:
        'Milestone-level save (M-074): budget, budgetPercent, blendedRate and expenseBudget of the row named like the milestone, created when missing and removed (null) when neither budget nor percent remains (M-073).',
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        milestoneName: t.arg.string({ description: 'The category (milestone).', required: true }),
        budget: t.arg.float({ description: "The category's budget in dollars." }),
        budgetPercent: t.arg.float({ description: "Its budget as a percentage of the project's budget." }),
        blendedRate: t.arg.float({ description: 'Hourly rate that turns the budget into hours.' }),
        expenseBudget: t.arg.float({ description: 'Dollars of expenses budgeted.' }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(milestoneSchema, args);
        return saveMilestoneBudget(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('removeDeliverable', (t) =>
    t.field({
      ...signedInRule,
      type: 'ID',
      description:
        "Deletes a deliverable (M-082); refused with 'Cannot delete deliverable. Approved hours have already been submitted to it.' when approved hours exist, and when any timesheet still references it.",
      args: { deliverableId: t.arg.id({ description: 'The deliverable to delete.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ deliverableId: id }), args);
        return removeDeliverable(context.deps, requireViewer(context), input.deliverableId);
      },
    }),
  );

  const AssignmentInput = builder.inputType('DeliverableResourceInput', {
    description: 'A team member and the hours budgeted for them on a deliverable.',
    fields: (t) => ({
      resourceId: t.id({
        description: "The team member (Resource._id) of the deliverable's project.",
        required: true,
      }),
      budgetedHours: t.float({ description: 'Steps of 0.25; empty = 0.' }),
    }),
  });

  builder.mutationField('addDeliverableResource', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      description:
        'Assigns a resource of the same project to the deliverable (M-093); refused when netsuite-url is set and while editing is locked.',
      args: {
        deliverableId: t.arg.id({ description: 'The deliverable.', required: true }),
        input: t.arg({
          description: 'The team member and their budgeted hours.',
          type: AssignmentInput,
          required: true,
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(assignmentSchema, args);
        return addDeliverableResource(context.deps, requireViewer(context), input.deliverableId, input.input);
      },
    }),
  );

  builder.mutationField('updateDeliverableResource', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      description: 'Changes the hours budgeted for an assigned resource (M-092): steps of 0.25, empty = 0.',
      args: {
        deliverableId: t.arg.id({ description: 'The deliverable.', required: true }),
        input: t.arg({
          description: 'The team member and their new budgeted hours.',
          type: AssignmentInput,
          required: true,
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(assignmentSchema, args);
        return updateDeliverableResource(
          context.deps,
          requireViewer(context),
          input.deliverableId,
          input.input,
        );
      },
    }),
  );

  builder.mutationField('removeDeliverableResource', (t) =>
    t.field({
      ...signedInRule,
      type: Deliverable,
      description: 'Removes a resource from the deliverable (M-094).',
      args: {
        deliverableId: t.arg.id({ description: 'The deliverable.', required: true }),
        resourceId: t.arg.id({ description: 'The team member (Resource._id).', required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ deliverableId: id, resourceId: id }), args);
        return removeDeliverableResource(
          context.deps,
          requireViewer(context),
          input.deliverableId,
          input.resourceId,
        );
      },
    }),
  );
}
