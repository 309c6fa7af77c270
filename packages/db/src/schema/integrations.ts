import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList } from './columns.ts';
import { users } from './users.ts';

export const syncLogOutcomes = ['SUCCESS', 'ERROR', 'SKIPPED'] as const;
export type SyncLogOutcome = (typeof syncLogOutcomes)[number];

/** History of exchanges with the accounting system; current state lives on the synced rows themselves. */
export const integrationSyncLog = pgTable(
  'integration_sync_log',
  {
    id: id(),
    /** What was synced: project, deliverable, resource, user, timesheet, entry... */
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    sourceId: text('source_id'),
    /** push (to the accounting system) or pull (from it). */
    direction: text('direction').notNull(),
    outcome: text('outcome').$type<SyncLogOutcome>().notNull(),
    message: text('message'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    triggeredByUserId: uuid('triggered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('integration_sync_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('integration_sync_log_created_at_idx').on(t.createdAt),
    check('integration_sync_log_outcome_check', sql`${t.outcome} IN ${sqlList(syncLogOutcomes)}`),
    check('integration_sync_log_direction_check', sql`${t.direction} IN ('push', 'pull')`),
  ],
);
