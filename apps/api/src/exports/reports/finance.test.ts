import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { exportStamp } from '@tally/domain/shared/csv';
import { compactToIso, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTimeOffs } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { useReportWorld } from '../../modules/finance/reports/finance-reports.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const HOSTILE_PROJECT = '=1+1';
const HYPERLINK = '=HYPERLINK("http://x","y")';

const mmddyyyy = (iso: IsoDate) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
const utc = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);

describe.each(testDatabases())('finance report exports on $name', (database) => {
  const t = useReportWorld(database);
  let stamp: string;

  beforeAll(async () => {
    stamp = exportStamp(t.app.clock.now(), 0);
    await t.db
      .update(schema.projects)
      .set({ name: HOSTILE_PROJECT })
      .where(eq(schema.projects.id, t.world.project));
    await t.sheet(t.world.ids.employee, 'Approved', [
      {
        projectId: t.world.project,
        deliverableId: t.world.deliverables.design,
        days: [
          [0, '7.5', HYPERLINK],
          [1, '2'],
        ],
      },
    ]);
    await createTimeOffs(t.db, [
      {
        userId: t.world.ids.employee,
        timeOffType: '@PTO',
        date: t.lastWeek,
        transactionType: 'TAKEN',
        hours: '-8',
      },
    ]);
  });

  const week = () => isoToCompact(t.lastWeek);
  const range = () => `startDate=${isoToCompact(t.lastWeek).slice(0, 6)}01&endDate=${week()}`;

  it('refuses the signed out (401), other groups (403) and bad parameters (400 naming them)', async () => {
    const anonymous = new TestBrowser(t.app.baseUrl);
    for (const name of [
      'missing-timesheets',
      'payroll-allocation',
      'time-off',
      'projects',
      'accounting-export',
    ]) {
      expect((await refusal(anonymous, `/api/reports/${name}.csv`)).status, name).toBe(401);
      expect((await refusal(t.as.employee, `/api/reports/${name}.xlsx`)).status, name).toBe(403);
    }
    // The time-off report is finance's only, like its GraphQL field.
    expect((await refusal(t.as.admin, `/api/reports/time-off.csv?${range()}`)).status).toBe(403);
    expect(
      await refusal(t.as.finance, '/api/reports/missing-timesheets.csv?endDate=2026-01-01'),
    ).toMatchObject({
      status: 400,
      body: { field: 'endDate' },
    });
    expect(
      await refusal(t.as.finance, `/api/reports/payroll-allocation.csv?endDate=${week()}`),
    ).toMatchObject({
      status: 400,
      body: { field: 'startDate' },
    });
    expect(
      await refusal(t.as.finance, `/api/reports/accounting-export.csv?endDate=${week()}&tzOffset=abc`),
    ).toMatchObject({ status: 400, body: { field: 'tzOffset' } });
    expect(
      await refusal(t.as.finance, '/api/reports/time-off.csv?startDate=20260201&endDate=20260101'),
    ).toMatchObject({ status: 400, body: { field: 'endDate' } });
  });

  it('exports missing timesheets: rows, C-047 name, dates MM-DD-YYYY, the hostile project inert', async () => {
    const path = `/api/reports/missing-timesheets.csv?endDate=${week()}&tzOffset=0`;
    const { records, fileName } = await downloadCsv(t.as.admin, path);
    expect(fileName).toBe(`MissingTimesheets-WeekEnding(${mmddyyyy(t.lastWeek)})-ExportedOn(${stamp}).csv`);
    expect(records).toEqual([
      ['projectName', 'resourceName', 'resourceEmail', 'endDate'],
      [`'${HOSTILE_PROJECT}`, 'Pat Manager', 'pm@example.com', mmddyyyy(t.lastWeek)],
    ]);
    const xlsx = await downloadXlsx(t.as.finance, path.replace('.csv', '.xlsx'));
    expect(xlsx.fileName).toBe(
      `MissingTimesheets-WeekEnding(${mmddyyyy(t.lastWeek)})-ExportedOn(${stamp}).xlsx`,
    );
    expect(xlsxRow(xlsx.sheet, 2)).toEqual([
      HOSTILE_PROJECT,
      'Pat Manager',
      'pm@example.com',
      utc(t.lastWeek),
    ]);
  });

  it('exports payroll allocation with numbers as numbers', async () => {
    const { records, fileName } = await downloadCsv(
      t.as.finance,
      `/api/reports/payroll-allocation.csv?${range()}`,
    );
    expect(fileName).toMatch(/^PayrollAllocation-WeekEnding\(.+\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records).toEqual([
      ['Payroll ID', 'Employee', 'Email', 'Project', 'Hours', 'Total Hours', 'Allocation %'],
      ['P100', 'Erin Employee', 'employee@example.com', `'${HOSTILE_PROJECT}`, '9.5', '9.5', '100'],
    ]);
    const { sheet } = await downloadXlsx(t.as.finance, `/api/reports/payroll-allocation.xlsx?${range()}`);
    expect(xlsxRow(sheet, 2)).toEqual([
      'P100',
      'Erin Employee',
      'employee@example.com',
      HOSTILE_PROJECT,
      9.5,
      9.5,
      100,
    ]);
  });

  it('exports the time-off report, a type starting with @ inert', async () => {
    const { records } = await downloadCsv(t.as.finance, `/api/reports/time-off.csv?${range()}`);
    expect(records).toEqual([
      ['Name', 'Email', 'Payroll ID', 'Time Off Type', 'Date', 'Transaction Type', 'Hours'],
      ['Erin Employee', 'employee@example.com', 'P100', "'@PTO", mmddyyyy(t.lastWeek), 'TAKEN', '-8'],
    ]);
    const { sheet } = await downloadXlsx(t.as.finance, `/api/reports/time-off.xlsx?${range()}`);
    expect(xlsxRow(sheet, 2)).toEqual([
      'Erin Employee',
      'employee@example.com',
      'P100',
      '@PTO',
      utc(t.lastWeek),
      'TAKEN',
      -8,
    ]);
  });

  it('exports the projects report, filtered like the screen', async () => {
    const { records, fileName } = await downloadCsv(t.as.finance, '/api/reports/projects.csv?tzOffset=0');
    expect(fileName).toBe(`ProjectsReport-ExportedOn(${stamp}).csv`);
    expect(records[0]).toEqual([
      'Project',
      'Project Code',
      'Client',
      'Status',
      'Budget',
      'Budget Used %',
      'Budget Remaining',
      'Over Budget',
      'Estimated Hours',
    ]);
    expect(records.some((record) => record[0] === `'${HOSTILE_PROJECT}`)).toBe(true);
    const filtered = await downloadCsv(t.as.finance, '/api/reports/projects.csv?search=%3D1');
    expect(filtered.records.map((record) => record[0])).toEqual(['Project', `'${HOSTILE_PROJECT}`]);
    expect(filtered.records[1]![4]).toMatch(/^\d+\.\d{2}$/);
  });

  it('exports the accounting export, the hostile note inert, the date MM-DD-YYYY', async () => {
    const { records } = await downloadCsv(
      t.as.finance,
      `/api/reports/accounting-export.csv?endDate=${week()}`,
    );
    expect(records[0]).toEqual([
      'Employee',
      'Customer:Job',
      'Payroll Item',
      'Billable Status',
      'Service Item',
      'Date',
      'Duration',
      'Notes',
    ]);
    expect(records).toHaveLength(2);
    expect(records[1]![0]).toBe('Employee, Erin');
    expect(records[1]![5]).toBe(mmddyyyy(t.lastWeek));
    expect(records[1]![6]).toBe('9:30');
    expect(records[1]![7]).toBe(`Build - Design: ${HYPERLINK}`);
    const { sheet } = await downloadXlsx(
      t.as.finance,
      `/api/reports/accounting-export.xlsx?endDate=${week()}`,
    );
    const row = xlsxRow(sheet, 2);
    expect(row[5]).toEqual(utc(t.lastWeek));
    expect(row[7]).toBe(`Build - Design: ${HYPERLINK}`);
    expect(sheet.getCell(2, 8).type).toBe(ExcelJS.ValueType.String);
    expect(compactToIso(week())).toBe(t.lastWeek);
  });
});
