import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { seedDemoIfEmpty } from './startup.ts';

const logger = pino({ level: 'silent' });

describe.each(testDatabases())('--seed-demo-if-empty on $name', (database) => {
  it('loads the demo company into an empty database only', async () => {
    const { db, close } = await database.open();
    try {
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(true);
      const admin = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from user_emails where address = 'admin@example.com'`,
      );
      expect(admin.rows[0]?.n).toBe(1);
      // Budget used is worked out from the demo's approved hours, so the project list shows real figures.
      const used = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from projects where budget_used > 0`,
      );
      expect(used.rows[0]?.n).toBeGreaterThan(0);
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(false);
    } finally {
      await close();
    }
  });

  it('leaves a database with users alone', async () => {
    const { db, close } = await database.open();
    try {
      await createUser(db, { email: 'only@example.com' });
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(false);
      const users = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
      expect(users.rows[0]?.n).toBe(1);
    } finally {
      await close();
    }
  });
});
