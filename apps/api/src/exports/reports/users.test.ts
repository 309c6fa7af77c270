import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { USER_COLUMNS } from '@tally/domain/admin/admin-users-table';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { useReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('users export on $name', (database) => {
  const t = useReportWorld(database);

  beforeAll(async () => {
    await t.db
      .update(schema.users)
      .set({ department: '=cmd|calc', lastActiveOn: new Date('2026-03-02T15:04:00Z') })
      .where(eq(schema.users.id, t.world.ids.employee));
    await t.db
      .update(schema.users)
      .set({ accountActive: false })
      .where(eq(schema.users.id, t.world.ids.other));
  });

  it('refuses the signed out, other groups and a bad sort, naming it', async () => {
    expect((await refusal(new TestBrowser(t.app.baseUrl), '/api/reports/users.csv')).status).toBe(401);
    expect((await refusal(t.as.finance, '/api/reports/users.csv')).status).toBe(403);
    expect(await refusal(t.as.admin, '/api/reports/users.csv?sort=password')).toMatchObject({
      status: 400,
      body: { field: 'sort' },
    });
  });

  it('exports the rows the list shows, with their ID, Last Active On in the browser zone, hostile text inert', async () => {
    const { records, fileName } = await downloadCsv(t.as.admin, '/api/reports/users.csv?tzOffset=300');
    expect(fileName).toMatch(/^Users-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual(['ID', ...USER_COLUMNS.map((column) => column.title)]);
    const lastNames = records.slice(1).map((record) => record[2]);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a!.localeCompare(b!)));
    expect(lastNames).not.toContain('Other'); // only the active users by default
    const erin = records.find((record) => record[0] === t.world.ids.employee)!;
    expect(erin[6]).toBe("'=cmd|calc");
    expect(erin[9]).toBe('03/02/2026 10:04 AM');
    const all = await downloadCsv(t.as.admin, '/api/reports/users.csv?onlyActive=false&search=other');
    expect(all.records.slice(1).map((record) => record[2])).toEqual(['Other']);
    const { sheet } = await downloadXlsx(t.as.admin, `/api/reports/users.xlsx?search=erin`);
    expect(xlsxRow(sheet, 2)[6]).toBe('=cmd|calc');
  });
});
