import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/harness.ts';
import {
  type Actor,
  insertSheet,
  openReportWorld,
} from '../../modules/finance/reports/finance-reports.fixtures.ts';
import type { World } from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const mmddyyyy = (iso: IsoDate) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe.each(testDatabases())('finance timesheets export on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<Actor, TestBrowser>;
  let lastWeek: IsoDate;

  beforeAll(async () => {
    ({ app, db, close, world, as, lastWeek } = await openReportWorld(database));
    await db.update(schema.projects).set({ name: '=Apollo' }).where(eq(schema.projects.id, world.project));
    const line = { projectId: world.project, deliverableId: world.deliverables.design };
    await insertSheet(db, lastWeek, world.ids.employee, 'Approved', [{ ...line, days: [[0, '7.5']] }]);
    await insertSheet(db, lastWeek, world.ids.pm, 'Submitted-Pending', [{ ...line, days: [[1, '2']] }]);
    // The list reads each sheet's stored total, which the app keeps on save.
    await db.execute(
      sql`UPDATE timesheets t SET total_hours = (SELECT sum(e.hours) FROM timesheet_entries e WHERE e.timesheet_id = t.id)`,
    );
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  const range = () => `startDate=${isoToCompact(addDays(lastWeek, -6))}&endDate=${isoToCompact(lastWeek)}`;

  it('refuses the signed out, other groups and bad parameters, naming them', async () => {
    expect(
      (await refusal(new TestBrowser(app.baseUrl), `/api/reports/finance-timesheets.csv?${range()}`)).status,
    ).toBe(401);
    expect((await refusal(as.admin, `/api/reports/finance-timesheets.csv?${range()}`)).status).toBe(403);
    expect(
      await refusal(as.finance, `/api/reports/finance-timesheets.csv?${range()}&status=Lost`),
    ).toMatchObject({
      status: 400,
      body: { field: 'status.0' },
    });
    expect(
      await refusal(as.finance, '/api/reports/finance-timesheets.csv?startDate=20260201&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'endDate' },
    });
  });

  it("exports every sheet of the list's filters, the project inert, dates and hours typed", async () => {
    const { records, fileName } = await downloadCsv(
      as.finance,
      `/api/reports/finance-timesheets.csv?${range()}`,
    );
    expect(fileName).toMatch(/^FinanceTimesheets-WeekEnding\(.+\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual([
      'Resource Name',
      'Email',
      'Week Start',
      'Week End',
      'Approvers',
      'Projects',
      'Hours',
      'Status',
    ]);
    expect(
      records.slice(1).map((record) => [record[0], record[2], record[3], record[5], record[6], record[7]]),
    ).toEqual([
      ['Erin Employee', mmddyyyy(addDays(lastWeek, -6)), mmddyyyy(lastWeek), "'=Apollo", '7.5', 'Approved'],
      [
        'Pat Manager',
        mmddyyyy(addDays(lastWeek, -6)),
        mmddyyyy(lastWeek),
        "'=Apollo",
        '2',
        'Submitted-Pending',
      ],
    ]);
    const approved = await downloadCsv(
      as.finance,
      `/api/reports/finance-timesheets.csv?${range()}&status=Approved`,
    );
    expect(approved.records.slice(1).map((record) => record[0])).toEqual(['Erin Employee']);
    const { sheet } = await downloadXlsx(
      as.finance,
      `/api/reports/finance-timesheets.xlsx?${range()}&queryString=pat`,
    );
    expect(sheet.rowCount).toBe(2);
    const row = xlsxRow(sheet, 2);
    expect([row[0], row[3], row[5], row[6]]).toEqual([
      'Pat Manager',
      new Date(`${lastWeek}T00:00:00Z`),
      '=Apollo',
      2,
    ]);
  });
});
