import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Drops the secondary indexes of `tables` (not those behind a primary key or unique constraint) and returns
 * the function that builds them again. A bulk load into empty tables is much faster this way: each index is
 * then built once, sorted, instead of being updated at random places row by row.
 */
export async function deferIndexes(db: Db, tables: readonly string[]): Promise<() => Promise<void>> {
  const found = await db.execute<{ name: string; definition: string }>(sql`
    SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
      FROM pg_index x
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
     WHERE t.relname IN (${sql.join(
       tables.map((table) => sql`${table}`),
       sql`, `,
     )})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ORDER BY i.relname`);
  const indexes = found.rows;
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  };
}

/** The approved_hours triggers that flag a project's budget used as stale (migration 0015). */
const BUDGET_USED_TRIGGERS = [
  'budget_used_hours_inserted',
  'budget_used_hours_updated',
  'budget_used_hours_deleted',
];

/**
 * Switches off the triggers that flag projects' budget used as stale while weeks load in parallel, and returns
 * the function that switches them on again (ALWAYS, as 0015 left them) and flags every project once. Each
 * batch of a week otherwise locked the projects it touched, and weeks loading at once deadlocked on them.
 */
export async function deferBudgetUsedFlags(db: Db): Promise<() => Promise<void>> {
  for (const trigger of BUDGET_USED_TRIGGERS)
    await db.execute(sql`ALTER TABLE approved_hours DISABLE TRIGGER ${sql.identifier(trigger)}`);
  return async () => {
    for (const trigger of BUDGET_USED_TRIGGERS)
      await db.execute(sql`ALTER TABLE approved_hours ENABLE ALWAYS TRIGGER ${sql.identifier(trigger)}`);
    await db.execute(sql`UPDATE projects SET budget_used_changes = budget_used_changes + 1`);
  };
}
