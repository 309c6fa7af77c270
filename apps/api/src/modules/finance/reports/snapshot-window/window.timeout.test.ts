import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withStatementTimeout } from './queries/statement-timeout.ts';

describe.each(testDatabases())('the window statement timeout on $name', (database) => {
  it('cancels a statement that runs past it with a TIMEOUT error, and leaves the connection usable', async () => {
    const { db, close } = await database.open();
    try {
      if (database.name === 'postgres') {
        const slow = withStatementTimeout(db, (tx) => tx.execute(sql`SELECT pg_sleep(1)`), 200);
        await expect(slow).rejects.toMatchObject({ extensions: { code: 'TIMEOUT' } });
      }
      // PGlite accepts the setting but runs in one thread without timers: it never cancels.
      const quick = await withStatementTimeout(db, (tx) => tx.execute<{ one: number }>(sql`SELECT 1 AS one`));
      expect(quick.rows[0]?.one).toBe(1);
      // SET LOCAL ends with the transaction: other statements keep the server's default.
      const setting = await db.execute<{ statement_timeout: string }>(sql`SHOW statement_timeout`);
      expect(setting.rows[0]?.statement_timeout).toBe('0');
    } finally {
      await close();
    }
  });
});
