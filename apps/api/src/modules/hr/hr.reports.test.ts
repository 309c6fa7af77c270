import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays, isoToCompact } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTimesheet } from '../../../test/factories/index.ts';
import { call, HR_PERSON, setConfiguration, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';

const STAFF = '{ hr { activeStaff { _id name email projects approvers } } }';
const LATE = `query($startDate: String!, $endDate: String!) { hr { usersWithTimesheet(startDate: $startDate,
  endDate: $endDate) { _id name email timesheets { weekEnd kind status submittedDate hoursLate } } } }`;

describe.each(testDatabases())('human-resources reports on $name', (database) => {
  const t = useTimesheetWorld(database, ['hr', 'employee', 'admin'] as const, { users: [HR_PERSON] });

  describe('All Active Users (H-012)', () => {
    it('lists active users with their projects and approvers', async () => {
      await t.db
        .update(schema.users)
        .set({ accountActive: false })
        .where(eq(schema.users.id, t.world.ids.other));
      const { data, error } = await call<{ activeStaff: Record<string, unknown>[] }>(t.as.hr, STAFF);
      expect(error).toBeUndefined();
      const rows = data!.activeStaff;
      expect(rows.map((row) => row.name)).not.toContain('Otto Other');
      expect(rows.find((row) => row.email === 'employee@example.com')).toMatchObject({
        name: 'Erin Employee',
        projects: ['Apollo'],
        approvers: ['pm@example.com', 'admin@example.com'],
      });
      expect(rows.find((row) => row.email === 'pm@example.com')).toMatchObject({
        projects: ['Apollo'],
        approvers: [],
      });
    });

    it('is for human resources only', async () => {
      for (const browser of [t.as.employee, t.as.admin]) {
        expect((await call(browser, STAFF)).error?.extensions?.code).toBe('FORBIDDEN');
      }
    });
  });

  describe('Delinquency Report (H-013, H-014)', () => {
    it('lists per user the weeks submitted after the week end + 33 hours, and the missing ones', async () => {
      // Weeks two to four before this one: their deadlines have passed whatever today is.
      const [onTime, late, missing] = [4, 3, 2].map((back) => addDays(t.world.weekEnd, -7 * back));
      const sheet = (endDate: string, status: 'Approved' | 'Not Submitted', submittedAt: Date | null) =>
        createTimesheet(t.db, { userId: t.world.ids.employee, endDate, status, submittedAt });
      await sheet(onTime!, 'Approved', new Date(`${addDays(onTime!, 1)}T08:30:00Z`));
      await sheet(late!, 'Approved', new Date(`${addDays(late!, 2)}T09:00:00Z`));
      await sheet(missing!, 'Not Submitted', null);
      const range = { startDate: isoToCompact(addDays(onTime!, -1)), endDate: isoToCompact(missing!) };
      await setConfiguration(t.db, 'time-zone', 'UTC');
      const { data, error } = await call<{ usersWithTimesheet: Record<string, unknown>[] }>(
        t.as.hr,
        LATE,
        range,
      );
      expect(error).toBeUndefined();
      // Only the employee keeps timesheets; the others never had one and are not listed.
      expect(data!.usersWithTimesheet).toEqual([
        {
          _id: t.world.ids.employee,
          name: 'Erin Employee',
          email: 'employee@example.com',
          timesheets: [
            {
              weekEnd: isoToCompact(late!),
              kind: 'Late',
              status: 'Approved',
              submittedDate: `${addDays(late!, 2)}T09:00:00.000Z`,
              hoursLate: 24,
            },
            {
              weekEnd: isoToCompact(missing!),
              kind: 'Missing',
              status: 'Not Submitted',
              submittedDate: null,
              hoursLate: expect.any(Number),
            },
          ],
        },
      ]);

      // C-022: the deadline is Monday 09:00 on the firm's clock. In Kolkata (UTC+5:30, no daylight saving) that
      // is 03:30 UTC, so the Monday 08:30 UTC submission is 5 hours late and the Tuesday one 29.5.
      await setConfiguration(t.db, 'time-zone', 'Asia/Kolkata');
      const kolkata = await call<{
        usersWithTimesheet: { timesheets: { weekEnd: string; hoursLate: number }[] }[];
      }>(t.as.hr, LATE, range);
      expect(kolkata.data?.usersWithTimesheet[0]?.timesheets.slice(0, 2)).toEqual([
        expect.objectContaining({ weekEnd: isoToCompact(onTime!), kind: 'Late', hoursLate: 5 }),
        expect.objectContaining({ weekEnd: isoToCompact(late!), kind: 'Late', hoursLate: 29.5 }),
      ]);
      await setConfiguration(t.db, 'time-zone', null);
    });

    it('names a reversed range and is for human resources only', async () => {
      const { error } = await call(t.as.hr, LATE, { startDate: '20261101', endDate: '20261001' });
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { endDate: expect.any(String) },
      });
      const refused = await call(t.as.employee, LATE, { startDate: '20261001', endDate: '20261101' });
      expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
