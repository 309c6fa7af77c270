import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { DeliverableView } from './deliverable.views.ts';
import { addDeliverable } from './use-cases/add-deliverable.ts';
import { addDeliverableResource } from './use-cases/add-deliverable-resource.ts';
import type { FeeGridCategoryView } from './use-cases/load-fee-grid-categories.ts';
import { removeDeliverable } from './use-cases/remove-deliverable.ts';
import { removeDeliverableResource } from './use-cases/remove-deliverable-resource.ts';
import { saveMilestoneBudget } from './use-cases/save-milestone-budget.ts';
import { setCategoryExpenseBudget } from './use-cases/set-category-expense-budget.ts';
import { type DeliverableChanges, updateDeliverable } from './use-cases/update-deliverable.ts';
import { updateDeliverableResource } from './use-cases/update-deliverable-resource.ts';

type Types = Builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

import type { ObjectRef } from '@pothos/core';
import {
  addSchema,
  amount,
  assignmentSchema,
  milestoneSchema,
  required,
  sentOnly,
  updateSchema,
} from './deliverables.inputs.ts';

/** The deliverable mutations (M-073..M-094, M-047): each parses its arguments and calls its use case. */
export function registerDeliverableMutations(
  builder: Builder,
  refs: {
    Deliverable: ObjectRef<Types, DeliverableView>;
    FeeGridCategory: ObjectRef<Types, FeeGridCategoryView>;
  },
): void {
  const { Deliverable, FeeGridCategory } = refs;
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
