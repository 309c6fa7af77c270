import { RATE_SOURCE_LABELS } from '@tally/domain/projects/cost';
import { isoToCompact } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { compactDate, id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { requestLoader } from '../../../graphql/loaders.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput, whenMissing } from '../../../graphql/validation.ts';
import {
  addExpense,
  deductProjectExpenses,
  EDITABLE_PROJECT_FIELDS,
  type ExpenseRow,
  findExpensesByProject,
  getProjectExpenses,
  MONEY_MESSAGES as M,
  removeExpense,
  updateExpense,
  updateProjectField,
} from './expenses.service.ts';
import {
  type ContributorFigures,
  type DeliverableFigures,
  type PeriodFigures,
  type ProjectFinancials,
  projectFinancials,
} from './financials.service.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(compactDate.nullable());

const expenseFields = {
  name: z
    .string({ error: whenMissing(M.nameRequired) })
    .trim()
    .min(1, M.nameRequired)
    .max(200),
  amount: z.number({ error: M.amountRequired }).min(0, M.positive).max(1e12),
  comment: optionalText(2000),
  date: optionalDate,
};
const newExpense = z.object(expenseFields);
const changedExpense = z.object({
  ...expenseFields,
  proposedAmount: z.number().min(0, M.positive).max(1e12).nullish(),
});

const compact = (iso: string | null) => (iso ? isoToCompact(iso) : null);

/** Registers expenses, the summary fee grid, financials and Export Hours (helper: money). */
export function registerProjectMoney(builder: Builder, refs: SchemaRefs): void {
  const { Project, ProjectManagementQueries: ProjectManagement } = refs;

  const Expense = builder.objectRef<ExpenseRow>('Expense').implement({
    description: 'An expense of a project (M-097).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The expense's id." }),
      projectId: t.exposeID('projectId', { description: 'The project.' }),
      name: t.exposeString('name', { description: 'What the expense is.' }),
      amount: t.float({ description: 'Amount in dollars.', resolve: (e) => Number(e.amount) }),
      proposedAmount: t.float({
        description: 'Amount proposed to the client, if any.',
        nullable: true,
        resolve: (e) => (e.proposedAmount === null ? null : Number(e.proposedAmount)),
      }),
      comment: t.exposeString('comment', { description: 'A note, if any.', nullable: true }),
      date: t.string({ nullable: true, description: 'YYYYMMDD', resolve: (e) => compact(e.date) }),
    }),
  });

  const ExpenseInput = builder.inputType('ExpenseInput', {
    description: "name required ('Name is required'); amount required ('Amount is required'), 0 or more.",
    fields: (t) => ({
      name: t.string({ description: 'What the expense is (required).' }),
      amount: t.float({ description: 'Amount in dollars, 0 or more (required).' }),
      comment: t.string({ description: 'A note, if any.' }),
      date: t.string({ description: 'YYYYMMDD' }),
    }),
  });
  const UpdateExpenseInput = builder.inputType('UpdateExpenseInput', {
    description: 'As ExpenseInput, plus the proposed amount (0 or more; null clears it; absent leaves it).',
    fields: (t) => ({
      name: t.string({ description: 'What the expense is.' }),
      amount: t.float({ description: 'Amount in dollars, 0 or more.' }),
      proposedAmount: t.float({ description: 'Amount proposed to the client, 0 or more; null clears it.' }),
      comment: t.string({ description: 'A note; null clears it.' }),
      date: t.string({ description: 'YYYYMMDD' }),
    }),
  });

  const Contributor = builder.objectRef<ContributorFigures>('FinancialsContributor').implement({
    description: 'Approved hours and cost of one person on the project in the range.',
    fields: (t) => ({
      userId: t.exposeID('userId', { description: 'The person.' }),
      name: t.exposeString('name', { description: 'Their full name.' }),
      hours: t.exposeFloat('hours', { description: 'Their approved hours in the range.' }),
      cost: t.exposeFloat('cost', {
        description: 'Cost of those hours in dollars, each priced with the first rate that applies (C-024).',
      }),
      rate: t.exposeFloat('rate', { description: 'cost ÷ hours (C-025)' }),
      rateRule: t.exposeString('rateRule', { description: 'Which rule of C-024 gave the rate.' }),
      explanation: t.exposeStringList('explanation', { description: "Per deliverable: 'h × rate (rule)'." }),
    }),
  });
  const DeliverableMoney = builder.objectRef<DeliverableFigures>('FinancialsDeliverable').implement({
    description: 'Approved hours and cost of one deliverable in the range, with how the cost was priced.',
    fields: (t) => ({
      deliverableId: t.exposeID('deliverableId', { description: 'The deliverable.' }),
      name: t.exposeString('name', { description: 'Its name.' }),
      milestoneName: t.exposeString('milestoneName', {
        description: 'Its category (milestone), if any.',
        nullable: true,
      }),
      budget: t.exposeFloat('budget', {
        description: 'Its own budget, or its percent of the project budget.',
      }),
      hours: t.exposeFloat('hours', { description: 'Approved hours in the range.' }),
      cost: t.exposeFloat('cost', { description: 'Cost of those hours in dollars.' }),
      explanation: t.exposeStringList('explanation', {
        description: 'How the cost was priced, one line per rate used (which rule of C-024 applied).',
      }),
    }),
  });
  const Period = builder.objectRef<PeriodFigures>('FinancialsPeriod').implement({
    description: 'Approved hours and cost of one month of the range.',
    fields: (t) => ({
      period: t.exposeString('period', { description: 'YYYY-MM' }),
      hours: t.exposeFloat('hours', { description: 'Approved hours in the month.' }),
      cost: t.exposeFloat('cost', { description: 'Cost of those hours in dollars.' }),
    }),
  });
  const Financials = builder.objectRef<ProjectFinancials>('ProjectFinancials').implement({
    description:
      'Budget, cost, expenses and approved hours (M-103..M-106). Only Approved timesheets count; cost = hours × the rate of C-024.',
    fields: (t) => ({
      startDate: t.string({ description: 'YYYYMMDD', resolve: (f) => isoToCompact(f.range.start) }),
      endDate: t.string({ description: 'YYYYMMDD', resolve: (f) => isoToCompact(f.range.end) }),
      earliestTaskDate: t.string({
        description: 'The first day anyone booked on the project (YYYYMMDD), if any.',
        nullable: true,
        resolve: (f) => compact(f.earliestTaskDate),
      }),
      budget: t.exposeFloat('budget', { description: "The project's budget in dollars." }),
      expenses: t.exposeFloat('expenses', { description: "Sum of the project's expenses." }),
      deductExpenses: t.exposeBoolean('deductExpenses', {
        description: 'Whether expenses count in the budget used.',
      }),
      totalCost: t.exposeFloat('totalCost', { description: 'Cost of all approved hours of the project.' }),
      totalApprovedHours: t.exposeFloat('totalApprovedHours', {
        description: 'Approved hours in the range.',
      }),
      budgetUsed: t.exposeFloat('budgetUsed', {
        description:
          'Live fraction (1 = 100 %): total cost, plus expenses when deductExpenses is on, ÷ budget.',
      }),
      remaining: t.exposeFloat('remaining', {
        description: 'Budget minus cost (and expenses when deducted), in dollars.',
      }),
      budgetStatus: t.exposeString('budgetStatus', {
        description: 'Overbudget when cost passed the budget, else Onbudget; null without a budget.',
        nullable: true,
      }),
      approvedHours: t.exposeFloat('approvedHours', { description: 'Within the range.' }),
      cost: t.exposeFloat('cost', { description: 'Within the range.' }),
      contributors: t.field({
        description: 'Approved hours and cost per person.',
        type: [Contributor],
        resolve: (f) => f.contributors,
      }),
      deliverables: t.field({
        description: 'Approved hours and cost per deliverable.',
        type: [DeliverableMoney],
        resolve: (f) => f.deliverables,
      }),
      months: t.field({
        description: 'Approved hours and cost per month.',
        type: [Period],
        resolve: (f) => f.months,
      }),
      rateRules: t.stringList({
        description: 'The rate rules in the order they apply (C-024), for the explanation tooltips.',
        resolve: () => [
          RATE_SOURCE_LABELS.deliverable,
          RATE_SOURCE_LABELS['resource-role'],
          RATE_SOURCE_LABELS['user-role'],
          RATE_SOURCE_LABELS['default-rate'],
        ],
      }),
    }),
  });

  builder.objectFields(Project, (t) => ({
    expenses: t.field({
      description: "The project's expenses (M-097).",
      type: [Expense],
      resolve: (r, _args, context) =>
        requestLoader(
          context,
          'projectExpenses',
          (ids) => findExpensesByProject(context.deps.db, ids),
          [] as ExpenseRow[],
        ).load(r.project.id),
    }),
    financials: t.field({
      type: Financials,
      description:
        'Financials for a range (YYYYMMDD); the default range starts at the earliest task date, else the year start, and ends today (M-104). Managers, finance and senior management.',
      args: {
        startDate: t.arg.string({
          description: 'First day of the range (YYYYMMDD); default: the earliest task day.',
        }),
        endDate: t.arg.string({ description: 'Last day of the range (YYYYMMDD); default: today.' }),
      },
      resolve: (r, args, context) => {
        const input = parseInput(z.object({ startDate: optionalDate, endDate: optionalDate }), args);
        return projectFinancials(context.deps, requireViewer(context), r, input.startDate, input.endDate);
      },
    }),
  }));

  builder.objectFields(ProjectManagement, (t) => ({
    getProjectExpenses: t.field({
      ...signedInRule,
      type: [Expense],
      description: "The project's expenses (M-097), for those who may read the project.",
      args: { projectId: t.arg.id({ description: 'The project.', required: true }) },
      resolve: (_marker, args, context) => {
        const input = parseInput(z.object({ projectId: id }), args);
        return getProjectExpenses(context.deps, requireViewer(context), input.projectId);
      },
    }),
  }));

  builder.mutationField('addExpense', (t) =>
    t.field({
      ...signedInRule,
      type: Expense,
      description: 'Adds an expense (M-100); managers of the project.',
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        input: t.arg({ description: 'The expense.', type: ExpenseInput, required: true }),
      },
      resolve: (_root, args, context) => {
        const { projectId } = parseInput(z.object({ projectId: id }), args);
        const input = parseInput(newExpense, args.input);
        return addExpense(context.deps, requireViewer(context), projectId, input);
      },
    }),
  );

  builder.mutationField('updateExpense', (t) =>
    t.field({
      ...signedInRule,
      type: Expense,
      description: 'Edits an expense (M-100); managers of the project.',
      args: {
        id: t.arg.id({ description: 'The expense.', required: true }),
        input: t.arg({ description: 'Its new values.', type: UpdateExpenseInput, required: true }),
      },
      resolve: (_root, args, context) => {
        const { id: expenseId } = parseInput(z.object({ id }), args);
        const input = parseInput(changedExpense, args.input);
        const proposedGiven = 'proposedAmount' in args.input && args.input.proposedAmount !== undefined;
        return updateExpense(context.deps, requireViewer(context), expenseId, {
          ...input,
          proposedAmount: proposedGiven ? (input.proposedAmount ?? null) : undefined,
        });
      },
    }),
  );

  builder.mutationField('removeExpense', (t) =>
    t.id({
      ...signedInRule,
      description: 'Deletes an expense (M-101); managers of the project. Returns its id.',
      args: { expenseId: t.arg.id({ description: 'The expense to delete.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ expenseId: id }), args);
        return removeExpense(context.deps, requireViewer(context), input.expenseId);
      },
    }),
  );

  builder.mutationField('deductProjectExpenses', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        'Counts (or stops counting) expenses in budget used (M-050, C-028); only when allow-deducting-expenses-from-project is on.',
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        value: t.arg.boolean({
          description: 'True counts expenses in the budget used, false stops it.',
          required: true,
        }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ projectId: id, value: z.boolean() }), args);
        return deductProjectExpenses(context.deps, requireViewer(context), input.projectId, input.value);
      },
    }),
  );

  builder.mutationField('updateProjectField', (t) =>
    t.field({
      ...signedInRule,
      type: Project,
      description:
        "Saves one field of the summary fee grid (M-049): field 'budget' or 'proposedBudget'; type 'number' when given. proposedBudget accepts null.",
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        field: t.arg.string({ description: "'budget' or 'proposedBudget'.", required: true }),
        value: t.arg.float({ description: 'The amount in dollars, 0 or more; null clears it.' }),
        type: t.arg.string({ description: "'number' when given (the value's kind)." }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          z.object({
            projectId: id,
            field: z
              .string()
              .refine((field) => (EDITABLE_PROJECT_FIELDS as readonly string[]).includes(field), {
                error: (issue) => M.fieldNotEditable(String(issue.input)),
              })
              .transform((field) => field as (typeof EDITABLE_PROJECT_FIELDS)[number]),
            value: z.number().min(0, M.positive).max(1e12).nullish(),
            type: z
              .string()
              .nullish()
              .refine((type) => !type || type === 'number' || type === 'Float', {
                error: (issue) => M.typeNotSupported(String(issue.input)),
              }),
          }),
          args,
        );
        return updateProjectField(
          context.deps,
          requireViewer(context),
          input.projectId,
          input.field,
          input.value ?? null,
        );
      },
    }),
  );
}
