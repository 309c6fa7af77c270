import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { PROJECT_CSV_COLUMNS } from '@tally/domain/projects/project-list';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { useReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('project list export on $name', (database) => {
  const t = useReportWorld(database);

  beforeAll(async () => {
    await t.db
      .update(schema.projects)
      .set({ projectCode: '@APL', budgetUsed: '0.8', sectors: ['Energy'] })
      .where(eq(schema.projects.id, t.world.project));
  });

  it('refuses the signed out and names a bad parameter', async () => {
    expect((await refusal(new TestBrowser(t.app.baseUrl), '/api/reports/project-list.csv')).status).toBe(401);
    expect(await refusal(t.as.admin, '/api/reports/project-list.csv?kind=others')).toMatchObject({
      status: 400,
      body: { field: 'kind' },
    });
    expect(await refusal(t.as.admin, '/api/reports/project-list.xlsx?budgetUsed=7')).toMatchObject({
      status: 400,
      body: { field: 'budgetUsed' },
    });
  });

  it("exports the list's projects with its filters, the file name of M-017, a hostile code inert", async () => {
    const { records, fileName } = await downloadCsv(
      t.as.admin,
      '/api/reports/project-list.csv?search=apollo&tzOffset=0',
    );
    expect(fileName).toMatch(/^Projects-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual([...PROJECT_CSV_COLUMNS]);
    expect(records.slice(1).map((record) => record[0])).toEqual(['Apollo']);
    const apollo = records[1] ?? [];
    expect([apollo[2], apollo[4], apollo[5], apollo[6]]).toEqual(["'@APL", 'Energy', '80', 'No']);
    const { sheet } = await downloadXlsx(t.as.admin, '/api/reports/project-list.xlsx?search=apollo');
    expect(xlsxRow(sheet, 2)[2]).toBe('@APL');
    expect(xlsxRow(sheet, 2)[5]).toBe(80);
    // Another list: projects the viewer manages; the employee manages none.
    const mine = await downloadCsv(t.as.employee, '/api/reports/project-list.csv?kind=mine');
    expect(mine.records).toHaveLength(1);
  });
});
