import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList } from './columns.ts';
import { projects } from './projects.ts';
import { timesheets } from './timesheets.ts';
import { users } from './users.ts';

export const approvalStatuses = ['Approved', 'Declined', 'Approval Pending'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** An approval a submitted timesheet requires (one per project or approver chain). */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    id: id(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('Approval Pending'),
    approvedOn: timestamp('approved_on', { withTimezone: true }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('timesheet_approvals_timesheet_id_idx').on(t.timesheetId, t.position),
    index('timesheet_approvals_project_id_idx').on(t.projectId),
    // The approver's pending list and Approvals badge: the few steps not approved yet (index-only scans).
    index('timesheet_approvals_open_idx')
      .on(t.id, t.timesheetId)
      .where(sql`${t.status} <> 'Approved'`),
    check('timesheet_approvals_status_check', sql`${t.status} IN ${sqlList(approvalStatuses)}`),
  ],
);

/** Who may act on an approval step (canApprove): position 0 is the main approver, the others backups. */
export const timesheetApprovalApprovers = pgTable(
  'timesheet_approval_approvers',
  {
    id: id(),
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => timesheetApprovals.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /**
     * The step's status is not 'Approved': a copy kept by triggers (migration 0008), never written by the app,
     * so that the few open steps naming an address are found without reading every step naming it.
     */
    stepOpen: boolean('step_open').notNull().default(true),
  },
  (t) => [
    index('timesheet_approval_approvers_approval_id_idx').on(t.approvalId, t.position),
    // Steps naming an address (lists, badge, approver rules): email too, so the lookups are index-only.
    index('timesheet_approval_approvers_lower_email_approval_idx').on(
      sql`lower(${t.email})`,
      t.approvalId,
      t.email,
    ),
    // The pending list and the Approvals badge: open steps naming an address (an approver's 60 of 900).
    index('timesheet_approval_approvers_open_lower_email_idx')
      .on(sql`lower(${t.email})`, t.approvalId, t.email)
      .where(sql`${t.stepOpen}`),
  ],
);

export const timesheetTimelineEvents = pgTable(
  'timesheet_timeline_events',
  {
    id: id(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Approved, Declined, Cancelled, Submitted, Recalled... */
    type: text('type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('timesheet_timeline_events_timesheet_id_idx').on(t.timesheetId, t.date)],
);
