import { expect, it } from 'vitest';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { insertTaskDays } from '../projects/task-days.fixtures.ts';
import { EXPORT_HOURS_COLUMNS, exportHoursCsv } from './export-hours.queries.ts';

/**
 * The Export Hours file of the task days of task-days.fixtures.ts, as the first (row-object) implementation
 * printed it: a faster implementation must print the same bytes.
 */
const EXPECTED = [
  'timesheetId,status,endDate,lastName,firstName,role,email,payrollId,clientName,project,projectCode,bu,milestone,deliverable,approvedOn,taskdate,hours,comment,totalCost,rate',
  '10000000-0000-4000-8000-000000000002,Submitted-Pending,01-11-2026,Manager,Pat,,,,Acme Corp,Apollo,APL,"BU-7-IS,2",Build,Code,,01/05/2026,8,"say ""hi""",,',
  '10000000-0000-4000-8000-000000000001,Approved,01-11-2026,"O""Neil, Jr",Erin,Analyst,employee@example.com,P-7,Acme Corp,Apollo,APL,AP-01,Build,Design,01/12/2026,01/05/2026,4,"line, ""quoted""","$4,938.00","$1,234.50"',
  '10000000-0000-4000-8000-000000000001,Approved,01-11-2026,"O""Neil, Jr",Erin,Analyst,employee@example.com,P-7,Acme Corp,Apollo,APL,AP-01,Build,Design,01/12/2026,01/06/2026,2.5,"two\nlines","$3,086.25","$1,234.50"',
  '10000000-0000-4000-8000-000000000001,Approved,01-11-2026,"O""Neil, Jr",Erin,Analyst,employee@example.com,P-7,Acme Corp,Apollo,APL,AP-01,Build,Design,01/12/2026,01/07/2026,0.25,plain,$308.63,"$1,234.52"',
  '10000000-0000-4000-8000-000000000002,Submitted-Pending,01-11-2026,Manager,Pat,,,,Acme Corp,Apollo,APL,"BU-7-IS,2",Build,Code,,01/08/2026,1.75,,,',
  '10000000-0000-4000-8000-000000000002,Submitted-Pending,01-11-2026,Manager,Pat,,,,Acme Corp,Apollo,APL,AP-01,,Loose ends,,01/09/2026,1,loose,,',
  '10000000-0000-4000-8000-000000000003,Approved,01-18-2026,"O""Neil, Jr",Erin,Analyst,employee@example.com,P-7,Acme Corp,Apollo,APL,AP-01,Build,Design,01/20/2026,01/12/2026,3,,"$3,703.50","$1,234.50"',
]
  .map((line) => `${line}\r\n`)
  .join('');

describeWithProjectWorld('Export Hours: the file, byte for byte', (t) => {
  const url = () =>
    `/api/projects/export-hours?${new URLSearchParams({
      projectId: t.world.project,
      startDate: '20260105',
      endDate: '20260118',
    })}`;

  it('prints every column of every task day, quoted where needed, in date then id order', async () => {
    await insertTaskDays(t.db, t.world);
    const response = await t.as.manager.fetch(url());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(EXPECTED);
    expect(EXPECTED.startsWith(`${EXPORT_HOURS_COLUMNS.join(',')}\r\n`)).toBe(true);
  });

  it('prints the same rows whatever the page size', async () => {
    for (const pageSize of [1, 2, 3, 7, 1000]) {
      let body = '';
      for await (const chunk of exportHoursCsv(t.db, t.world.project, '2026-01-05', '2026-01-18', pageSize))
        body += chunk;
      expect(body, `pages of ${pageSize}`).toBe(EXPECTED.slice(EXPECTED.indexOf('\r\n') + 2));
    }
  });
});
