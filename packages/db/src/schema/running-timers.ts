import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timesheetLineItems } from './timesheets.ts';
import { users } from './users.ts';

/**
 * The timer a person is running (issue 18): at most one per person, on a line of their sheet. It lives on the
 * server so every tab and device of the person shows the same timer; stopping it adds its time to the cell of
 * the day it started. Removing the line removes the timer.
 */
export const runningTimers = pgTable(
  'running_timers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => timesheetLineItems.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('running_timers_line_item_id_idx').on(t.lineItemId)],
);
