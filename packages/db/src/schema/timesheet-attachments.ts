import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns.ts';
import { timesheets } from './timesheets.ts';

/** Files attached to a timesheet: a URL, or a key in the portal's blob storage. */
export const timesheetAttachments = pgTable(
  'timesheet_attachments',
  {
    id: id(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    url: text('url'),
    blobKey: text('blob_key'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('timesheet_attachments_timesheet_id_idx').on(t.timesheetId)],
);

export const timesheetExpenses = pgTable(
  'timesheet_expenses',
  {
    id: id(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    description: text('description'),
    amount: money('amount').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [index('timesheet_expenses_timesheet_id_idx').on(t.timesheetId)],
);

export const timesheetExpenseAttachments = pgTable(
  'timesheet_expense_attachments',
  {
    id: id(),
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => timesheetExpenses.id, { onDelete: 'cascade' }),
    url: text('url'),
    blobKey: text('blob_key'),
    createdAt: createdAt(),
  },
  (t) => [index('timesheet_expense_attachments_expense_id_idx').on(t.expenseId)],
);
