import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { useTimesheetWorld, VACCINE_REPORTER } from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

describe.each(testDatabases())('vaccine report exports on $name', (database) => {
  const t = useTimesheetWorld(database, ['hr', 'admin'] as const, { users: [VACCINE_REPORTER] });

  beforeAll(async () => {
    await t.db.insert(schema.vaccineRecords).values([
      {
        userId: t.world.ids.employee,
        status: 'yes',
        vaccineVersion: '=Pfizer',
        lastVaccinationDate: '2026-03-01',
      },
    ]);
    await t.db.update(schema.users).set({ firstName: '@Pat' }).where(eq(schema.users.id, t.world.ids.pm));
  }, 60_000);

  it('refuses the signed out, other groups and an unknown table, naming it', async () => {
    expect(
      (await refusal(new TestBrowser(t.app.baseUrl), '/api/reports/vaccine.csv?table=vaccinated')).status,
    ).toBe(401);
    expect((await refusal(t.as.admin, '/api/reports/vaccine.csv?table=vaccinated')).status).toBe(403);
    expect(await refusal(t.as.hr, '/api/reports/vaccine.csv?table=everyone')).toMatchObject({
      status: 400,
      body: { field: 'table' },
    });
  });

  it('exports a table with its V-026 name, dates MM-DD-YYYY, hostile cells inert', async () => {
    const { records, fileName } = await downloadCsv(
      t.as.hr,
      '/api/reports/vaccine.csv?table=vaccinated&tzOffset=0',
    );
    expect(fileName).toMatch(/^FullyVaccinated-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records).toEqual([
      ['Employee', 'Email', 'Vaccine', 'Vaccine Date'],
      ['Erin Employee', 'employee@example.com', "'=Pfizer", '03-01-2026'],
    ]);
    const { sheet } = await downloadXlsx(t.as.hr, '/api/reports/vaccine.xlsx?table=vaccinated');
    expect(xlsxRow(sheet, 2)).toEqual([
      'Erin Employee',
      'employee@example.com',
      '=Pfizer',
      new Date('2026-03-01T00:00:00Z'),
    ]);
    const notResponded = await downloadCsv(t.as.hr, '/api/reports/vaccine.csv?table=notResponded');
    expect(notResponded.records[0]).toEqual(['Employee', 'Email', 'Type', 'Last Login']);
    const pm = notResponded.records.find((record) => record[1] === 'pm@example.com');
    expect(pm?.[0]).toBe("'@Pat Manager");
  });
});
