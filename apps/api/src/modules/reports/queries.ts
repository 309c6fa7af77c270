import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';

/** The classification of each given project (Overhead projects are not billable). */
export async function listClassifications(db: DbOrTx, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Map<string, string | null>();
  const ids = sql.join(
    projectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ id: string; classification: string | null }>(
    sql`select id, classification from projects where id in (${ids})`,
  );
  return new Map(result.rows.map((row) => [row.id, row.classification]));
}
