import { type SQL, sql } from 'drizzle-orm';
/**
 * A day entry's version: its updated_at in microseconds, as text. Every write of an entry sets updated_at, and
 * a deleted and re-added entry gets a new one, so an edit made on an older version is detected (issue 18).
 */
export function entryVersion(table: string): SQL<string> {
  return sql<string>`floor(extract(epoch from ${sql.raw(table)}.updated_at) * 1000000)::bigint::text`;
}
