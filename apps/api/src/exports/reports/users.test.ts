import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { USER_COLUMNS } from '@tally/domain/admin/admin-users-table';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/harness.ts';
import { type Actor, openReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import type { World } from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('users export on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<Actor, TestBrowser>;

  beforeAll(async () => {
    ({ app, db, close, world, as } = await openReportWorld(database));
    await db
      .update(schema.users)
      .set({ department: '=cmd|calc', lastActiveOn: new Date('2026-03-02T15:04:00Z') })
      .where(eq(schema.users.id, world.ids.employee));
    await db.update(schema.users).set({ accountActive: false }).where(eq(schema.users.id, world.ids.other));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('refuses the signed out, other groups and a bad sort, naming it', async () => {
    expect((await refusal(new TestBrowser(app.baseUrl), '/api/reports/users.csv')).status).toBe(401);
    expect((await refusal(as.finance, '/api/reports/users.csv')).status).toBe(403);
    expect(await refusal(as.admin, '/api/reports/users.csv?sort=password')).toMatchObject({
      status: 400,
      body: { field: 'sort' },
    });
  });

  it('exports the rows the list shows, with their ID, Last Active On in the browser zone, hostile text inert', async () => {
    const { records, fileName } = await downloadCsv(as.admin, '/api/reports/users.csv?tzOffset=300');
    expect(fileName).toMatch(/^Users-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual(['ID', ...USER_COLUMNS.map((column) => column.title)]);
    const lastNames = records.slice(1).map((record) => record[2]);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a!.localeCompare(b!)));
    expect(lastNames).not.toContain('Other'); // only the active users by default
    const erin = records.find((record) => record[0] === world.ids.employee)!;
    expect(erin[6]).toBe("'=cmd|calc");
    expect(erin[9]).toBe('03/02/2026 10:04 AM');
    const all = await downloadCsv(as.admin, '/api/reports/users.csv?onlyActive=false&search=other');
    expect(all.records.slice(1).map((record) => record[2])).toEqual(['Other']);
    const { sheet } = await downloadXlsx(as.admin, `/api/reports/users.xlsx?search=erin`);
    expect(xlsxRow(sheet, 2)[6]).toBe('=cmd|calc');
  });
});
