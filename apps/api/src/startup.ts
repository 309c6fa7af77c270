import type { Db } from '@tally/db';
import { seedDemo } from '@tally/db/seeds';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';

/** `--seed-demo-if-empty`: loads the demo company when the database has no user yet. */
export async function seedDemoIfEmpty(db: Db, password: string, logger: Logger): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from users) as found`);
  if (result.rows[0]?.found) {
    logger.info('database has users: demo company not loaded');
    return false;
  }
  const summary = await seedDemo(db, { password });
  logger.info({ summary }, 'demo company loaded');
  return true;
}
