import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSheet } from '../../../../test/factories/index.ts';
import { TestBrowser } from '../../../../test/harness.ts';
import { call, setConfiguration, useTimesheetWorld } from '../../timesheets/timesheets.fixtures.ts';

const SNAPSHOTS = `mutation($limit: Int, $timesheetId: ID, $projectId: ID) {
  updateTimesheetSnapshots(limit: $limit, timesheetId: $timesheetId, projectId: $projectId) {
    updated { timesheetId userName endDate changed before { totalHours billableHours } after { totalHours billableHours } }
    skipped { timesheetId lastUpdatedAt nextUpdateAt } } }`;
const RECIPIENTS = '{ emailStatsRecievers }';
const SAVE_RECIPIENTS = 'mutation($emails: [String!]!) { emailStatsReciever(emails: $emails) }';
const SCHEDULE =
  '{ reminderEmailSchedule { cronExpression cronDescription enabled timeZone nextRuns updatedBy } }';
const SAVE_SCHEDULE = `mutation($cronExpression: String!, $cronDescription: String!, $currentScheduler: String,
  $enabled: Boolean) {
  reminderEmailJob(cronExpression: $cronExpression, cronDescription: $cronDescription,
    currentScheduler: $currentScheduler, enabled: $enabled) {
    cronExpression cronDescription enabled timeZone nextRuns updatedBy } }`;

interface Run {
  updated: {
    timesheetId: string;
    changed: boolean;
    before: Record<string, number>;
    after: Record<string, number>;
  }[];
  skipped: { timesheetId: string; lastUpdatedAt: string; nextUpdateAt: string }[];
}

