import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTimesheet } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import {
  HR_PERSON,
  setConfiguration,
  useTimesheetWorld,
} from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const mmddyyyy = (iso: IsoDate) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe.each(testDatabases())('human-resources report exports on $name', (database) => {
  const t = useTimesheetWorld(database, ['hr', 'employee', 'admin'] as const, { users: [HR_PERSON] });
  let missing: IsoDate;

  beforeAll(async () => {
    await t.db
      .update(schema.users)
      .set({ firstName: '-Erin' })
      .where(eq(schema.users.id, t.world.ids.employee));
    // Lateness is judged on the firm's clock (C-022): UTC here, so the hours below are whole.
    await setConfiguration(t.db, 'time-zone', 'UTC');
    missing = addDays(t.world.weekEnd, -14);
    const late = addDays(missing, -7);
    await createTimesheet(t.db, {
      userId: t.world.ids.employee,
      endDate: late,
      status: 'Approved',
      submittedAt: new Date(`${addDays(late, 2)}T09:00:00Z`),
    });
    await createTimesheet(t.db, { userId: t.world.ids.employee, endDate: missing, status: 'Not Submitted' });
  }, 60_000);

  const range = () => `startDate=${isoToCompact(addDays(missing, -10))}&endDate=${isoToCompact(missing)}`;

  it('refuses the signed out (401), other groups (403) and bad parameters (400 naming them)', async () => {
    const anonymous = new TestBrowser(t.app.baseUrl);
    for (const name of ['hr-all-users', 'hr-delinquency', 'hr-rollups']) {
      expect((await refusal(anonymous, `/api/reports/${name}.csv`)).status, name).toBe(401);
      expect((await refusal(t.as.admin, `/api/reports/${name}.xlsx`)).status, name).toBe(403);
    }
    expect(
      await refusal(t.as.hr, '/api/reports/hr-delinquency.csv?startDate=x&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'startDate' },
    });
    expect(await refusal(t.as.hr, '/api/reports/hr-rollups.csv?startDate=20260101')).toMatchObject({
      status: 400,
      body: { field: 'endDate' },
    });
  });

  it('exports All Active Users filtered like the screen, a hostile name inert', async () => {
    const { records, fileName } = await downloadCsv(
      t.as.hr,
      '/api/reports/hr-all-users.csv?search=erin&tzOffset=0',
    );
    expect(fileName).toMatch(/^AllActiveUsers-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records).toEqual([
      ['Name', 'Email', 'Projects', 'Approvers'],
      ["'-Erin Employee", 'employee@example.com', 'Apollo', 'pm@example.com; admin@example.com'],
    ]);
    const { sheet } = await downloadXlsx(t.as.hr, '/api/reports/hr-all-users.xlsx?search=erin');
    expect(xlsxRow(sheet, 2)[0]).toBe('-Erin Employee');
  });

  it('exports the delinquency report: a missing week, dates MM-DD-YYYY, hours a number', async () => {
    const { records, fileName } = await downloadCsv(t.as.hr, `/api/reports/hr-delinquency.csv?${range()}`);
    expect(fileName).toMatch(/^DelinquencyReport-WeekEnding\(.+\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual([
      'Name',
      'Email',
      'Week Ending',
      'Delinquency',
      'Status',
      'Submitted',
      'Hours Late',
    ]);
    const late = addDays(missing, -7);
    const submitted = `${mmddyyyy(addDays(late, 2))} 09:00 UTC`;
    expect(records.slice(1)).toEqual([
      ["'-Erin Employee", 'employee@example.com', mmddyyyy(late), 'Late', 'Approved', submitted, '24'],
      [
        "'-Erin Employee",
        'employee@example.com',
        mmddyyyy(missing),
        'Missing',
        'Not Submitted',
        '',
        expect.any(String),
      ],
    ]);
    const { sheet } = await downloadXlsx(t.as.hr, `/api/reports/hr-delinquency.xlsx?${range()}`);
    expect(xlsxRow(sheet, 2)).toEqual([
      '-Erin Employee',
      'employee@example.com',
      new Date(`${late}T00:00:00Z`),
      'Late',
      'Approved',
      submitted,
      24,
    ]);
  });

  it('exports the rollups of the range, filtered by project and employee', async () => {
    const path = `/api/reports/hr-rollups.csv?${range()}&employee=Nobody`;
    const { records } = await downloadCsv(t.as.hr, path);
    expect(records).toEqual([['Name', 'Project', 'Deliverable', 'Milestone', 'Hours']]);
  });
});
