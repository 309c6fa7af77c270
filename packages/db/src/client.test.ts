import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './client.ts';
import { configurations, userEmails, userGroups, users } from './schema/index.ts';
import { testDatabases } from './testing.ts';

/** Drizzle wraps driver errors; the PostgreSQL message sits on the cause. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return `${error instanceof Error ? error.message : String(error)} ${cause}`;
  }
  throw new Error('expected the statement to fail');
}

describe.each(testDatabases())('schema on $name', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(() => close());

  it('applies the migrations', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'user_emails', 'sessions', 'configurations']));
  });

  it('stores a user with generated id and default settings', async () => {
    const [user] = await db.insert(users).values({ firstName: 'Ada', lastName: 'Lovelace' }).returning();
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.settings).toEqual({ useNewTaskSelector: false });
    expect(user?.accountActive).toBe(true);
  });

  it('rejects duplicate and upper-case e-mail addresses', async () => {
    const [user] = await db.insert(users).values({ firstName: 'Grace', lastName: 'Hopper' }).returning();
    const userId = user!.id;
    await db.insert(userEmails).values({ userId, address: 'grace@example.com' });
    expect(await failure(db.insert(userEmails).values({ userId, address: 'grace@example.com' }))).toMatch(
      /user_emails_address_key/,
    );
    expect(await failure(db.insert(userEmails).values({ userId, address: 'Grace2@example.com' }))).toMatch(
      /user_emails_address_lower_check/,
    );
  });

  it('accepts only known group names and employee types', async () => {
    const [user] = await db.insert(users).values({ firstName: 'Alan', lastName: 'Turing' }).returning();
    await db.insert(userGroups).values({ userId: user!.id, name: 'finance' });
    const badGroup = db.execute(sql`INSERT INTO user_groups (user_id, name) VALUES (${user!.id}, 'wizards')`);
    expect(await failure(badGroup)).toMatch(/user_groups_name_check/);
    const badType = db.execute(sql`UPDATE users SET employee_type = 'W2' WHERE id = ${user!.id}`);
    expect(await failure(badType)).toMatch(/users_employee_type_check/);
  });

  it('loads related rows through relational queries', async () => {
    const [user] = await db.insert(users).values({ firstName: 'Katherine', lastName: 'Johnson' }).returning();
    await db
      .insert(userEmails)
      .values({ userId: user!.id, address: 'katherine@example.com', verified: true });
    await db.insert(userGroups).values({ userId: user!.id, name: 'admin' });
    const loaded = await db.query.users.findFirst({
      where: (table, { eq }) => eq(table.id, user!.id),
      with: { emails: true, groups: true },
    });
    expect(loaded?.emails.map((email) => email.address)).toEqual(['katherine@example.com']);
    expect(loaded?.groups.map((group) => group.name)).toEqual(['admin']);
  });

  it('checks configuration value types', async () => {
    await db.insert(configurations).values({ key: 'week-end-day', value: 'sun', valueType: 'String' });
    const bad = db.execute(sql`INSERT INTO configurations (key, value_type) VALUES ('x', 'Date')`);
    expect(await failure(bad)).toMatch(/configurations_value_type_check/);
  });
});

describe('createDatabase', () => {
  it('keeps PGlite data in dataDir across reopening', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tally-db-'));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.db.insert(configurations).values({ key: 'company-short-name', value: 'Tally' });
      await first.close();
      const second = await createDatabase({ dataDir });
      const rows = await second.db.select().from(configurations);
      expect(rows.map((row) => row.value)).toEqual(['Tally']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
