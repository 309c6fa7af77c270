import type { Db } from '@tally/db';
import { seedDemo } from '@tally/db/seeds';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { recalculateBudgetUsed } from './modules/budget-tool/budget-used.service.ts';

/** `--seed-demo-if-empty`: loads the demo company when the database has no user yet. */
export async function seedDemoIfEmpty(db: Db, password: string, logger: Logger): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from users) as found`);
  if (result.rows[0]?.found) {
    logger.info('database has users: demo company not loaded');
    return false;
  }
  const summary = await seedDemo(db, { password });
  // The demo's approved hours have a cost: show each project's budget used (and its colour) from the start.
  const projects = await db.execute<{ id: string }>(sql`select id from projects where not is_template`);
  await recalculateBudgetUsed(
    { db, clock: () => new Date() },
    projects.rows.map((row) => row.id),
  );
  logger.info({ summary }, 'demo company loaded');
  return true;
}
