import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { hours, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** The portal-wide weekly hours range; a single row (id 1). */
export const timesheetThresholds = pgTable(
  'timesheet_thresholds',
  {
    id: integer('id').primaryKey().default(1),
    min: hours('min').notNull().default('0'),
    max: hours('max').notNull().default('80'),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('timesheet_thresholds_single_row_check', sql`${t.id} = 1`),
    check('timesheet_thresholds_range_check', sql`${t.min} >= 0 AND ${t.max} >= ${t.min}`),
  ],
);
