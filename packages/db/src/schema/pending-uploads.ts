import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A blob the API signed an upload URL for (timesheet files, project documents, vaccine proofs). The browser
 * uploads straight to storage and then records the file; a blob still unrecorded when `expiresAt` has passed
 * was abandoned (the client never recorded it, or the record was refused) and the abandoned-uploads job
 * deletes it, unless something records it by then (migration 0016).
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    container: text('container').notNull(),
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.container, t.key] }),
    index('pending_uploads_expires_at_idx').on(t.expiresAt),
  ],
);
