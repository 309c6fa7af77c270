import { schema } from '@tally/db';
import { serializeRules } from '@tally/domain/finance/overrides';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { setConfiguration } from '../../../timesheets/timesheets.fixtures.ts';
import { findTokenFreeFields } from './queries/token-free.ts';
import { allRows, describeWithScaleWorld, groups, type Row } from './window.fixtures.ts';

const round = (value: number) => Math.round(value * 100) / 100;

describeWithScaleWorld('snapshot windows: weeks, time off, overrides and tokens', (t) => {
  let daily: Row[] = [];
  beforeAll(async () => {
    daily = (await allRows(t.finance, {})).rows;
  });

  it('gives one row per person, week and task whose hours sum to the days, priced on the week', async () => {
    const { rows, answer } = await allRows(t.finance, { granularity: 'WEEK' }, 150);
    const days = new Map<string, { hours: number; rows: Row[] }>();
    for (const row of daily) {
      const key = `${row.timesheetId}:${row.deliverableId}`;
      const entry = days.get(key) ?? { hours: 0, rows: [] };
      entry.hours += row.hours as number;
      entry.rows.push(row);
      days.set(key, entry);
    }
    expect(rows.length).toBe(days.size);
    expect(rows.length).toBeLessThan(daily.length);
    expect(new Set(rows.map((row) => row._id)).size).toBe(rows.length);
    for (const row of rows) {
      const week = days.get(row._id)!;
      const day = week.rows[0]!;
      expect(row.hours).toBeCloseTo(week.hours, 2);
      expect(row).toMatchObject({
        timesheetId: day.timesheetId,
        endDate: day.endDate,
        lastName: day.lastName,
        project: day.project,
        deliverable: day.deliverable,
        approvers: day.approvers,
        rate: day.rate,
        taskdate: null,
        comment: null,
      });
      expect(row.totalCost).toBe(
        row.rate === null ? null : round((row.hours as number) * (row.rate as number)),
      );
    }
    // Unsorted, weeks come in order and each sheet's tasks together (the window reads sheet by sheet).
    const ends = rows.map((row) => String(row.endDate));
    expect(ends).toEqual([...ends].sort());
    const sheets = rows.map((row) => row.timesheetId).filter((id, i, all) => id !== all[i - 1]);
    expect(new Set(sheets).size).toBe(sheets.length);
    const dailyHours = daily.reduce((sum, row) => sum + (row.hours as number), 0);
    expect(answer.hours).toBeCloseTo(dailyHours, 2);
    expect(answer.total).toBe(days.size);
  });

  it('leaves out the deliverables tracked as time off when asked (F-023)', async () => {
    const withTimeOff = (await allRows(t.finance, { granularity: 'WEEK' })).rows;
    const timeOff = withTimeOff.filter((row) => row.project === 'Time Off');
    expect(timeOff.length).toBeGreaterThan(0);
    const without = await allRows(t.finance, { granularity: 'WEEK', includeTimeOff: false });
    expect(without.total).toBe(withTimeOff.length - timeOff.length);
    expect(without.rows.some((row) => row.project === 'Time Off')).toBe(false);
  });

  it("applies the caller's saved overrides when configured, then the tokens of every row", async () => {
    const target = daily.find((row) => row.status === 'Approved')!;
    const [yyyy, mm, dd] = [
      String(target.endDate).slice(0, 4),
      String(target.endDate).slice(4, 6),
      String(target.endDate).slice(6),
    ];
    const rules = [
      {
        // Conditions compare the shown form (F-068): the date as MM/DD/YYYY.
        conditions: [
          { field: 'endDate', value: `${mm}/${dd}/${yyyy}` },
          { field: 'lastName', value: String(target.lastName) },
        ],
        override: { project: 'Closed (<project>)', comment: '<user.department>' },
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
    const matching = (row: Row) => row.endDate === target.endDate && row.lastName === target.lastName;
    const expectedCount = daily.filter(matching).length;

    await setConfiguration(t.db, 'daily-snapshot-overrides', 'true');
    const applied = (await allRows(t.finance, { applyOverrides: true })).rows;
    const changed = applied.filter((row, index) => row.project !== daily[index]!.project);
    expect(changed.length).toBe(expectedCount);
    for (const row of changed) {
      const before = daily.find((day) => day._id === row._id)!;
      expect(row.project).toBe(`Closed (${before.project})`);
      expect(row.comment).toBe(before.department ?? '');
      expect(row.endDate).toBe(before.endDate);
    }
    expect((await allRows(t.finance, { applyOverrides: false })).rows).toEqual(daily);
    await setConfiguration(t.db, 'daily-snapshot-overrides', 'false');
    expect((await allRows(t.finance, { applyOverrides: true })).rows).toEqual(daily);

    // F-042: a `<field>` token in stored text shows the row's value. Until a value holds one, the field is
    // filtered and grouped on its value (no replacement subquery); entries' comments are always replaced.
    const checked = ['project', 'lastName', 'comment'] as const;
    expect([...(await findTokenFreeFields(t.db, checked))].sort()).toEqual(['lastName', 'project']);
    await t.db
      .update(schema.projects)
      .set({ name: 'Bench <department>' })
      .where(eq(schema.projects.name, 'Time Off'));
    expect([...(await findTokenFreeFields(t.db, checked))]).toEqual(['lastName']);
    const tokened = (await allRows(t.finance, {})).rows.filter((row) =>
      String(row.project).startsWith('Bench'),
    );
    expect(tokened.length).toBeGreaterThan(0);
    for (const row of tokened) expect(row.project).toBe(`Bench ${row.department ?? ''}`);

    // Filters and groups compare what the cell shows: the token replaced, not the stored '<department>'.
    const shown = String(tokened[0]!.project);
    const same = tokened.filter((row) => row.project === shown);
    const filtered = await allRows(t.finance, {
      filters: [{ field: 'project', operator: 'equals', value: shown.toUpperCase() }],
    });
    expect(filtered.total).toBe(same.length);
    expect(filtered.rows.map((row) => row._id).sort()).toEqual(same.map((row) => row._id).sort());
    const stored = await allRows(t.finance, {
      filters: [{ field: 'project', operator: 'contains', value: '<department>' }],
    });
    expect(stored.total).toBe(0);
    const projectGroups = (await groups(t.finance, { grouping: ['project'] })).data!.timesheetSnapshotGroups;
    expect(projectGroups.find((group) => group.value === shown)?.count).toBe(same.length);
    expect(projectGroups.some((group) => group.value.includes('<'))).toBe(false);
    const inside = await allRows(t.finance, { grouping: ['project'] }, 1000, [shown]);
    expect(inside.total).toBe(same.length);
  });
});
