import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSheet, createUserFinancial } from '../../../test/factories/index.ts';
import { call, HR_PERSON, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';

const USERS = `{ hr { users { _id firstName lastName email title employeeType imageUrl
  hr { financials { _id hourlyCost startDate endDate } } } } }`;
const ADD = `mutation($userId: ID!, $hourlyCost: Float, $startDate: String, $endDate: String) {
  addUserFinancial(userId: $userId, hourlyCost: $hourlyCost, startDate: $startDate, endDate: $endDate) {
    _id hr { financials { _id hourlyCost startDate endDate } } } }`;
const UPDATE = `mutation($userId: ID!, $indexId: ID!, $hourlyCost: Float, $startDate: String, $endDate: String) {
  updateUserFinancial(userId: $userId, indexId: $indexId, hourlyCost: $hourlyCost, startDate: $startDate,
    endDate: $endDate) { _id hr { financials { _id hourlyCost startDate endDate } } } }`;
const REMOVE = `mutation($userId: ID!, $indexId: ID!) {
  removeUserFinancial(userId: $userId, indexId: $indexId) { _id hr { financials { _id } } } }`;
const TOTALS = `query($startDate: String!, $endDate: String!) { hr { userTaskTotals(startDate: $startDate,
  endDate: $endDate) { name email project deliverable milestone hours } } }`;

interface Financial {
  _id: string;
  hourlyCost: number;
  startDate: string;
  endDate: string | null;
}
interface HrUser {
  _id: string;
  hr: { financials: Financial[] };
}

describe.each(testDatabases())('human resources on $name', (database) => {
  const t = useTimesheetWorld(database, ['hr', 'employee', 'admin', 'finance', 'pm'] as const, {
    users: [HR_PERSON],
  });

  describe('hourly cost (H.1)', () => {
    it('lists every user with details and their records ascending by start date', async () => {
      await createUserFinancial(t.db, {
        userId: t.world.ids.employee,
        hourlyCost: '50.00',
        startDate: '2026-03-01',
      });
      await createUserFinancial(t.db, {
        userId: t.world.ids.employee,
        hourlyCost: '40.00',
        startDate: '2025-01-01',
        endDate: '2026-02-28',
      });
      const { data, error } = await call<{ users: (HrUser & Record<string, unknown>)[] }>(t.as.hr, USERS);
      expect(error).toBeUndefined();
      const users = data!.users;
      expect(users.length).toBe(6);
      const erin = users.find((user) => user._id === t.world.ids.employee)!;
      expect(erin).toMatchObject({ firstName: 'Erin', email: 'employee@example.com', employeeType: 'W-2' });
      expect(erin.hr.financials).toMatchObject([
        { hourlyCost: 40, startDate: '20250101', endDate: '20260228' },
        { hourlyCost: 50, startDate: '20260301', endDate: null },
      ]);
      await t.db.delete(schema.userFinancials);
    });

    it('adds, updates and removes a record', async () => {
      const added = await call<HrUser>(t.as.hr, ADD, {
        userId: t.world.ids.pm,
        hourlyCost: 62.5,
        startDate: '20260105',
        endDate: '',
      });
      expect(added.error).toBeUndefined();
      const [record] = added.data!.hr.financials;
      expect(record).toMatchObject({ hourlyCost: 62.5, startDate: '20260105', endDate: null });

      const updated = await call<HrUser>(t.as.hr, UPDATE, {
        userId: t.world.ids.pm,
        indexId: record!._id,
        hourlyCost: 70,
        startDate: '20260105',
        endDate: '20261231',
      });
      expect(updated.error).toBeUndefined();
      expect(updated.data!.hr.financials).toEqual([
        { _id: record!._id, hourlyCost: 70, startDate: '20260105', endDate: '20261231' },
      ]);
      const [row] = await t.db
        .select()
        .from(schema.userFinancials)
        .where(eq(schema.userFinancials.id, record!._id));
      expect(row).toMatchObject({ hourlyCost: '70.00', startDate: '2026-01-05', endDate: '2026-12-31' });

      const removed = await call<HrUser>(t.as.hr, REMOVE, { userId: t.world.ids.pm, indexId: record!._id });
      expect(removed.error).toBeUndefined();
      expect(removed.data!.hr.financials).toEqual([]);
      expect(await t.db.select().from(schema.userFinancials)).toEqual([]);
    });

    it("refuses a record of another user's id", async () => {
      const record = await createUserFinancial(t.db, {
        userId: t.world.ids.employee,
        hourlyCost: '10.00',
        startDate: '2026-01-01',
      });
      const { error } = await call(t.as.hr, REMOVE, { userId: t.world.ids.pm, indexId: record });
      expect(error?.extensions?.code).toBe('NOT_FOUND');
      await t.db.delete(schema.userFinancials);
    });

    it.each([
      [{ hourlyCost: null, startDate: '20260101' }, 'hourlyCost', 'Hourly rate is required'],
      [{ hourlyCost: -1, startDate: '20260101' }, 'hourlyCost', 'Provide a positive value'],
      [{ hourlyCost: 10, startDate: '' }, 'startDate', 'Start date is required'],
      [{ hourlyCost: 10 }, 'startDate', 'Start date is required'],
      [
        { hourlyCost: 10, startDate: '20260201', endDate: '20260131' },
        'endDate',
        'End date needs to be after the start date',
      ],
    ])('refuses %o naming %s', async (values, field, message) => {
      for (const [query, extra] of [
        [ADD, {}],
        [UPDATE, { indexId: '00000000-0000-4000-8000-000000000000' }],
      ] as const) {
        const { data, error } = await call(t.as.hr, query, {
          userId: t.world.ids.employee,
          ...extra,
          ...values,
        });
        expect(data).toBeNull();
        expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
        expect((error?.extensions?.fields as Record<string, string>)[field]).toBe(message);
      }
      expect(await t.db.select().from(schema.userFinancials)).toEqual([]);
    });

    it.each([
      'employee',
      'admin',
      'finance',
      'pm',
    ] as const)('refuses %s, who is not in human-resources', async (actor) => {
      const listed = await call(t.as[actor], USERS);
      expect(listed.error?.extensions?.code).toBe('FORBIDDEN');
      const added = await call(t.as[actor], ADD, {
        userId: t.world.ids.employee,
        hourlyCost: 1,
        startDate: '20260101',
      });
      expect(added.error?.extensions?.code).toBe('FORBIDDEN');
      const record = await createUserFinancial(t.db, {
        userId: t.world.ids.employee,
        hourlyCost: '10.00',
        startDate: '2026-01-01',
      });
      const updated = await call(t.as[actor], UPDATE, {
        userId: t.world.ids.employee,
        indexId: record,
        hourlyCost: 1,
        startDate: '20260101',
      });
      expect(updated.error?.extensions?.code).toBe('FORBIDDEN');
      const removed = await call(t.as[actor], REMOVE, { userId: t.world.ids.employee, indexId: record });
      expect(removed.error?.extensions?.code).toBe('FORBIDDEN');
      const totals = await call(t.as[actor], TOTALS, { startDate: '20260101', endDate: '20260107' });
      expect(totals.error?.extensions?.code).toBe('FORBIDDEN');
      const rows = await t.db.select().from(schema.userFinancials);
      expect(rows).toMatchObject([{ hourlyCost: '10.00' }]);
      await t.db.delete(schema.userFinancials);
    });
  });

  describe('employee rollups by task (H.4)', () => {
    /** A sheet of `userId` for the week of `monday` in `status`, with hours per day offset on one deliverable. */
    async function sheet(
      userId: string,
      monday: string,
      status: 'Approved' | 'Submitted-Pending',
      days: Record<number, string>,
      deliverableId = t.world.deliverables.design,
    ) {
      const entries = Object.entries(days).map(([day, hours]) => ({ day: Number(day), hours }));
      await createSheet(t.db, {
        userId,
        startDate: monday,
        status,
        lines: [{ projectId: t.world.project, deliverableId, days: entries }],
      });
    }

    beforeAll(async () => {
      // Week of 2026-01-26 (Mon) .. 2026-02-01 (Sun) spans two months; all of February is approved too.
      await sheet(t.world.ids.employee, '2026-01-26', 'Approved', { 0: '8', 4: '4', 6: '2' });
      await sheet(t.world.ids.employee, '2026-02-09', 'Approved', { 1: '3' });
      await sheet(t.world.ids.pm, '2026-01-26', 'Approved', { 1: '5' }, t.world.deliverables.code);
      await sheet(t.world.ids.pm, '2026-02-02', 'Submitted-Pending', { 0: '7' });
    });

    it('sums the approved day entries inside the range per employee and deliverable', async () => {
      const { data, error } = await call<{ userTaskTotals: unknown[] }>(t.as.hr, TOTALS, {
        startDate: '20260127',
        endDate: '20260130',
      });
      expect(error).toBeUndefined();
      expect(data!.userTaskTotals).toEqual([
        {
          name: 'Erin Employee',
          email: 'employee@example.com',
          project: 'Apollo',
          deliverable: 'Design',
          milestone: 'Build',
          hours: 4,
        },
        {
          name: 'Pat Manager',
          email: 'pm@example.com',
          project: 'Apollo',
          deliverable: 'Code',
          milestone: 'Build',
          hours: 5,
        },
      ]);
    });

    it('counts whole months from approved_hours and partial months from the entries, approved only', async () => {
      const { data } = await call<{ userTaskTotals: { name: string; hours: number }[] }>(t.as.hr, TOTALS, {
        startDate: '20260130',
        endDate: '20260331',
      });
      expect(data!.userTaskTotals.map((row) => [row.name, row.hours])).toEqual([
        ['Erin Employee', 4 + 2 + 3],
      ]);
    });

    it('answers nothing for a range without approved hours', async () => {
      const { data } = await call<{ userTaskTotals: unknown[] }>(t.as.hr, TOTALS, {
        startDate: '20250101',
        endDate: '20250107',
      });
      expect(data!.userTaskTotals).toEqual([]);
    });

    it('refuses a bad range naming the field', async () => {
      const bad = await call(t.as.hr, TOTALS, { startDate: '2026-01-01', endDate: '20260107' });
      expect(bad.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(bad.error?.extensions?.fields as object)).toEqual(['startDate']);
      const reversed = await call(t.as.hr, TOTALS, { startDate: '20260107', endDate: '20260101' });
      expect((reversed.error?.extensions?.fields as Record<string, string>).endDate).toBe(
        'End date needs to be after the start date',
      );
    });
  });
});
