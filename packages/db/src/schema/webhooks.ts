import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Endpoints other systems registered (issue #17): events POSTed as JSON, signed with the secret. */
export const webhooks = pgTable('webhooks', {
  id: id(),
  url: text('url').notNull(),
  /** The HMAC key of X-Tally-Signature (the sender needs it itself, so it is kept, and shown once). */
  secret: text('secret').notNull(),
  /** WebhookEvent values ('TIMESHEET_APPROVED', ...). */
  events: text('events').array().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The webhook outbox and its record: one row per event and endpoint, written in the transaction of the change
 * that caused it (so a process that dies after the commit loses none), claimed by a sender under a lease,
 * POSTed, and kept with its outcome. Its id is the X-Tally-Delivery header (the same on every retry).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The WebhookEvent value. */
    event: text('event').notNull(),
    /** The event's facts (the `data` of the body). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** PENDING (not delivered yet, tries left), SUCCEEDED, FAILED (no success within the retry period). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failures are retried with backoff until this time (24 h after the event). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt),
    index('webhook_deliveries_webhook_id_created_at_idx').on(t.webhookId, t.createdAt),
  ],
);
