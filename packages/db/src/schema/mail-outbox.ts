import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Mails to send, written in the same transaction as the action they tell of (an approval decision...), so a
 * process that dies after the commit loses none: a worker claims due rows for a while (next_attempt_at moves
 * past the lease), sends them and deletes them; a failed send is tried again later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail tells of ('timesheet-decided'); the payload holds its facts. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from this time; a worker that claims the row pushes it past its lease, a failure past a backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);
