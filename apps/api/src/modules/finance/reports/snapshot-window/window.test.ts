import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { TestBrowser } from '../../../../../test/harness.ts';
import { rateFactsCte, rateFactsJoinedSql } from '../../../projects/index.ts';
import { call } from '../../../timesheets/timesheets.fixtures.ts';
import { allRows, describeWithScaleWorld, type Row, SCALE, window } from './window.fixtures.ts';

const FIELDS = `_id timesheetId status endDate userId lastName firstName name role email payrollId department title
  employeeType supervisor supervisorName clientName projectId project projectCode classification roles bu milestone
  deliverableId deliverable approvedOn approvers taskdate hours comment totalCost rate`;
const SNAPSHOTS = `query($start: String!, $end: String!) { finance {
  timesheetSnapshots(startDate: $start, endDate: $end) { ${FIELDS} } } }`;

const sum = (rows: readonly Row[], field: string) =>
  Math.round(
    rows.reduce((total, row) => total + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0) *
      100,
  ) / 100;

describeWithScaleWorld('finance.timesheetSnapshotWindow', (t) => {
  it('pages the rows of finance.timesheetSnapshots, field for field, with the totals of the whole query', async () => {
    const { data } = await call<{ timesheetSnapshots: Row[] }>(t.finance, SNAPSHOTS, {
      start: SCALE.start,
      end: SCALE.end,
    });
    const expected = data!.timesheetSnapshots;
    expect(expected.length).toBeGreaterThan(300);
    const { rows, answer } = await allRows(t.finance, {}, 97);
    expect(rows).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(answer.hours).toBeCloseTo(sum(expected, 'hours'), 2);
    expect(answer.totalCost).toBeCloseTo(sum(expected, 'totalCost'), 2);
    // The seed's approval steps cover whole sheets: submitted rows name their approvers.
    const submitted = expected.filter((row) => row.status === 'Approved');
    expect(submitted.length).toBeGreaterThan(0);
    expect(submitted.every((row) => (row.approvers as string[]).length > 0)).toBe(true);
    expect(submitted.some((row) => (row.totalCost as number) > 0)).toBe(true);
    // A window past the end is empty but still counts.
    const past = await window(t.finance, {}, { offset: expected.length, limit: 5 });
    expect(past.data!.timesheetSnapshotWindow).toMatchObject({
      total: expected.length,
      rows: [],
      offset: expected.length,
    });
  });

  it('answers the rows alone and the totals alone, as the screens ask them apart', async () => {
    const vars = { query: { startDate: SCALE.start, endDate: SCALE.end }, offset: 5, limit: 7 };
    const whole = await window(t.finance, {}, { offset: 5, limit: 7 });
    const rowsOnly = await call<{ timesheetSnapshotWindow: { offset: number; rows: Row[] } }>(
      t.finance,
      `query($query: SnapshotQueryInput!, $offset: Int!, $limit: Int!) { finance {
        timesheetSnapshotWindow(query: $query, offset: $offset, limit: $limit) { offset rows } } }`,
      vars,
    );
    expect(rowsOnly.data!.timesheetSnapshotWindow).toEqual({
      offset: 5,
      rows: whole.data!.timesheetSnapshotWindow.rows,
    });
    const totalsOnly = await call<{ timesheetSnapshotWindow: Record<string, number> }>(
      t.finance,
      `query($query: SnapshotQueryInput!) { finance {
        timesheetSnapshotWindow(query: $query, offset: 0, limit: 1) { total hours totalCost } } }`,
      { query: vars.query },
    );
    const { total, hours, totalCost } = whole.data!.timesheetSnapshotWindow;
    expect(totalsOnly.data!.timesheetSnapshotWindow).toEqual({ total, hours, totalCost });
  });

  it('prices a range with the same rate facts, written as joins, as a window prices its own rows', async () => {
    const pairs = sql`SELECT DISTINCT project_id, user_id FROM timesheet_entries`;
    const facts = sql`project_id, user_id, default_rate, resource_role_rate, user_role_rate`;
    const lookedUp = await t.db.execute(sql`SELECT ${facts} FROM (${rateFactsCte(pairs)}) f ORDER BY 1, 2`);
    const joined = await t.db.execute(
      sql`SELECT ${facts} FROM (${rateFactsJoinedSql(pairs)}) f ORDER BY 1, 2`,
    );
    expect(lookedUp.rows.length).toBeGreaterThan(10);
    expect(lookedUp.rows.some((row) => row.resource_role_rate !== null)).toBe(true);
    expect(joined.rows).toEqual(lookedUp.rows);
  });

  it('is for the finance and admin groups only', async () => {
    const refused = await window(t.employee, {});
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await window(new TestBrowser(t.app.baseUrl), {});
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names each bad input', async () => {
    const cases: [
      Record<string, unknown>,
      { groupPath?: string[]; offset?: number; limit?: number },
      string,
    ][] = [
      [{ endDate: '20271231' }, {}, 'query.endDate'],
      [{ startDate: '2026-11-02' }, {}, 'query.startDate'],
      [{ sorting: [{ field: 'salary', desc: false }] }, {}, 'query.sorting.0.field'],
      [{ filters: [{ field: 'project', operator: 'like', value: 'x' }] }, {}, 'query.filters.0.operator'],
      [{ filters: [{ field: 'nope', operator: 'contains', value: 'x' }] }, {}, 'query.filters.0.field'],
      [{ grouping: ['project', 'status', 'lastName', 'role'] }, {}, 'query.grouping'],
      [{ grouping: ['project'] }, { groupPath: ['a', 'b'] }, 'groupPath'],
      [{}, { limit: 1001 }, 'limit'],
      [{}, { limit: 0 }, 'limit'],
      [{}, { offset: -1 }, 'offset'],
    ];
    for (const [query, options, field] of cases) {
      const { error } = await window(t.finance, query, options);
      expect(error?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(Object.keys(error?.extensions?.fields ?? {}), field).toEqual([field]);
    }
  });
});
