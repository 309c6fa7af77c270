import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultMigrationsFolder } from '../client.ts';
import { testDatabases } from '../testing.ts';

// Migration 0016 adds the unique indexes of project codes and payroll ids. It must not fail on a database that
// already holds duplicates: the oldest row of each group keeps the value under the index, the others are flagged.
// The test takes a migrated database, undoes 0016 (as the database was before it), writes duplicates, and
// runs 0016's statements again (straight from its file: later migrations are already applied).
describe.each(testDatabases())('migration 0016 on a database with duplicate codes ($name)', ({ open }) => {
  it('keeps every duplicate, flags all but the oldest, and then refuses new ones', async () => {
    const { db, close } = await open();
    try {
      await db.execute(sql`DROP INDEX projects_project_code_key`);
      await db.execute(sql`DROP INDEX users_payroll_id_key`);
      await db.execute(sql`ALTER TABLE projects DROP COLUMN project_code_duplicate`);
      await db.execute(sql`ALTER TABLE users DROP COLUMN payroll_id_duplicate`);
      await db.execute(sql`DROP TABLE pending_uploads`);
      await db.execute(sql`
        INSERT INTO projects (id, name, project_code, created_at) VALUES
          ('00000000-0000-4000-8000-000000000001', 'First', 'ABC', '2020-01-01'),
          ('00000000-0000-4000-8000-000000000002', 'Second', ' abc ', '2021-01-01'),
          ('00000000-0000-4000-8000-000000000003', 'Third', 'Abc', '2022-01-01'),
          ('00000000-0000-4000-8000-000000000004', 'Other', 'XYZ', '2020-01-01'),
          ('00000000-0000-4000-8000-000000000005', 'Blank', '', '2020-01-01'),
          ('00000000-0000-4000-8000-000000000006', 'Blank too', ' ', '2020-01-01')`);
      await db.execute(sql`
        INSERT INTO users (id, first_name, last_name, payroll_id, created_at) VALUES
          ('00000000-0000-4000-8000-000000000011', 'Ann', 'Old', 'P1', '2020-01-01'),
          ('00000000-0000-4000-8000-000000000012', 'Bob', 'New', 'p1', '2021-01-01'),
          ('00000000-0000-4000-8000-000000000013', 'Cy', 'None', NULL, '2021-01-01'),
          ('00000000-0000-4000-8000-000000000014', 'Di', 'None', NULL, '2021-01-01')`);

      const migration = readFileSync(
        join(defaultMigrationsFolder, '0016_unique_codes_pending_uploads.sql'),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) {
        if (statement.trim()) await db.execute(sql.raw(statement));
      }

      const projects = await db.execute<{
        name: string;
        project_code: string;
        project_code_duplicate: boolean;
      }>(sql`SELECT name, project_code, project_code_duplicate FROM projects ORDER BY id`);
      expect(projects.rows.map((row) => [row.name, row.project_code, row.project_code_duplicate])).toEqual([
        ['First', 'ABC', false],
        ['Second', ' abc ', true],
        ['Third', 'Abc', true],
        ['Other', 'XYZ', false],
        ['Blank', '', false],
        ['Blank too', ' ', false],
      ]);
      const users = await db.execute<{ payroll_id: string | null; payroll_id_duplicate: boolean }>(
        sql`SELECT payroll_id, payroll_id_duplicate FROM users ORDER BY id`,
      );
      expect(users.rows.map((row) => row.payroll_id_duplicate)).toEqual([false, true, false, false]);

      // From now on the index holds: a new duplicate is refused, and so is a flagged row dropping its flag.
      const refused = async (statement: ReturnType<typeof sql>) =>
        db.execute(statement).then(
          () => 'written',
          (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
        );
      expect(await refused(sql`INSERT INTO projects (name, project_code) VALUES ('Fourth', 'aBc')`)).toBe(
        '23505',
      );
      expect(
        await refused(sql`INSERT INTO users (first_name, last_name, payroll_id) VALUES ('E', 'F', ' P1')`),
      ).toBe('23505');
      expect(
        await refused(
          sql`UPDATE projects SET project_code_duplicate = false WHERE id = '00000000-0000-4000-8000-000000000002'`,
        ),
      ).toBe('23505');
      expect(
        await refused(
          sql`UPDATE projects SET project_code = 'NEW', project_code_duplicate = false
               WHERE id = '00000000-0000-4000-8000-000000000002'`,
        ),
      ).toBe('written');
    } finally {
      await close();
    }
  }, 60_000);
});
