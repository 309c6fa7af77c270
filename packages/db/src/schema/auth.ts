import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Server-side sessions: the cookie holds an opaque token, the database its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/** Security-relevant events (sign-ins, failures, resets); failed sign-ins are counted for throttling. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ip: text('ip'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_type_email_created_at_idx').on(t.type, sql`lower(${t.email})`, t.createdAt),
    index('audit_events_type_ip_created_at_idx').on(t.type, t.ip, t.createdAt),
    index('audit_events_created_at_idx').on(t.createdAt),
    // The budget tool's 24-hour skip: the latest 'budget-used-updated' event of each project.
    index('audit_events_type_project_id_created_at_idx').on(
      t.type,
      sql`(${t.metadata}->>'projectId')`,
      t.createdAt,
    ),
    // History views (issue #17): one sheet's, one project's, one user's events.
    index('audit_events_timesheet_id_created_at_idx').on(sql`(${t.metadata}->>'timesheetId')`, t.createdAt),
    index('audit_events_project_id_created_at_idx').on(sql`(${t.metadata}->>'projectId')`, t.createdAt),
    index('audit_events_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);
