import { date, index, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * Approved hours pre-summed per (project, deliverable, person, month): the sum of the day entries of
 * timesheets whose status is 'Approved' (M-105), the figure every cost starts from.
 *
 * Kept by the database itself: triggers on timesheet_entries (insert, update, delete, truncate) and on
 * timesheets (a status change into or out of 'Approved', the deletion of an approved sheet) apply each
 * statement's difference (migration 0005_approved_hours). Nothing in the application writes it.
 * A row whose hours fell back to 0 may stay: readers skip hours = 0.
 * No foreign keys: the entries it sums already hold the references (and restrict their deletion).
 */
export const approvedHours = pgTable(
  'approved_hours',
  {
    projectId: uuid('project_id').notNull(),
    deliverableId: uuid('deliverable_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** First day of the month of the entries. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Unbounded numeric: the exact sum of the entries' hours. */
    hours: numeric('hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.deliverableId, t.userId, t.month] }),
    // Reports over every project for a range of months (payroll allocation, rollups) read by month.
    index('approved_hours_month_idx').on(t.month),
  ],
);
