import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApprovers } from '../../../test/factories/index.ts';
import type { TestBrowser } from '../../../test/harness.ts';
import { call, clearTimesheets, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';
import { APPROVE, addLead, submittedSheet } from './approvals.fixtures.ts';

const BULK = `mutation($ids: [ID!]!) { bulkApproveTimesheetLineItems(timesheetIds: $ids) {
  timesheetId approved error code timesheet { _id status approvalsRequired { status canApprove } } } }`;
const HOURS = `query($ids: [ID!]!) { projectManagement { timesheetsByIds(timesheetIds: $ids) {
  _id totalHours lineItems { project { name } deliverable { deliverableName } totalHours
    monTask { hours } tueTask { hours } friTask { hours } satTask { hours } } } } }`;

interface Outcome {
  timesheetId: string;
  approved: boolean;
  error: string | null;
  code: string | null;
  timesheet: {
    _id: string;
    status: string;
    approvalsRequired: { status: string; canApprove: string[] }[];
  } | null;
}
interface HoursSheet {
  _id: string;
  totalHours: number;
  lineItems: {
    project: { name: string };
    deliverable: { deliverableName: string };
    totalHours: number;
    monTask: { hours: number } | null;
    tueTask: { hours: number } | null;
    friTask: { hours: number } | null;
    satTask: { hours: number } | null;
  }[];
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('approvals: bulk approve and inline hours on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'other', 'lead'], {
    env: { PUBLIC_URL: 'https://tally.example.com' },
    prepare: addLead,
  });

  beforeEach(async () => {
    await clearTimesheets(t.db);
  });

  const bulk = (browser: TestBrowser, ids: string[]) => call<Outcome[]>(browser, BULK, { ids });
  const statuses = async (ids: string[]) => {
    const rows = await t.db
      .select({ id: schema.timesheets.id, status: schema.timesheets.status })
      .from(schema.timesheets)
      .where(inArray(schema.timesheets.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };
  const weeks = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        submittedSheet(t.as.employee, t.world, addDays(t.world.weekEnd, -7 * i)),
      ),
    );

  it('approves several sheets in one action; a refused sheet says why and the others go through', async () => {
    const [a, b, c] = await weeks(3);
    if (!a || !b || !c) throw new Error('sheets missing');
    await call(t.as.pm, APPROVE, { id: a });
    const { data, error } = await bulk(t.as.pm, [a, b, c, MISSING, b]);
    expect(error).toBeUndefined();
    expect(data?.map((o) => [o.timesheetId, o.approved, o.code])).toEqual([
      [a, false, 'CONFLICT'],
      [b, true, null],
      [c, true, null],
      [MISSING, false, 'NOT_FOUND'],
    ]);
    expect(data?.[0]?.error).toBeTruthy();
    expect(data?.[1]?.timesheet?.status).toBe('Approved');
    expect(await statuses([a, b, c])).toEqual({ [a]: 'Approved', [b]: 'Approved', [c]: 'Approved' });
  });

  it("decides only the approver's own steps: nobody approves others' steps through bulk", async () => {
    await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
    await createApprovers(t.db, t.world.ids.employee, [{ type: 'role', value: 'Project Manager' }]);
    try {
      const [a, b] = await weeks(2);
      if (!a || !b) throw new Error('sheets missing');
      // Not named on the sheets (another employee, the owner): refused sheet by sheet, nothing written.
      for (const browser of [t.as.other, t.as.employee]) {
        const refused = await bulk(browser, [a, b]);
        expect(refused.data?.map((o) => [o.approved, o.code])).toEqual([
          [false, 'FORBIDDEN'],
          [false, 'FORBIDDEN'],
        ]);
      }
      expect(await statuses([a, b])).toEqual({ [a]: 'Submitted-Pending', [b]: 'Submitted-Pending' });
      // pm approves the Apollo steps only; lead's Internal steps stay pending, so the sheets stay pending.
      const { data } = await bulk(t.as.pm, [a, b]);
      expect(data?.map((o) => o.approved)).toEqual([true, true]);
      for (const outcome of data ?? []) {
        expect(outcome.timesheet?.status).toBe('Submitted-Pending');
        expect(outcome.timesheet?.approvalsRequired.map((s) => [s.canApprove, s.status])).toEqual([
          [['pm@example.com'], 'Approved'],
          [['lead@example.com'], 'Approval Pending'],
        ]);
      }
      const again = await bulk(t.as.pm, [a]);
      expect(again.data?.[0]).toMatchObject({ approved: false, code: 'CONFLICT' });
      const last = await bulk(t.as.lead, [a, b]);
      expect(last.data?.map((o) => o.timesheet?.status)).toEqual(['Approved', 'Approved']);
    } finally {
      await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
      await createApprovers(t.db, t.world.ids.employee, ['pm@example.com', 'admin@example.com']);
    }
  });

  it('refuses an empty or oversized list naming the field, and anonymous callers', async () => {
    const empty = await bulk(t.as.pm, []);
    expect(empty.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.error?.extensions?.fields).toHaveProperty('timesheetIds');
    const tooMany = await bulk(
      t.as.pm,
      Array.from({ length: 201 }, () => MISSING),
    );
    expect(tooMany.error?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await call(new (t.as.pm.constructor as typeof TestBrowser)(t.app.baseUrl), BULK, {
      ids: [MISSING],
    });
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the hours of the listed sheets in one request, only to those who may read them', async () => {
    const [a, b] = await weeks(2);
    if (!a || !b) throw new Error('sheets missing');
    const read = async (browser: TestBrowser, ids: string[]) =>
      (await call<{ timesheetsByIds: HoursSheet[] }>(browser, HOURS, { ids })).data?.timesheetsByIds ?? [];
    const sheets = await read(t.as.pm, [b, a]);
    expect(sheets.map((sheet) => sheet._id)).toEqual([b, a]);
    expect(sheets[0]?.totalHours).toBe(41);
    expect(
      sheets[0]?.lineItems.map((line) => [
        line.project.name,
        line.deliverable.deliverableName,
        line.monTask?.hours ?? 0,
        line.friTask?.hours ?? 0,
        line.satTask?.hours ?? 0,
        line.totalHours,
      ]),
    ).toEqual([
      ['Apollo', 'Design', 8, 8, 0, 40],
      ['Internal', 'Admin', 1, 0, 0, 1],
    ]);
    expect((await read(t.as.admin, [a])).map((sheet) => sheet._id)).toEqual([a]);
    expect(await read(t.as.other, [a, b])).toEqual([]);
    // The lead manages Internal, where the sheets have a line: readable without being an approver.
    expect((await read(t.as.lead, [a])).map((sheet) => sheet._id)).toEqual([a]);
  });
});
