import { schema } from '@tally/db';
import { exportStamp } from '@tally/domain/shared/csv';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createRole } from '../../../../test/factories/index.ts';
import { describeProjectMoney, sheet } from './project-money.fixtures.ts';
import { EXPORT_HOURS_COLUMNS, EXPORT_PAGE_SIZE, exportHoursCsv } from './queries/export-hours.ts';

describeProjectMoney('Export Hours: the route (M-112..M-114)', (t) => {
  const url = (params: Record<string, string>) => `/api/projects/export-hours?${new URLSearchParams(params)}`;

  it('streams one row per task day with the snapshot columns and the C-047 file name', async () => {
    await createRole(t.db, { projectId: t.world.project, name: 'Consultant', rate: '150' });
    await t.db
      .update(schema.users)
      .set({ payrollId: 'P-7' })
      .where(eq(schema.users.id, t.world.ids.employee));
    await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '4' });
    await sheet(t.db, t.world, { status: 'Submitted-Pending', monday: '2026-01-12', hours: '2.5' });
    await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-19', hours: '1' });
    const response = await t.as.manager.fetch(
      url({ projectId: t.world.project, startDate: '20260105', endDate: '20260118', tzOffset: '0' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const stamp = exportStamp(t.app.clock.now(), 0);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ProjectHours-WeekEnding(01-18-2026)-ExportedOn(${stamp}).csv"`,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(EXPORT_HOURS_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    const approved = lines[1]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const cell = (row: string[], column: (typeof EXPORT_HOURS_COLUMNS)[number]) =>
      row[EXPORT_HOURS_COLUMNS.indexOf(column)];
    expect(cell(approved, 'status')).toBe('Approved');
    expect(cell(approved, 'endDate')).toBe('01-11-2026');
    expect(cell(approved, 'lastName')).toBe('Employee');
    expect(cell(approved, 'email')).toBe('employee@example.com');
    expect(cell(approved, 'payrollId')).toBe('P-7');
    expect(cell(approved, 'clientName')).toBe('Acme Corp');
    expect(cell(approved, 'projectCode')).toBe('APL');
    expect(cell(approved, 'milestone')).toBe('Build');
    expect(cell(approved, 'deliverable')).toBe('Design');
    expect(cell(approved, 'taskdate')).toBe('01-05-2026');
    expect(cell(approved, 'role')).toBe('Consultant');
    expect(cell(approved, 'hours')).toBe('4');
    expect(cell(approved, 'comment')).toBe('"line, ""quoted"""');
    expect(cell(approved, 'totalCost')).toBe('600.00');
    expect(cell(approved, 'rate')).toBe('150.00');
    const pending = lines[3]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(cell(pending, 'status')).toBe('Submitted-Pending');
    expect(cell(pending, 'approvedOn')).toBe('');
    expect(cell(pending, 'totalCost')).toBe('');
  });

  it('pages through the rows by keyset without losing or repeating one', async () => {
    await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '1' });
    await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-12', hours: '1' });
    await sheet(t.db, t.world, {
      status: 'Approved',
      monday: '2026-01-05',
      hours: '1',
      userId: t.world.ids.pm,
    });
    const pages: string[][] = [];
    for await (const page of exportHoursCsv(t.db, t.world.project, '2026-01-01', '2026-01-31', 2))
      pages.push(page.trimEnd().split('\r\n'));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(new Set(pages.flat()).size).toBe(6);
  });

  it('streams every page of a large export through the route', async () => {
    await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '1' });
    const [line] = await t.db.select().from(schema.timesheetLineItems);
    // One more task day than a page holds, on consecutive days from 01/01/1990.
    await t.db.execute(sql`
      INSERT INTO timesheet_entries (line_item_id, timesheet_id, user_id, project_id, deliverable_id, date, hours)
      SELECT ${line!.id}::uuid, ${line!.timesheetId}::uuid, ${t.world.ids.employee}::uuid, ${t.world.project}::uuid,
             ${t.world.deliverables.design}::uuid, '1990-01-01'::date + g, 0.25
        FROM generate_series(0, ${EXPORT_PAGE_SIZE}) AS g`);
    const response = await t.as.admin.fetch(
      url({ projectId: t.world.project, startDate: '19900101', endDate: '20201231' }),
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(EXPORT_PAGE_SIZE + 2);
    expect(lines.at(-1)).toContain(`,${'0.25'},`);
  });

  it('answers 401, 403, 404 and 400 naming the parameter', async () => {
    const params = { projectId: t.world.project, startDate: '20260105', endDate: '20260111' };
    const anonymous = await fetch(new URL(url(params), t.app.baseUrl));
    expect(anonymous.status).toBe(401);
    expect((await t.as.employee.fetch(url(params))).status).toBe(403);
    expect((await t.as.finance.fetch(url(params))).status).toBe(200);
    const missing = await t.as.admin.fetch(
      url({ ...params, projectId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.status).toBe(404);
    const bad = await t.as.admin.fetch(url({ ...params, startDate: '2026-01-05' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'startDate' });
    const backwards = await t.as.admin.fetch(url({ ...params, endDate: '20260101' }));
    expect(await backwards.json()).toMatchObject({ field: 'endDate' });
    const noProject = await t.as.admin.fetch(url({ ...params, projectId: 'x' }));
    expect(await noProject.json()).toMatchObject({ field: 'projectId' });
  });
});