describe.each(testDatabases())('admin settings tools on $name', (database) => {
  const t = useTimesheetWorld(database, ['admin', 'employee', 'finance'] as const);
  const sheets: string[] = [];

  /** An Approved sheet with 8 h on Design and 8 h of PTO, its stored totals as given. */
  async function sheet(monday: string, stored: { total: string; billable: string }) {
    const days = [{ day: 0, hours: '8' }];
    const { id } = await createSheet(t.db, {
      userId: t.world.ids.employee,
      startDate: monday,
      status: 'Approved',
      totalHours: stored.total,
      billableHours: stored.billable,
      lines: [
        { projectId: t.world.project, deliverableId: t.world.deliverables.design, days },
        { projectId: t.world.internal, deliverableId: t.world.deliverables.pto, days },
      ],
    });
    sheets.push(id);
    return id;
  }

  describe('snapshots updater (D-061, D-062)', () => {
    it('refreshes stale sheets newest first up to the limit, then skips them for 30 minutes', async () => {
      const fresh = await sheet('2026-03-02', { total: '16', billable: '8' });
      const older = await sheet('2026-02-23', { total: '16', billable: '16' });
      const newest = await sheet('2026-03-09', { total: '10', billable: '8' });
      const first = await call<Run>(t.as.admin, SNAPSHOTS, { limit: 1 });
      expect(first.error).toBeUndefined();
      expect(first.data!.updated).toEqual([
        expect.objectContaining({
          timesheetId: newest,
          changed: true,
          before: { totalHours: 10, billableHours: 8 },
          after: { totalHours: 16, billableHours: 8 },
        }),
      ]);
      const second = await call<Run>(t.as.admin, SNAPSHOTS, {});
      expect(second.data!.updated.map((u) => u.timesheetId)).toEqual([older]);
      const [stored] = await t.db.select().from(schema.timesheets).where(eq(schema.timesheets.id, older));
      expect(stored).toMatchObject({ totalHours: '16.00', billableHours: '8.00' });
      const events = await t.db
        .select()
        .from(schema.timesheetTimelineEvents)
        .where(eq(schema.timesheetTimelineEvents.timesheetId, older));
      expect(events).toMatchObject([
        {
          type: 'Snapshot Updated',
          createdByUserId: t.world.ids.admin,
          metadata: { before: { billableHours: 16 } },
        },
      ]);
      // Asked by id: the fresh sheet is refreshed though not stale; the newest is skipped (updated just now).
      const byId = await call<Run>(t.as.admin, SNAPSHOTS, { timesheetId: fresh });
      expect(byId.data!.updated).toMatchObject([{ timesheetId: fresh, changed: false }]);
      const again = await call<Run>(t.as.admin, SNAPSHOTS, { timesheetId: newest });
      expect(again.data!.updated).toEqual([]);
      expect(again.data!.skipped).toMatchObject([{ timesheetId: newest }]);
      const skip = (again.data as Run).skipped[0]!;
      expect(Date.parse(skip.nextUpdateAt) - Date.parse(skip.lastUpdatedAt)).toBe(30 * 60_000);
      t.app.clock.advance(31 * 60_000);
      const later = await call<Run>(t.as.admin, SNAPSHOTS, { timesheetId: newest });
      expect(later.data!.updated).toMatchObject([{ timesheetId: newest, changed: false }]);
    });

    it('narrows to a project’s sheets and answers NOT_FOUND for a sheet outside it', async () => {
      const stale = await sheet('2026-04-06', { total: '1', billable: '1' });
      const none = await call<Run>(t.as.admin, SNAPSHOTS, { projectId: t.world.hidden });
      expect(none.data).toEqual({ updated: [], skipped: [] });
      const scoped = await call<Run>(t.as.admin, SNAPSHOTS, { projectId: t.world.project });
      expect(scoped.data!.updated.map((u) => u.timesheetId)).toEqual([stale]);
      const missing = await call(t.as.admin, SNAPSHOTS, { timesheetId: stale, projectId: t.world.hidden });
      expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
    });

    it.each([
      [{ limit: 0 }, 'limit', 'Limit must be between 1 and 100'],
      [{ limit: 101 }, 'limit', 'Limit must be between 1 and 100'],
      [{ timesheetId: 'nope' }, 'timesheetId', 'Invalid id'],
    ])('refuses %o naming %s', async (variables, field, message) => {
      const { error } = await call(t.as.admin, SNAPSHOTS, variables);
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((error?.extensions?.fields as Record<string, string>)[field]).toBe(message);
    });
  });

  describe('statistics recipients (D-060)', () => {
    it('replaces the list, normalised', async () => {
      const saved = await call<string[]>(t.as.admin, SAVE_RECIPIENTS, {
        emails: ['B@example.com ', 'a@example.com', 'b@example.com', ''],
      });
      expect(saved.data).toEqual(['a@example.com', 'b@example.com']);
      expect((await call<string[]>(t.as.admin, RECIPIENTS)).data).toEqual(['a@example.com', 'b@example.com']);
      const bad = await call(t.as.admin, SAVE_RECIPIENTS, { emails: ['c@example.com', 'nope'] });
      expect(bad.error?.extensions?.fields).toEqual({ emails: 'Invalid email address: nope' });
      expect((await call<string[]>(t.as.admin, RECIPIENTS)).data).toEqual(['a@example.com', 'b@example.com']);
    });
  });

  describe('reminder schedule (D-060)', () => {
    it('sets the cron the reminders job reads, with its wording and the next runs', async () => {
      await setConfiguration(t.db, 'time-zone', 'UTC');
      const before = await call<{ cronExpression: string; cronDescription: string | null }>(
        t.as.admin,
        SCHEDULE,
      );
      expect(before.data).toMatchObject({
        cronExpression: '0 9 * * 1',
        cronDescription: null,
        enabled: false,
      });
      const saved = await call<{ nextRuns: string[] }>(t.as.admin, SAVE_SCHEDULE, {
        cronExpression: ' 0  16 * * 5',
        cronDescription: 'Every Friday at 16:00',
        currentScheduler: '0 9 * * 1',
        enabled: true,
      });
      expect(saved.error).toBeUndefined();
      expect(saved.data).toMatchObject({
        cronExpression: '0 16 * * 5',
        cronDescription: 'Every Friday at 16:00',
        enabled: true,
        timeZone: 'UTC',
        updatedBy: 'Ada Admin',
      });
      expect(saved.data!.nextRuns).toHaveLength(3);
      for (const run of saved.data!.nextRuns) {
        expect(new Date(run).getUTCDay()).toBe(5);
        expect(new Date(run).getUTCHours()).toBe(16);
      }
      const [row] = await t.db
        .select()
        .from(schema.configurations)
        .where(eq(schema.configurations.key, 'reminder-email-cron'));
      expect(row!.value).toBe('0 16 * * 5');
    });

    it('refuses a stale form (CONFLICT) and bad input, writing nothing', async () => {
      const stale = await call(t.as.admin, SAVE_SCHEDULE, {
        cronExpression: '0 8 * * 1',
        cronDescription: 'Mondays',
        currentScheduler: '0 9 * * 1',
      });
      expect(stale.error?.extensions?.code).toBe('CONFLICT');
      const bad = await call(t.as.admin, SAVE_SCHEDULE, {
        cronExpression: '61 9 * * 1',
        cronDescription: ' ',
      });
      expect(bad.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.error?.extensions?.fields).toEqual({
        cronExpression: 'Value must be a cron expression (minute hour day month weekday)',
        cronDescription: 'A description is required',
      });
      const now = await call<{ cronExpression: string }>(t.as.admin, SCHEDULE);
      expect(now.data!.cronExpression).toBe('0 16 * * 5');
    });
  });

  it.each(['employee', 'finance'] as const)('refuses %s (admins only)', async (actor) => {
    for (const [query, variables] of [
      [SNAPSHOTS, {}],
      [RECIPIENTS, {}],
      [SAVE_RECIPIENTS, { emails: ['x@example.com'] }],
      [SCHEDULE, {}],
      [SAVE_SCHEDULE, { cronExpression: '0 9 * * 1', cronDescription: 'x' }],
    ] as const) {
      expect((await call(t.as[actor], query, variables)).error?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = new TestBrowser(t.app.baseUrl);
    expect((await call(anonymous, SNAPSHOTS)).error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.db.select().from(schema.emailStatsReceivers)).toHaveLength(2);
  });
});
