import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { UTILIZATION_CSV_HEADER } from '@tally/domain/performance/utilization';
import { addDays, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/harness.ts';
import {
  type Actor,
  insertSheet,
  openReportWorld,
} from '../../modules/finance/reports/finance-reports.fixtures.ts';
import type { World } from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('utilization export on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<Actor, TestBrowser>;
  let lastWeek: IsoDate;

  beforeAll(async () => {
    ({ app, db, close, world, as, lastWeek } = await openReportWorld(database));
    await db.update(schema.users).set({ firstName: '+Erin' }).where(eq(schema.users.id, world.ids.employee));
    await insertSheet(db, lastWeek, world.ids.employee, 'Approved', [
      {
        projectId: world.project,
        deliverableId: world.deliverables.design,
        days: [
          [0, '8'],
          [1, '4.5'],
        ],
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  const range = () => `startDate=${isoToCompact(addDays(lastWeek, -6))}&endDate=${isoToCompact(lastWeek)}`;

  it('refuses the signed out, other groups and bad parameters, naming them', async () => {
    expect(
      (await refusal(new TestBrowser(app.baseUrl), `/api/reports/utilization.csv?${range()}`)).status,
    ).toBe(401);
    expect((await refusal(as.finance, `/api/reports/utilization.csv?${range()}`)).status).toBe(403);
    expect(await refusal(as.admin, `/api/reports/utilization.csv?${range()}&filter=SOME`)).toMatchObject({
      status: 400,
      body: { field: 'filter' },
    });
    expect(
      await refusal(as.admin, '/api/reports/utilization.xlsx?startDate=2026&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'startDate' },
    });
  });

  it('exports every person of the range with the table figures, names inert, numbers as numbers', async () => {
    const { records, fileName } = await downloadCsv(as.admin, `/api/reports/utilization.csv?${range()}`);
    expect(fileName).toMatch(/^ResourceUtilization-WeekEnding\(.+\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual([...UTILIZATION_CSV_HEADER]);
    const erin = records.find((record) => record[1] === 'employee@example.com');
    expect(erin?.[0]).toBe("'+Erin Employee");
    expect(erin?.[4]).toBe('12.5');
    const { sheet } = await downloadXlsx(as.admin, `/api/reports/utilization.xlsx?${range()}`);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => xlsxRow(sheet, index + 2));
    const row = rows.find((values) => values[1] === 'employee@example.com');
    expect(row?.[0]).toBe('+Erin Employee');
    expect(row?.[4]).toBe(12.5);
  });
});
