import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day, id, money, sqlList, updatedAt } from './columns.ts';
import { milestones, projectResources, projects } from './projects.ts';

export const deliverableStatuses = ['Not Started', 'In Progress', 'Completed'] as const;
export type DeliverableStatus = (typeof deliverableStatuses)[number];

export const deliverables = pgTable(
  'deliverables',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    accountingCode: text('accounting_code'),
    accountingCodeSuffix: text('accounting_code_suffix'),
    expenseId: text('expense_id'),
    expenseBudget: money('expense_budget'),
    budget: money('budget').notNull().default('0'),
    /** Share of the project budget, in percent (25 = 25 %). */
    budgetPercent: numeric('budget_percent', { precision: 7, scale: 4 }),
    blendedRate: money('blended_rate'),
    /** Hourly rate of the deliverable; null means not set (the role or resource rate applies). */
    rate: money('rate'),
    budgetedHours: numeric('budgeted_hours', { precision: 10, scale: 2 }),
    includeInAllProjects: boolean('include_in_all_projects').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    status: text('status').$type<DeliverableStatus>().notNull().default('Not Started'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    billingDate: day('billing_date'),
    trackAgainstTimeOff: boolean('track_against_time_off').notNull().default(false),
    ignoreHoursInTotal: boolean('ignore_hours_in_total').notNull().default(false),
    position: integer('position').notNull().default(0),
    sourceId: text('source_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deliverables_project_id_idx').on(t.projectId),
    index('deliverables_milestone_id_idx').on(t.milestoneId),
    index('deliverables_include_in_all_projects_idx')
      .on(t.includeInAllProjects)
      .where(sql`${t.includeInAllProjects}`),
    check('deliverables_status_check', sql`${t.status} IN ${sqlList(deliverableStatuses)}`),
    check('deliverables_rate_check', sql`${t.rate} IS NULL OR ${t.rate} >= 0`),
    check('deliverables_budget_check', sql`${t.budget} >= 0`),
  ],
);

/** Hours budgeted for one team member on one deliverable. */
export const deliverableResources = pgTable(
  'deliverable_resources',
  {
    id: id(),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => projectResources.id, { onDelete: 'cascade' }),
    budgetedHours: numeric('budgeted_hours', { precision: 10, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('deliverable_resources_deliverable_id_resource_id_key').on(t.deliverableId, t.resourceId),
    index('deliverable_resources_resource_id_idx').on(t.resourceId),
  ],
);
