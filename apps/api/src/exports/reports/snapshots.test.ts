import { schema } from '@tally/db';
import { cellText, fieldLabel } from '@tally/domain/custom-reports/report-fields';
import { filterRows, sortRows } from '@tally/domain/custom-reports/report-grid';
import { serializeRules } from '@tally/domain/finance/overrides';
import { SNAPSHOT_COLUMNS } from '@tally/domain/finance/snapshots';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import {
  allRows,
  describeWithScaleWorld,
  type Row,
  SCALE,
} from '../../modules/finance/reports/snapshot-window/window.fixtures.ts';
import { setConfiguration } from '../../modules/timesheets/timesheets.fixtures.ts';
import { downloadCsv, downloadXlsx, refusal, xlsxRow } from '../exports.fixtures.ts';

const HOSTILE_COMMENT = '=HYPERLINK("http://x","y")';
const range = `start=${SCALE.start}&end=${SCALE.end}`;
const dashed = (compact: unknown) =>
  typeof compact === 'string' ? `${compact.slice(4, 6)}-${compact.slice(6)}-${compact.slice(0, 4)}` : '';
const money = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : '');
const plain = (value: unknown) => (typeof value === 'number' ? String(Math.round(value * 100) / 100) : '');

describeWithScaleWorld('snapshot and custom report exports', (t) => {
  let daily: Row[] = [];
  let hostileId = '';
  beforeAll(async () => {
    const [entry] = await t.db
      .select({ id: schema.timesheetEntries.id })
      .from(schema.timesheetEntries)
      .where(sql`${schema.timesheetEntries.date} = '2026-11-10'`)
      .limit(1);
    hostileId = entry!.id;
    await t.db
      .update(schema.timesheetEntries)
      .set({ comment: HOSTILE_COMMENT })
      .where(eq(schema.timesheetEntries.id, hostileId));
    daily = (await allRows(t.finance, {})).rows;
  });

  it('streams the daily snapshot as CSV: F-017 columns, every row, C-038 dates, neutralised cells', async () => {
    const { records, fileName } = await downloadCsv(
      t.finance,
      `/api/reports/timesheet-snapshots.csv?${range}`,
    );
    expect(fileName).toMatch(/^TimesheetSnapshot-WeekEnding\(11-22-2026\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/);
    expect(records[0]).toEqual(SNAPSHOT_COLUMNS.map((column) => column.title));
    expect(records.length - 1).toBe(daily.length);
    const at = (title: string) => SNAPSHOT_COLUMNS.findIndex((column) => column.title === title);
    daily.forEach((row, index) => {
      const record = records[index + 1]!;
      expect(record[at('endDate')]).toBe(dashed(row.endDate));
      expect(record[at('taskdate')]).toBe(dashed(row.taskdate));
      expect(record[at('hours')]).toBe(plain(row.hours));
      expect(record[at('totalCost')]).toBe(money(row.totalCost));
      expect(record[at('approvers')]).toBe((row.approvers as string[]).join(', '));
    });
    const hostile = records[daily.findIndex((row) => row._id === hostileId) + 1]!;
    expect(hostile[at('comment')]).toBe(`'${HOSTILE_COMMENT}`);
  });

  it('writes the same rows as XLSX: dates as dates, numbers as numbers, the hostile comment as text', async () => {
    const { sheet, fileName } = await downloadXlsx(
      t.finance,
      `/api/reports/timesheet-snapshots.xlsx?${range}`,
    );
    expect(fileName).toMatch(/^TimesheetSnapshot-WeekEnding\(11-22-2026\)-ExportedOn\(\d{8}-\d{4}\)\.xlsx$/);
    expect(sheet.rowCount).toBe(daily.length + 1);
    expect(xlsxRow(sheet, 1)).toEqual(SNAPSHOT_COLUMNS.map((column) => column.title));
    const index = daily.findIndex((row) => row._id === hostileId);
    const cell = (title: string) =>
      sheet.getRow(index + 2).getCell(SNAPSHOT_COLUMNS.findIndex((column) => column.title === title) + 1);
    expect(cell('comment').formula).toBeUndefined();
    expect(String(cell('comment').value)).toContain(HOSTILE_COMMENT);
    expect(cell('hours').value).toBe(daily[index]!.hours);
    expect(cell('endDate').value).toBeInstanceOf(Date);
  });

  it('exports the weekly rows with their columns, without time off when asked', async () => {
    const weekly = await allRows(t.finance, { granularity: 'WEEK' });
    const { records } = await downloadCsv(
      t.finance,
      `/api/reports/timesheet-snapshots.csv?${range}&granularity=week`,
    );
    expect(records[0]).not.toContain('taskdate');
    expect(records[0]).not.toContain('comment');
    expect(records.length - 1).toBe(weekly.total);
    const withoutTimeOff = await allRows(t.finance, { granularity: 'WEEK', includeTimeOff: false });
    const files = await downloadCsv(
      t.finance,
      `/api/reports/timesheet-snapshots.csv?${range}&granularity=week&includeTimeOff=false`,
    );
    expect(files.records.length - 1).toBe(withoutTimeOff.total);
    expect(withoutTimeOff.total).toBeLessThan(weekly.total);
  });

  it("applies the caller's overrides when configured", async () => {
    const target = daily.find((row) => row.status === 'Approved')!;
    const rules = [
      {
        conditions: [{ field: 'lastName', value: String(target.lastName) }],
        override: { project: 'X-<project>' },
      },
    ];
    await t.db
      .update(schema.users)
      .set({
        settings: sql`${schema.users.settings} || ${JSON.stringify({ timesheetDailySnapshotOverrides: serializeRules(rules) })}::jsonb`,
      })
      .where(
        sql`${schema.users.id} IN (SELECT user_id FROM user_emails WHERE address = 'admin@example.com')`,
      );
    await setConfiguration(t.db, 'daily-snapshot-overrides', 'true');
    const { records } = await downloadCsv(t.finance, `/api/reports/timesheet-snapshots.csv?${range}`);
    const at = SNAPSHOT_COLUMNS.findIndex((column) => column.title === 'project');
    const changed = daily.filter((row) => row.lastName === target.lastName);
    expect(records.filter((record) => record[at]!.startsWith('X-')).length).toBe(changed.length);
    expect(records).toContainEqual(expect.arrayContaining([`X-${changed[0]!.project}`]));
  });

  it('exports the custom report: the visible columns with their labels, filtered and sorted', async () => {
    const columns = ['lastName', 'hours', 'totalCost', 'approvers', 'comment', 'endDate'] as const;
    const sorting = [{ id: 'totalCost', desc: true }];
    const filters = [{ id: 'status', value: { operator: 'equals' as const, value: 'APPROVED' } }];
    const path =
      `/api/reports/custom-report.csv?${range}&columns=${columns.join(',')}` +
      `&sorting=${encodeURIComponent(JSON.stringify(sorting))}&filters=${encodeURIComponent(JSON.stringify(filters))}`;
    const { records, fileName } = await downloadCsv(t.finance, path);
    expect(fileName).toMatch(/^TimesheetSnapshot-\d{8}-\d{4}\.csv$/);
    expect(records[0]).toEqual(columns.map((field) => fieldLabel(field)));
    const expected = sortRows(filterRows(daily, filters), sorting);
    expect(records.length - 1).toBe(expected.length);
    expected.forEach((row, index) => {
      expect(records[index + 1]).toEqual([
        String(row.lastName),
        plain(row.hours),
        money(row.totalCost),
        cellText('approvers', row.approvers),
        row._id === hostileId ? `'${HOSTILE_COMMENT}` : String(row.comment ?? ''),
        dashed(row.endDate),
      ]);
    });
    // The GraphQL input's shape works too.
    const inputShape = encodeURIComponent('[{"field":"hours","desc":false}]');
    const same = await downloadCsv(
      t.finance,
      `/api/reports/custom-report.csv?${range}&columns=hours&sorting=${inputShape}`,
    );
    expect(same.records.slice(1).map((record) => record[0])).toEqual(
      sortRows(daily, [{ id: 'hours', desc: false }]).map((row) => plain(row.hours)),
    );
  });

  it('refuses the signed out, employees and bad parameters, naming them', async () => {
    expect(
      (await refusal(new TestBrowser(t.app.baseUrl), `/api/reports/timesheet-snapshots.csv?${range}`)).status,
    ).toBe(401);
    expect((await refusal(t.employee, `/api/reports/timesheet-snapshots.csv?${range}`)).status).toBe(403);
    expect((await refusal(t.employee, `/api/reports/custom-report.csv?${range}&columns=hours`)).status).toBe(
      403,
    );
    const cases: [string, string][] = [
      [`/api/reports/timesheet-snapshots.csv?start=2026-11-02&end=${SCALE.end}`, 'start'],
      [`/api/reports/timesheet-snapshots.csv?start=${SCALE.start}&end=20281231`, 'end'],
      [`/api/reports/timesheet-snapshots.csv?${range}&granularity=month`, 'granularity'],
      [`/api/reports/custom-report.csv?${range}&columns=hours,salary`, 'columns'],
      [`/api/reports/custom-report.csv?${range}`, 'columns'],
      [`/api/reports/custom-report.csv?${range}&columns=hours&sorting=nope`, 'sorting'],
      [
        `/api/reports/custom-report.csv?${range}&columns=hours&filters=${encodeURIComponent('[{"id":"hours","value":{"operator":"like","value":"1"}}]')}`,
        'filters',
      ],
    ];
    for (const [path, field] of cases) {
      const answer = await refusal(t.finance, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.field, path).toBe(field);
    }
  });
});
