import type { ObjectRef } from '@pothos/core';
import { isMilestoneLevel } from '@tally/domain/deliverables';
import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { requestLoader } from '../../graphql/loaders.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
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
import { type FeeGridCategoryView, loadFeeGridCategories } from './use-cases/load-fee-grid-categories.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The Deliverable type of each builder, for other areas (summary grid, financials) that show deliverables. */
import { registerDeliverableMutations } from './deliverables.mutations.ts';

export const deliverableRefs = new WeakMap<Builder, ObjectRef<Types, DeliverableView>>();

const num = (value: string | null): number | null => (value === null ? null : Number(value));
const compact = (value: string | null): string | null => value?.replaceAll('-', '') ?? null;

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

  registerDeliverableMutations(builder, { Deliverable, FeeGridCategory });
}
