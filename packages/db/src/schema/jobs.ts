import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Schedule of a background job (the timesheet reminder e-mail...), editable by administrators. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  cronExpression: text('cron_expression').notNull(),
  /** Human wording of the schedule, as the admin form shows it. */
  description: text('description'),
  enabled: boolean('enabled').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Addresses that receive the e-mail statistics (emailStatsReciever). */
export const emailStatsReceivers = pgTable(
  'email_stats_receivers',
  {
    email: text('email').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [check('email_stats_receivers_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);
