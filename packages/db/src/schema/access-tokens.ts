import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * Personal access tokens (issue #17): `Authorization: Bearer <secret>` acts as the owner with the token's
 * scope. Only the secret's SHA-256 is stored; the secret is shown once when the token is created.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the secret, so a person can tell their tokens apart ('tly_AbC1'). */
    prefix: text('prefix').notNull(),
    /** 'READ' or 'READ_WRITE'. */
    scope: text('scope').notNull(),
    createdAt: createdAt(),
    /** Null: never expires (admins only). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token (with the rate window). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The current rate-limit window (one minute) and the requests counted in it: every process sees them. */
    rateWindowStart: timestamp('rate_window_start', { withTimezone: true }),
    rateCount: integer('rate_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_key').on(t.tokenHash),
    index('personal_access_tokens_user_id_idx').on(t.userId),
  ],
);
