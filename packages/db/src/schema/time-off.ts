import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, id, sqlList } from './columns.ts';
import { users } from './users.ts';

export const timeOffTransactionTypes = ['TAKEN', 'RESET', 'EARNED', 'ROLLOVER'] as const;
export type TimeOffTransactionType = (typeof timeOffTransactionTypes)[number];

/** Movements of a time-off balance; a balance is the sum of its transactions since the last RESET. */
export const timeOffTransactions = pgTable(
  'time_off_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A term of the 'Time Off' taxonomy (PTO, Sick...). */
    timeOffType: text('time_off_type').notNull(),
    date: day('date').notNull(),
    transactionType: text('transaction_type').$type<TimeOffTransactionType>().notNull(),
    hours: numeric('hours', { precision: 8, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_transactions_user_id_idx').on(t.userId, t.timeOffType, t.date),
    // The finance time-off report: every user's transactions in a date range (F-028).
    index('time_off_transactions_date_idx').on(t.date),
    check(
      'time_off_transactions_transaction_type_check',
      sql`${t.transactionType} IN ${sqlList(timeOffTransactionTypes)}`,
    ),
  ],
);
