import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { useReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const mmddyyyy = (iso: IsoDate) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe.each(testDatabases())('finance timesheets export on $name', (database) => {
  const t = useReportWorld(database);

  beforeAll(async () => {
    await t.db
      .update(schema.projects)
      .set({ name: '=Apollo' })
      .where(eq(schema.projects.id, t.world.project));
    const line = { projectId: t.world.project, deliverableId: t.world.deliverables.design };
    await t.sheet(t.world.ids.employee, 'Approved', [{ ...line, days: [[0, '7.5']] }]);
    await t.sheet(t.world.ids.pm, 'Submitted-Pending', [{ ...line, days: [[1, '2']] }]);
    // The list reads each sheet's stored total, which the app keeps on save.
    await t.db.execute(
      sql`UPDATE timesheets t SET total_hours = (SELECT sum(e.hours) FROM timesheet_entries e WHERE e.timesheet_id = t.id)`,
    );
  });

  const range = () =>
    `startDate=${isoToCompact(addDays(t.lastWeek, -6))}&endDate=${isoToCompact(t.lastWeek)}`;

  it('refuses the signed out, other groups and bad parameters, naming them', async () => {
    expect(
      (await refusal(new TestBrowser(t.app.baseUrl), `/api/reports/finance-timesheets.csv?${range()}`))
        .status,
    ).toBe(401);
    expect((await refusal(t.as.admin, `/api/reports/finance-timesheets.csv?${range()}`)).status).toBe(403);
    expect(
      await refusal(t.as.finance, `/api/reports/finance-timesheets.csv?${range()}&status=Lost`),
    ).toMatchObject({
      status: 400,
      body: { field: 'status.0' },
    });
    expect(
      await refusal(t.as.finance, '/api/reports/finance-timesheets.csv?startDate=20260201&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'endDate' },
    });
  });

  it("exports every sheet of the list's filters, the project inert, dates and hours typed", async () => {
    const { records, fileName } = await downloadCsv(
      t.as.finance,
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
      [
        'Erin Employee',
        mmddyyyy(addDays(t.lastWeek, -6)),
        mmddyyyy(t.lastWeek),
        "'=Apollo",
        '7.5',
        'Approved',
      ],
      [
        'Pat Manager',
        mmddyyyy(addDays(t.lastWeek, -6)),
        mmddyyyy(t.lastWeek),
        "'=Apollo",
        '2',
        'Submitted-Pending',
      ],
    ]);
    const approved = await downloadCsv(
      t.as.finance,
      `/api/reports/finance-timesheets.csv?${range()}&status=Approved`,
    );
    expect(approved.records.slice(1).map((record) => record[0])).toEqual(['Erin Employee']);
    const { sheet } = await downloadXlsx(
      t.as.finance,
      `/api/reports/finance-timesheets.xlsx?${range()}&queryString=pat`,
    );
    expect(sheet.rowCount).toBe(2);
    const row = xlsxRow(sheet, 2);
    expect([row[0], row[3], row[5], row[6]]).toEqual([
      'Pat Manager',
      new Date(`${t.lastWeek}T00:00:00Z`),
      '=Apollo',
      2,
    ]);
  });
});
