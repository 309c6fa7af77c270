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
import { type DeliverableView, loadDeliverableViews, resourcesOfDeliverable } from './deliverable.views.ts';
import {
  type AssignmentRecord,
  type DeliverableTaskRow,
  findCategoryExpenses,
  findDeliverableTasks,
} from './deliverables.queries.ts';
import { addDeliverable } from './use-cases/add-deliverable.ts';
import { addDeliverableResource } from './use-cases/add-deliverable-resource.ts';
import { type FeeGridCategoryView, loadFeeGridCategories } from './use-cases/load-fee-grid-categories.ts';
import { removeDeliverable } from './use-cases/remove-deliverable.ts';
import { removeDeliverableResource } from './use-cases/remove-deliverable-resource.ts';
import { saveMilestoneBudget } from './use-cases/save-milestone-budget.ts';
import { setCategoryExpenseBudget } from './use-cases/set-category-expense-budget.ts';
import { type DeliverableChanges, updateDeliverable } from './use-cases/update-deliverable.ts';
import { updateDeliverableResource } from './use-cases/update-deliverable-resource.ts';

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
      fields: (t) => ({ firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName') }),
    });
  const AssignedResource = builder
    .objectRef<AssignmentRecord['resource']>('DeliverableResourcePerson')
    .implement({
      fields: (t) => ({
        _id: t.exposeID('id'),
        name: t.string({
          nullable: true,
          resolve: (r) => r.name ?? (r.user ? `${r.user.firstName} ${r.user.lastName}`.trim() : null),
        }),
        email: t.exposeString('email'),
        user: t.field({ type: AssignedUser, nullable: true, resolve: (r) => r.user }),
      }),
    });
  const Assignment = builder.objectRef<AssignmentRecord>('DeliverableAssignment').implement({
    description: 'Hours budgeted for one team member on one deliverable (M-091).',
    fields: (t) => ({
      deliverableId: t.exposeID('deliverableId'),
      resourceId: t.exposeID('resourceId'),
      budgetedHours: t.exposeFloat('budgetedHours'),
      resource: t.field({ type: AssignedResource, resolve: (a) => a.resource }),
    }),
  });
  const DeliverableExpense = builder
    .objectRef<{ expenseId: string; budget: number | null }>('DeliverableExpense')
    .implement({
      fields: (t) => ({
        expenseId: t.exposeString('expenseId'),
        budget: t.float({ nullable: true, resolve: (e) => e.budget }),
      }),
    });

  const DeliverableTask = builder.objectRef<DeliverableTaskRow>('DeliverableTask').implement({
    description: 'One timesheet task (a day entry) booked on a deliverable.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      hours: t.exposeFloat('hours'),
    }),
  });

  const Deliverable = builder.objectRef<DeliverableView>('Deliverable').implement({
    description:
      'A deliverable of a project, grouped under its milestone (milestoneName); the row named like its milestone holds the milestone budget.',
    fields: (t) => ({
      _id: t.id({ resolve: (v) => v.record.deliverable.id }),
      projectId: t.id({ resolve: (v) => v.record.deliverable.projectId }),
      milestoneName: t.string({ nullable: true, resolve: (v) => v.record.milestoneName }),
      deliverableName: t.string({ resolve: (v) => v.record.deliverable.name }),
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
      expenseId: t.string({ nullable: true, resolve: (v) => v.record.deliverable.expenseId }),
      expenseBudget: t.float({ nullable: true, resolve: (v) => num(v.record.deliverable.expenseBudget) }),
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
      budget: t.float({ resolve: (v) => Number(v.record.deliverable.budget) }),
      budgetPercent: t.float({
        nullable: true,
        description: 'Share of the project budget in percent (25 = 25 %).',
        resolve: (v) => num(v.record.deliverable.budgetPercent),
      }),
      blendedRate: t.float({ nullable: true, resolve: (v) => num(v.record.deliverable.blendedRate) }),
      rate: t.float({
        nullable: true,
        description: 'The deliverable rate; null when not set (the role rates apply, C-024).',
        resolve: (v) => num(v.record.deliverable.rate),
      }),
      budgetedHours: t.float({ nullable: true, resolve: (v) => num(v.record.deliverable.budgetedHours) }),
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
      includeInAllProjects: t.boolean({ resolve: (v) => v.record.deliverable.includeInAllProjects }),
      disabled: t.boolean({ resolve: (v) => v.record.deliverable.disabled }),
      status: t.string({ resolve: (v) => v.record.deliverable.status }),
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
      trackAgainstTimeOff: t.boolean({ resolve: (v) => v.record.deliverable.trackAgainstTimeOff }),
      ignoreHoursInTotal: t.boolean({ resolve: (v) => v.record.deliverable.ignoreHoursInTotal }),
      hasAssignedResources: t.boolean({ resolve: (v) => v.assignments.length > 0 }),
      sourceId: t.string({
        nullable: true,
        description: 'integration.sourceId',
        resolve: (v) => v.record.deliverable.sourceId,
      }),
      assignedResources: t.field({ type: [Assignment], resolve: (v) => v.assignments }),
    }),
  });
  deliverableRefs.set(builder, Deliverable);

  builder.objectFields(Project, (t) => ({
    deliverables: t.field({
      type: [Deliverable],
      description:
        'Deliverables in milestone order. withHours false leaves hours and cost null, so the page can load them milestone by milestone (M-077) by asking with the deliverableIds of one milestone at a time.',
      args: {
        withHours: t.arg.boolean({ defaultValue: true }),
        deliverableIds: t.arg.idList(),
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
      milestoneName: t.exposeString('milestoneName'),
      budget: t.float({
        description:
          'Milestone-level budget, else the sum of its deliverables; the expense budgets are editable only above 0.',
        resolve: (c) => c.budget,
      }),
      expenses: t.field({ type: [DeliverableExpense], resolve: (c) => c.expenses }),
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
        projectId: t.arg.id({ required: true }),
        milestoneName: t.arg.string({ required: true }),
        expenseId: t.arg.id({ required: true }),
        budget: t.arg.float(),
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
      fields: (t) => ({
        deductExpenses: t.exposeBoolean('deductExpenses'),
        deliverables: t.field({ type: [Deliverable], resolve: (r) => r.deliverables }),
      }),
    });

  builder.objectFields(ProjectManagement, (t) => ({
    getProjectDeliverablesByProjectId: t.field({
      ...signedInRule,
      type: ProjectDeliverables,
      description:
        'The deliverables of a project with hours and cost, and whether expenses are deducted (M-090).',
      args: { projectId: t.arg.id({ required: true }) },
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
      args: { deliverableId: t.arg.id({ required: true }) },
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
        projectId: t.arg.id({ required: true }),
        milestoneName: t.arg.string(),
        deliverableName: t.arg.string(),
        budget: t.arg.float(),
        budgetPercent: t.arg.float(),
        budgetedHours: t.arg.float(),
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
        id: t.arg.id({ required: true }),
        deliverableName: t.arg.string(),
        milestoneName: t.arg.string(),
        accountingCode: t.arg.string(),
        accountingCodeSuffix: t.arg.string(),
        budget: t.arg.float(),
        rate: t.arg.float(),
        blendedRate: t.arg.float(),
        budgetPercent: t.arg.float(),
        expenseId: t.arg.string(),
        expenseBudget: t.arg.float(),
        disabled: t.arg.boolean(),
        startDate: t.arg.string({ description: 'YYYYMMDD' }),
        endDate: t.arg.string({ description: 'YYYYMMDD' }),
        billingDate: t.arg.string({ description: 'YYYYMMDD' }),
        status: t.arg.string({ description: 'Not Started, In Progress or Completed' }),
        trackAgainstTimeOff: t.arg.boolean(),
        budgetedHours: t.arg.float(),
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
        projectId: t.arg.id({ required: true }),
        milestoneName: t.arg.string({ required: true }),
        budget: t.arg.float(),
        budgetPercent: t.arg.float(),
        blendedRate: t.arg.float(),
        expenseBudget: t.arg.float(),
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
      args: { deliverableId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ deliverableId: id }), args);
        return removeDeliverable(context.deps, requireViewer(context), input.deliverableId);
      },
    }),
  );

  const AssignmentInput = builder.inputType('DeliverableResourceInput', {
    fields: (t) => ({
      resourceId: t.id({ required: true }),
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
        deliverableId: t.arg.id({ required: true }),
        input: t.arg({ type: AssignmentInput, required: true }),
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
        deliverableId: t.arg.id({ required: true }),
        input: t.arg({ type: AssignmentInput, required: true }),
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
        deliverableId: t.arg.id({ required: true }),
        resourceId: t.arg.id({ required: true }),
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
