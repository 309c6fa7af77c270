import { isMilestoneLevel } from '@tally/domain/projects/deliverables';
import { z } from 'zod';
import { id } from '../../../../graphql/args.ts';
import type { Builder } from '../../../../graphql/builder.ts';
import { requireViewer } from '../../../../graphql/context.ts';
import { requestLoader } from '../../../../graphql/loaders.ts';
import type { SchemaRefs } from '../../../../graphql/refs.ts';
import { signedInRule } from '../../../../graphql/rules.ts';
import { parseInput } from '../../../../graphql/validation.ts';
import { readableProject } from '../../access.ts';
import { findCategoryExpenses, findDeliverableTasks } from '../queries/deliverables.ts';
import type { AssignmentRecord, DeliverableTaskRow, DeliverableView } from '../records.ts';
import { listDeliverableResources } from '../use-cases/list-deliverable-resources.ts';
import { loadDeliverableViews } from '../use-cases/load-deliverable-views.ts';
import { type FeeGridCategoryView, loadFeeGridCategories } from '../use-cases/load-fee-grid-categories.ts';
import { registerDeliverableMutations } from './mutations.ts';

const num = (value: string | null): number | null => (value === null ? null : Number(value));
const compact = (value: string | null): string | null => value?.replaceAll('-', '') ?? null;

/** Registers deliverables, milestones and resource assignments (helper: deliverables). */
export function registerDeliverables(builder: Builder, refs: SchemaRefs): void {
  const { Project, ProjectManagementQueries: ProjectManagement } = refs;

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
        return listDeliverableResources(context.deps, requireViewer(context), input.deliverableId);
      },
    }),
  }));

  registerDeliverableMutations(builder, { Deliverable, FeeGridCategory });
}
