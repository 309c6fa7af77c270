import { z } from 'zod';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import { id } from '../timesheets/timesheet.args.ts';
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
