import { schema } from '@tally/db';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { createApproval } from '../../../../test/factories/index.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';
import { insertTaskDays, TASK_DAY_IDS } from '../task-days.fixtures.ts';
import { EXPORT_HOURS_COLUMNS, exportHoursCsv } from './queries/export-hours.ts';

const HYPERLINK = '=HYPERLINK("http://x","y")';

/**
 * The Export Hours file of the task days of task-days.fixtures.ts (plus a department, a supervisor, the
 * approvers of the approved sheet, a classification and a hostile comment), byte for byte: M-114's F-017
 * columns, one date format (MM-DD-YYYY), money with two decimals, the role whose rate applied (C-024: the
 * employee's resource role Consultant, not their own role Analyst), formula-looking text neutralised.
 */
const EXPECTED = [
  'timesheetId,endDate,status,lastName,firstName,payrollId,department,email,clientName,project,projectCode,bu,milestone,deliverable,taskdate,hours,role,rate,name,totalCost,supervisor,approvers,approvedOn,comment,classification',
  '10000000-0000-4000-8000-000000000002,01-11-2026,Submitted-Pending,Manager,Pat,,,,Acme Corp,Apollo,APL,"BU-7-IS,2",Build,Code,01-05-2026,8,,,Pat Manager,,,,,"say ""hi""",Overhead',
  '10000000-0000-4000-8000-000000000001,01-11-2026,Approved,"O""Neil, Jr",Erin,P-7,R&D,employee@example.com,Acme Corp,Apollo,APL,AP-01,Build,Design,01-05-2026,4,Consultant,1234.50,"Erin O""Neil, Jr",4938.00,Pat Manager,"pm@example.com, boss@example.com",01-12-2026,"line, ""quoted""",Overhead',
  '10000000-0000-4000-8000-000000000001,01-11-2026,Approved,"O""Neil, Jr",Erin,P-7,R&D,employee@example.com,Acme Corp,Apollo,APL,AP-01,Build,Design,01-06-2026,2.5,Consultant,1234.50,"Erin O""Neil, Jr",3086.25,Pat Manager,"pm@example.com, boss@example.com",01-12-2026,"two\nlines",Overhead',
  '10000000-0000-4000-8000-000000000001,01-11-2026,Approved,"O""Neil, Jr",Erin,P-7,R&D,employee@example.com,Acme Corp,Apollo,APL,AP-01,Build,Design,01-07-2026,0.25,Consultant,1234.50,"Erin O""Neil, Jr",308.63,Pat Manager,"pm@example.com, boss@example.com",01-12-2026,plain,Overhead',
  `10000000-0000-4000-8000-000000000002,01-11-2026,Submitted-Pending,Manager,Pat,,,,Acme Corp,Apollo,APL,"BU-7-IS,2",Build,Code,01-08-2026,1.75,,,Pat Manager,,,,,"'=HYPERLINK(""http://x"",""y"")",Overhead`,
  '10000000-0000-4000-8000-000000000002,01-11-2026,Submitted-Pending,Manager,Pat,,,,Acme Corp,Apollo,APL,AP-01,,Loose ends,01-09-2026,1,,,Pat Manager,,,,,loose,Overhead',
  '10000000-0000-4000-8000-000000000003,01-18-2026,Approved,"O""Neil, Jr",Erin,P-7,R&D,employee@example.com,Acme Corp,Apollo,APL,AP-01,Build,Design,01-12-2026,3,Consultant,1234.50,"Erin O""Neil, Jr",3703.50,Pat Manager,,01-20-2026,,Overhead',
]
  .map((line) => `${line}\r\n`)
  .join('');

describeWithProjectWorld('Export Hours: the file, byte for byte', (t) => {
  const url = (format?: string) =>
    `/api/projects/export-hours?${new URLSearchParams({
      projectId: t.world.project,
      startDate: '20260105',
      endDate: '20260118',
      ...(format ? { format } : {}),
    })}`;

  it('sets up the task days with the M-114 details', async () => {
    await insertTaskDays(t.db, t.world);
    await t.db
      .update(schema.users)
      .set({ department: 'R&D', supervisorId: t.world.ids.pm })
      .where(eq(schema.users.id, t.world.ids.employee));
    await t.db
      .update(schema.projects)
      .set({ classification: 'Overhead' })
      .where(eq(schema.projects.id, t.world.project));
    await t.db
      .update(schema.timesheetEntries)
      .set({ comment: HYPERLINK })
      .where(eq(schema.timesheetEntries.id, TASK_DAY_IDS.pendingThu));
    await createApproval(t.db, {
      timesheetId: TASK_DAY_IDS.approvedSheet,
      projectId: t.world.project,
      status: 'Approved',
      approvers: [
        { email: 'boss@example.com', position: 1 },
        { email: 'pm@example.com', position: 0 },
      ],
    });
  });

  it('prints every column of every task day with a BOM, quoted and neutralised, in date then id order', async () => {
    const response = await t.as.manager.fetch(url());
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(EXPECTED);
    expect(EXPECTED.startsWith(`${EXPORT_HOURS_COLUMNS.join(',')}\r\n`)).toBe(true);
    // A real parser reads the hostile comment as inert text.
    const records: string[][] = parse(bytes, { bom: true });
    expect(records[5]![23]).toBe(`'${HYPERLINK}`);
  });

  it('prints the same rows whatever the page size', async () => {
    for (const pageSize of [1, 2, 3, 7, 1000]) {
      let body = '';
      for await (const chunk of exportHoursCsv(t.db, t.world.project, '2026-01-05', '2026-01-18', pageSize))
        body += chunk;
      expect(body, `pages of ${pageSize}`).toBe(EXPECTED.slice(EXPECTED.indexOf('\r\n') + 2));
    }
  });

  it('writes the same rows as XLSX: numbers as numbers, dates as dates, the hostile comment as text', async () => {
    const response = await t.as.manager.fetch(url('xlsx'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="ProjectHours-WeekEnding\(01-18-2026\)-ExportedOn\(\d{8}-\d{4}\)\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(8);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_HOURS_COLUMNS);
    const column = (name: string) => (EXPORT_HOURS_COLUMNS as readonly string[]).indexOf(name) + 1;
    const approved = sheet.getRow(3);
    expect(approved.getCell(column('hours')).value).toBe(4);
    expect(approved.getCell(column('rate')).value).toBe(1234.5);
    expect(approved.getCell(column('rate')).numFmt).toBe('0.00');
    expect(approved.getCell(column('totalCost')).value).toBe(4938);
    expect(approved.getCell(column('taskdate')).value).toEqual(new Date(Date.UTC(2026, 0, 5)));
    expect(approved.getCell(column('approvedOn')).value).toEqual(new Date(Date.UTC(2026, 0, 12)));
    expect(approved.getCell(column('role')).value).toBe('Consultant');
    const hostile = sheet.getRow(6).getCell(column('comment'));
    expect(hostile.type).toBe(ExcelJS.ValueType.String);
    expect(hostile.value).toBe(HYPERLINK);
  });

  it('refuses an unknown format, naming it', async () => {
    const response = await t.as.manager.fetch(url('pdf'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'format' });
  });
});
