import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimesheet, createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import {
  buildWorld,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  signInAll,
  type World,
} from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const mmddyyyy = (iso: IsoDate) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe.each(testDatabases())('human-resources report exports on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<'hr' | 'employee' | 'admin', TestBrowser>;
  let missing: IsoDate;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
    await createUser(db, {
      email: 'hr@example.com',
      firstName: 'Hana',
      lastName: 'Resources',
      groups: ['human-resources'],
    });
    as = await signInAll(app, ['hr', 'employee', 'admin'] as const);
    await db.update(schema.users).set({ firstName: '-Erin' }).where(eq(schema.users.id, world.ids.employee));
    // Lateness is judged on the firm's clock (C-022): UTC here, so the hours below are whole.
    await setConfiguration(db, 'time-zone', 'UTC');
    missing = addDays(world.weekEnd, -14);
    const late = addDays(missing, -7);
    await createTimesheet(db, {
      userId: world.ids.employee,
      endDate: late,
      status: 'Approved',
      submittedAt: new Date(`${addDays(late, 2)}T09:00:00Z`),
    });
    await createTimesheet(db, { userId: world.ids.employee, endDate: missing, status: 'Not Submitted' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await close();
  });

  const range = () => `startDate=${isoToCompact(addDays(missing, -10))}&endDate=${isoToCompact(missing)}`;

  it('refuses the signed out (401), other groups (403) and bad parameters (400 naming them)', async () => {
    const anonymous = new TestBrowser(app.baseUrl);
    for (const name of ['hr-all-users', 'hr-delinquency', 'hr-rollups']) {
      expect((await refusal(anonymous, `/api/reports/${name}.csv`)).status, name).toBe(401);
      expect((await refusal(as.admin, `/api/reports/${name}.xlsx`)).status, name).toBe(403);
    }
    expect(
      await refusal(as.hr, '/api/reports/hr-delinquency.csv?startDate=x&endDate=20260101'),
    ).toMatchObject({
      status: 400,
      body: { field: 'startDate' },
    });
    expect(await refusal(as.hr, '/api/reports/hr-rollups.csv?startDate=20260101')).toMatchObject({
      status: 400,
      body: { field: 'endDate' },
    });
  });

  it('exports All Active Users filtered like the screen, a hostile name inert', async () => {
    const { records, fileName } = await downloadCsv(
      as.hr,
      '/api/reports/hr-all-users.csv?search=erin&tzOffset=0',
    );
    expect(fileName).toMatch(/^AllActiveUsers-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records).toEqual([
      ['Name', 'Email', 'Projects', 'Approvers'],
      ["'-Erin Employee", 'employee@example.com', 'Apollo', 'pm@example.com; admin@example.com'],
    ]);
    const { sheet } = await downloadXlsx(as.hr, '/api/reports/hr-all-users.xlsx?search=erin');
    expect(xlsxRow(sheet, 2)[0]).toBe('-Erin Employee');
  });

  it('exports the delinquency report: a missing week, dates MM-DD-YYYY, hours a number', async () => {
    const { records, fileName } = await downloadCsv(as.hr, `/api/reports/hr-delinquency.csv?${range()}`);
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
    const { sheet } = await downloadXlsx(as.hr, `/api/reports/hr-delinquency.xlsx?${range()}`);
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
    const { records } = await downloadCsv(as.hr, path);
    expect(records).toEqual([['Name', 'Project', 'Deliverable', 'Milestone', 'Hours']]);
  });
});
