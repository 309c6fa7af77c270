import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day, hours, id, sqlList, updatedAt } from './columns.ts';
import { deliverables } from './deliverables.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

// The legacy value 'Submitted' is read as Submitted-Pending and never stored (ACCEPTANCE gap 2).
export const timesheetStatuses = [
  'Not Submitted',
  'Submitted-Pending',
  'Approved',
  'Declined',
  'Cancelled',
] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];

export const syncStatuses = ['SYNCED', 'PENDING_SYNC', 'PENDING_CHANGES', 'ERROR'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

const weekHours = (name: string) => numeric(name, { precision: 8, scale: 2 });

export const timesheets = pgTable(
  'timesheets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('Not Submitted'),
    isLocked: boolean('is_locked').notNull().default(false),
    documentUrl: text('document_url'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    totalHours: weekHours('total_hours').notNull().default('0'),
    billableHours: weekHours('billable_hours').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('timesheets_user_id_end_date_key').on(t.userId, t.endDate),
    index('timesheets_end_date_status_idx').on(t.endDate, t.status),
    index('timesheets_status_idx').on(t.status),
    // Sheets waiting for approval (a small share of all): the approver's pending list and badge join on it.
    index('timesheets_submitted_idx')
      .on(t.id)
      .where(sql`${t.status} in ('Submitted-Pending', 'Submitted')`),
    check('timesheets_status_check', sql`${t.status} IN ${sqlList(timesheetStatuses)}`),
    check('timesheets_week_check', sql`${t.endDate} - ${t.startDate} = 6`),
  ],
);

/** One row of the weekly grid: a project and deliverable with a task per day. */
export const timesheetLineItems = pgTable(
  'timesheet_line_items',
  {
    id: id(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    deliverableId: uuid('deliverable_id').references(() => deliverables.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    comment: text('comment'),
    /** Approval state of this line (Approved, Declined) once its project's approver acted; null before. */
    status: text('status'),
  },
  (t) => [
    index('timesheet_line_items_timesheet_id_idx').on(t.timesheetId, t.position),
    index('timesheet_line_items_project_id_idx').on(t.projectId),
    index('timesheet_line_items_deliverable_id_idx').on(t.deliverableId),
  ],
);

/** Hours of one day on one line item (a "task"). */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: id(),
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => timesheetLineItems.id, { onDelete: 'cascade' }),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'restrict' }),
    date: day('date').notNull(),
    hours: hours('hours').notNull(),
    comment: text('comment'),
    /** Start of the work as hours after midnight (9.5 = 09:30), when imported from a calendar. */
    startTime: numeric('start_time', { precision: 4, scale: 2 }),
    sourceId: text('source_id'),
    syncStatus: text('sync_status').$type<SyncStatus>(),
    syncError: text('sync_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('timesheet_entries_line_item_id_date_key').on(t.lineItemId, t.date),
    index('timesheet_entries_timesheet_id_idx').on(t.timesheetId),
    index('timesheet_entries_user_id_date_idx').on(t.userId, t.date),
    // With the id: Export Hours pages by keyset (date, id) and stops after a page.
    index('timesheet_entries_project_id_date_id_idx').on(t.projectId, t.date, t.id),
    index('timesheet_entries_deliverable_id_idx').on(t.deliverableId),
    // The finance snapshots' unsorted windows read a range's days in (date, id) order and stop after a window.
    index('timesheet_entries_date_id_idx').on(t.date, t.id),
    // No index holds hours, start_time, comment or updated_at: saving an hours cell then changes no indexed
    // column, so PostgreSQL updates the row in place (a HOT update, no index entries written). Costs read whole
    // months from approved_hours; the days of partial months use the (project_id, date, id) index.
    check('timesheet_entries_hours_check', sql`${t.hours} > 0 AND ${t.hours} * 4 = trunc(${t.hours} * 4)`),
    check(
      'timesheet_entries_sync_status_check',
      sql`${t.syncStatus} IS NULL OR ${t.syncStatus} IN ${sqlList(syncStatuses)}`,
    ),
  ],
);
