import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, day, id, money, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    projectCode: text('project_code'),
    /**
     * True on a project that shared its code (ignoring case) with an older project when codes became unique
     * (migration 0016): the unique index skips it, so old data still migrates. Cleared when its code changes.
     */
    projectCodeDuplicate: boolean('project_code_duplicate').notNull().default(false),
    accountingCode: text('accounting_code'),
    accountingCodeSuffix: text('accounting_code_suffix'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    endClientId: uuid('end_client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** A term of the 'Status' taxonomy (In Progress, Closed, Pending...); null for clones and templates. */
    status: text('status'),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    budget: money('budget').notNull().default('0'),
    proposedBudget: money('proposed_budget'),
    /**
     * Fraction of the budget consumed (0.5 = half), as last computed. It is current while
     * budgetUsedComputed equals budgetUsedChanges; readers refresh it otherwise (refreshStaleBudgetUsed).
     */
    budgetUsed: numeric('budget_used', { precision: 12, scale: 6 }).notNull().default('0'),
    /**
     * Bumped by database triggers whenever something budget used depends on changes: approved hours, the
     * rates of C-024, the budget, deduct-expenses or the expenses (migration 0015_budget_used_changes).
     */
    budgetUsedChanges: bigint('budget_used_changes', { mode: 'number' }).notNull().default(1),
    /** The budgetUsedChanges value budgetUsed was computed at. */
    budgetUsedComputed: bigint('budget_used_computed', { mode: 'number' }).notNull().default(0),
    deductExpenses: boolean('deduct_expenses').notNull().default(false),
    /** Amount billed to the client so far (updateProject totalBilledAmount); null when never set. */
    totalBilledAmount: money('total_billed_amount'),
    classification: text('classification'),
    /** Job name in the accounting tool. */
    jobName: text('job_name'),
    archived: boolean('archived').notNull().default(false),
    isTemplate: boolean('is_template').notNull().default(false),
    globallyVisible: boolean('globally_visible').notNull().default(false),
    complete: boolean('complete').notNull().default(false),
    startDate: day('start_date'),
    sourceId: text('source_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'projects_total_billed_amount_check',
      sql`${t.totalBilledAmount} IS NULL OR ${t.totalBilledAmount} >= 0`,
    ),
    index('projects_client_id_idx').on(t.clientId),
    index('projects_end_client_id_idx').on(t.endClientId),
    // The few projects whose budget used a reader must refresh.
    index('projects_budget_used_stale_idx')
      .on(t.id)
      .where(sql`${t.budgetUsedChanges} > ${t.budgetUsedComputed}`),
    index('projects_list_idx').on(t.isTemplate, t.archived, t.status),
    // The project lists' default order (last update first): a page walks it instead of sorting every project.
    index('projects_list_updated_idx')
      .on(t.updatedAt.desc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(sql`NOT ${t.isTemplate}`),
    uniqueIndex('projects_source_id_key').on(t.sourceId),
    // Project codes are unique ignoring case and surrounding spaces (issue 13), so two simultaneous saves
    // cannot both take one; duplicates from before the rule are skipped (projectCodeDuplicate).
    uniqueIndex('projects_project_code_key')
      .on(sql`lower(btrim(${t.projectCode}))`)
      .where(
        sql`${t.projectCode} IS NOT NULL AND btrim(${t.projectCode}) <> '' AND NOT ${t.projectCodeDuplicate}`,
      ),
  ],
);

export const projectRoles = pgTable(
  'project_roles',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rate: money('rate').notNull().default('0'),
  },
  (t) => [
    index('project_roles_project_id_idx').on(t.projectId),
    // Two simultaneous saves cannot both add a role of the same name (the service's check runs first).
    uniqueIndex('project_roles_project_id_lower_name_key').on(t.projectId, sql`lower(${t.name})`),
    check('project_roles_rate_check', sql`${t.rate} >= 0`),
  ],
);

/** A person on a project's team, by e-mail; user_id is set once the e-mail matches an account. */
export const projectResources = pgTable(
  'project_resources',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    role: text('role'),
    rate: money('rate'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    allowProjectManagement: boolean('allow_project_management').notNull().default(false),
    timesheetApprover: boolean('timesheet_approver').notNull().default(false),
    inactive: boolean('inactive').notNull().default(false),
    note: text('note'),
    allocation: numeric('allocation', { precision: 6, scale: 2 }),
    budgetedHours: numeric('budgeted_hours', { precision: 10, scale: 2 }),
    sourceId: text('source_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_resources_project_id_idx').on(t.projectId),
    // A project card's team: the active members counted and the first ones read in the order they joined.
    index('project_resources_team_idx')
      .on(t.projectId, t.createdAt, t.id)
      .where(sql`NOT ${t.inactive}`),
    index('project_resources_lower_email_idx').on(sql`lower(${t.email})`),
    index('project_resources_user_id_idx').on(t.userId),
    // Two simultaneous saves cannot both add the same person (the service's check runs first).
    uniqueIndex('project_resources_project_id_lower_email_key').on(t.projectId, sql`lower(${t.email})`),
    check('project_resources_rate_check', sql`${t.rate} IS NULL OR ${t.rate} >= 0`),
    check('project_resources_dates_check', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('milestones_project_id_name_key').on(t.projectId, t.name)],
);

export const projectExpenses = pgTable(
  'project_expenses',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: money('amount').notNull().default('0'),
    proposedAmount: money('proposed_amount'),
    comment: text('comment'),
    date: day('date'),
    createdAt: createdAt(),
  },
  (t) => [index('project_expenses_project_id_idx').on(t.projectId)],
);

/**
 * The budget a category (milestone) sets aside for one of the project's expenses: the Project Summary fee grid's
 * expense-per-category cells (M-047). Only categories with a budget carry one.
 */
export const milestoneExpenses = pgTable(
  'milestone_expenses',
  {
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => projectExpenses.id, { onDelete: 'cascade' }),
    budget: money('budget').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.milestoneId, t.expenseId] }),
    index('milestone_expenses_expense_id_idx').on(t.expenseId),
    check('milestone_expenses_budget_check', sql`${t.budget} >= 0`),
  ],
);
