import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { UTILIZATION_CSV_HEADER } from '@tally/domain/performance/utilization';
import { addDays, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { useReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('utilization export on $name', (database) => {
  const t = useReportWorld(database);

  beforeAll(async () => {
    await t.db
      .update(schema.users)
      .set({ firstName: '+Erin' })
      .where(eq(schema.users.id, t.world.ids.employee));
    await t.sheet(t.world.ids.employee, 'Approved', [
      {
        projectId: t.world.project,
        deliverableId: t.world.deliverables.design,
        days: [
          [0, '8'],
          [1, '4.5'],
        ],
      },
    ]);
  });

  const range = () =>
    `startDate=${isoToCompact(addDays(t.lastWeek, -6))}&endDate=${isoToCompact(t.lastWeek)}`;

  it('refuses the signed out, other groups and bad parameters, naming them', async () => {
    expect(
      (await refusal(new TestBrowser(t.app.baseUrl), `/api/reports/utilization.csv?${range()}`)).status,
    ).toBe(401);
    expect((await refusal(t.as.finance, `/api/reports/utilization.csv?${range()}`)).status).toBe(403);
    expect(await refusal(t.as.admin, `/api/reports/utilization.csv?${range()}&filter=SOME`)).toMatchObject({
      status: 400,
      body: { field: 'filter' },
    });
    expect(
      await refusal(t.as.admin, '/api/reports/utilization.xlsx?startDate=2026&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'startDate' },
    });
  });

  it('exports every person of the range with the table figures, names inert, numbers as numbers', async () => {
    const { records, fileName } = await downloadCsv(t.as.admin, `/api/reports/utilization.csv?${range()}`);
    expect(fileName).toMatch(/^ResourceUtilization-WeekEnding\(.+\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual([...UTILIZATION_CSV_HEADER]);
    const erin = records.find((record) => record[1] === 'employee@example.com');
    expect(erin?.[0]).toBe("'+Erin Employee");
    expect(erin?.[4]).toBe('12.5');
    const { sheet } = await downloadXlsx(t.as.admin, `/api/reports/utilization.xlsx?${range()}`);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => xlsxRow(sheet, index + 2));
    const row = rows.find((values) => values[1] === 'employee@example.com');
    expect(row?.[0]).toBe('+Erin Employee');
    expect(row?.[4]).toBe(12.5);
  });
});
