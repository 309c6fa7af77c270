import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import {
  ADD_HOURS,
  CREATE_SHEET as CREATE,
  call,
  clearTimesheets,
  compact,
  createSheetWithHours,
  openTimesheetWorld,
  SHEET,
  type Sheet,
  setConfiguration,
  type World,
} from './timesheets.fixtures.ts';

const UPDATE_HOURS = `mutation($taskId: ID!, $hours: Float!, $startTime: Float) {
  updateHours(taskId: $taskId, hours: $hours, startTime: $startTime) { ${SHEET} } }`;
const MOVE = `mutation($taskId: ID!, $date: String!, $startTime: Float) {
  moveTimesheetTask(taskId: $taskId, date: $date, startTime: $startTime) { ${SHEET} } }`;
const COMMENT = `mutation($taskId: ID!, $comment: String) { updateTimesheetTaskComment(taskId: $taskId, comment: $comment) { ${SHEET} } }`;

describe.each(testDatabases())('timesheets: hours on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;
  let other: TestBrowser;
  let admin: TestBrowser;

  beforeAll(async () => {
    let as: Record<'employee' | 'other' | 'admin', TestBrowser>;
    ({ db, close, world, as } = await openTimesheetWorld(database, ['employee', 'other', 'admin']));
    ({ employee, other, admin } = as);
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => clearTimesheets(db));

  const sheetWithHours = (hours = 8) => createSheetWithHours(employee, world, hours);

  it('adds hours (adding the line), keeps totals and billable hours, and 0 removes the entry', async () => {
    const sheet = await sheetWithHours(7.5);
    expect(sheet).toMatchObject({ totalHours: 7.5, billableHours: 7.5 });
    expect(sheet.lineItems[0]?.monTask).toMatchObject({ hours: 7.5, date: compact(world.monday) });
    expect(sheet.week[0]).toMatchObject({ key: 'mon', hours: 7.5 });
    const overhead = await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
      hours: 2,
      date: compact(addDays(world.monday, 1)),
      startTime: 9.5,
    });
    expect(overhead.data).toMatchObject({ totalHours: 9.5, billableHours: 7.5 });
    const removed = await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 0,
      date: compact(world.monday),
    });
    expect(removed.data?.totalHours).toBe(2);
    expect(removed.data?.lineItems[0]?.monTask).toBeNull();
  });

  it('leaves a deliverable excluded from totals out of the week total everywhere, even one flagged later (T-035)', async () => {
    const sheet = await sheetWithHours(8);
    await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
      hours: 2,
      date: compact(addDays(world.monday, 1)),
    });
    const flag = (ignoreHoursInTotal: boolean) =>
      db
        .update(schema.deliverables)
        .set({ ignoreHoursInTotal })
        .where(eq(schema.deliverables.id, world.deliverables.admin));
    await flag(true);
    try {
      const read = await call<{ totalHours: number; week: { hours: number }[] }>(
        employee,
        `query($endDate: String) { timesheet(endDate: $endDate) { totalHours week { hours } } }`,
        { endDate: world.weekEndCompact },
      );
      // The grid's daily totals already leave it out; the header's total and the list card's must agree.
      const days = read.data!.week.reduce((sum, day) => sum + day.hours, 0);
      expect(days).toBe(8);
      expect(read.data?.totalHours).toBe(8);
      const list = await call<{ timesheets: { totalHours: number }[] }>(
        employee,
        `query($startDate: String!, $endDate: String!) { me { timesheets(startDate: $startDate, endDate: $endDate) { totalHours } } }`,
        { startDate: world.weekEndCompact, endDate: world.weekEndCompact },
      );
      expect(list.data?.timesheets).toEqual([{ totalHours: 8 }]);
    } finally {
      await flag(false);
    }
  });

  it('updates hours and start time of a task; 0 removes it', async () => {
    const sheet = await sheetWithHours(8);
    const taskId = String(sheet.lineItems[0]?.monTask?._id);
    const updated = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 6.25, startTime: 8 });
    expect(updated.data?.lineItems[0]?.monTask).toMatchObject({ hours: 6.25, startTime: 8 });
    expect(updated.data?.totalHours).toBe(6.25);
    const removed = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 0 });
    expect(removed.data).toMatchObject({ totalHours: 0 });
    expect(removed.data?.lineItems[0]?.monTask).toBeNull();
    const gone = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 2 });
    expect(gone.error).toMatchObject({ message: 'Task not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('answers a saved cell with the sheet exactly as it reads afterwards (lines, days, totals, start times)', async () => {
    const sheet = await sheetWithHours(8);
    const read = async () =>
      (
        await call<Sheet>(employee, `query($e: String) { timesheet(endDate: $e) { ${SHEET} } }`, {
          e: world.weekEndCompact,
        })
      ).data;
    const cell = (deliverable: 'design' | 'admin', day: number, hours: number, startTime?: number) => ({
      timesheetId: sheet._id,
      projectId: deliverable === 'design' ? world.project : world.internal,
      deliverableId: world.deliverables[deliverable],
      hours,
      date: compact(addDays(world.monday, day)),
      ...(startTime === undefined ? {} : { startTime }),
    });
    const steps: [string, () => Record<string, unknown>][] = [
      [ADD_HOURS, () => cell('admin', 0, 2, 9)], // a new line
      [ADD_HOURS, () => cell('design', 2, 1.5)], // a new day of a line, after the line's Monday
      [ADD_HOURS, () => cell('design', 1, 2.25, 8)], // between two days
      [ADD_HOURS, () => cell('design', 1, 3)], // the day again: start time kept
      [ADD_HOURS, () => cell('design', 2, 0)], // 0 removes the day
      [ADD_HOURS, () => cell('admin', 5, 0)], // 0 on an empty day
    ];
    for (const [mutation, variables] of steps) {
      const saved = await call<Sheet>(employee, mutation, variables());
      expect(saved.error).toBeUndefined();
      expect(saved.data).toEqual(await read());
    }
    const now = (await read())!;
    const adminTask = String(now.lineItems[1]?.monTask?._id);
    const designTask = String(now.lineItems[0]?.monTask?._id);
    for (const variables of [
      { taskId: adminTask, hours: 3.5 },
      { taskId: adminTask, hours: 1, startTime: 14.25 },
      { taskId: designTask, hours: 6, startTime: null },
      { taskId: designTask, hours: 0 },
    ]) {
      const saved = await call<Sheet>(employee, UPDATE_HOURS, variables);
      expect(saved.error).toBeUndefined();
      expect(saved.data).toEqual(await read());
    }
    expect(await read()).toMatchObject({ totalHours: 4, billableHours: 3 });
  });

  it('moves a task to another day atomically, refusing a day the line already has hours on', async () => {
    const sheet = await sheetWithHours(3);
    const taskId = String(sheet.lineItems[0]?.monTask?._id);
    const tuesday = compact(addDays(world.monday, 1));
    const moved = await call<Sheet>(employee, MOVE, { taskId, date: tuesday, startTime: 13 });
    expect(moved.data?.lineItems[0]).toMatchObject({
      monTask: null,
      tueTask: { _id: taskId, hours: 3, date: tuesday },
    });
    expect(moved.data?.totalHours).toBe(3);
    await call(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 2,
      date: compact(world.monday),
    });
    const taken = await call<Sheet>(employee, MOVE, { taskId, date: compact(world.monday) });
    expect(taken.error).toMatchObject({
      message: 'This line already has hours on that day',
      extensions: { code: 'CONFLICT' },
    });
    const outside = await call<Sheet>(employee, MOVE, { taskId, date: compact(addDays(world.weekEnd, 1)) });
    expect(outside.error?.extensions?.fields).toEqual({
      date: 'The date must be within the week of the timesheet',
    });
  });

  it('saves and clears a task comment', async () => {
    const sheet = await sheetWithHours();
    const taskId = String(sheet.lineItems[0]?.monTask?._id);
    const saved = await call<Sheet>(employee, COMMENT, { taskId, comment: 'Kick-off workshop' });
    expect(saved.data?.lineItems[0]?.monTask?.comment).toBe('Kick-off workshop');
    const cleared = await call<Sheet>(employee, COMMENT, { taskId, comment: '' });
    expect(cleared.data?.lineItems[0]?.monTask?.comment).toBeNull();
  });

  it('refuses invalid hours, days outside the week and tasks past midnight, naming the field', async () => {
    const sheet = await sheetWithHours();
    const base = { timesheetId: sheet._id, projectId: world.project, deliverableId: world.deliverables.code };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ hours: 1.1, date: compact(world.monday) }, { hours: 'Hours must be in steps of 0.25' }],
      [{ hours: -1, date: compact(world.monday) }, { hours: 'Hours cannot be negative' }],
      [{ hours: 25, date: compact(world.monday) }, { hours: 'Hours cannot be more than 24 in a day' }],
      [
        { hours: 2, date: compact(addDays(world.weekEnd, 1)) },
        { date: 'The date must be within the week of the timesheet' },
      ],
      [
        { hours: 2, date: compact(world.monday), startTime: 23 },
        { startTime: 'A task must stay inside its day' },
      ],
      [
        { hours: 2, date: compact(world.monday), user: world.ids.other },
        { user: 'The timesheet does not belong to this user' },
      ],
    ];
    for (const [variables, fields] of cases) {
      const { error } = await call<Sheet>(employee, ADD_HOURS, { ...base, ...variables });
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
    const after = await call<Sheet>(employee, `query($e: String) { timesheet(endDate: $e) { ${SHEET} } }`, {
      e: world.weekEndCompact,
    });
    expect(after.data?.totalHours).toBe(8);
    expect(after.data?.lineItems).toHaveLength(1);
  });

  it('refuses entries before the legacy cut-off with its configured message', async () => {
    await setConfiguration(db, 'legacy-cutoff-date', compact(addDays(world.monday, 2)));
    await setConfiguration(db, 'legacy-cutoff-message', 'Enter earlier time in the old system');
    try {
      const sheet = (await call<Sheet>(employee, CREATE, { endDate: world.weekEndCompact })).data!;
      const { error } = await call<Sheet>(employee, ADD_HOURS, {
        timesheetId: sheet._id,
        projectId: world.project,
        deliverableId: world.deliverables.design,
        hours: 3,
        date: compact(world.monday),
      });
      expect(error?.extensions?.fields).toEqual({ date: 'Enter earlier time in the old system' });
    } finally {
      await setConfiguration(db, 'legacy-cutoff-date', null);
      await setConfiguration(db, 'legacy-cutoff-message', null);
    }
  });

  it('lets only the owner, finance or admin change hours', async () => {
    const sheet = await sheetWithHours();
    const taskId = String(sheet.lineItems[0]?.monTask?._id);
    const refused = await call<Sheet>(other, UPDATE_HOURS, { taskId, hours: 1 });
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await call<Sheet>(admin, UPDATE_HOURS, { taskId, hours: 5 });
    expect(byAdmin.data?.totalHours).toBe(5);
  });

  it('keeps submitted sheets, approved lines and a NetSuite-locked portal read-only', async () => {
    const sheet = await sheetWithHours();
    const taskId = String(sheet.lineItems[0]?.monTask?._id);
    await db
      .update(schema.timesheetLineItems)
      .set({ status: 'Approved' })
      .where(eq(schema.timesheetLineItems.timesheetId, sheet._id));
    const approvedLine = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 1 });
    expect(approvedLine.error).toMatchObject({
      message: 'This line item is approved and locked',
      extensions: { code: 'CONFLICT' },
    });
    await db
      .update(schema.timesheetLineItems)
      .set({ status: null })
      .where(eq(schema.timesheetLineItems.timesheetId, sheet._id));
    await setConfiguration(db, 'netsuite-enabled', 'true');
    const locked = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 1 });
    expect(locked.error?.message).toBe('Editing is locked while the accounting integration is enabled');
    await setConfiguration(db, 'netsuite-enabled', null);
    await db
      .update(schema.timesheets)
      .set({ status: 'Submitted-Pending' })
      .where(eq(schema.timesheets.id, sheet._id));
    const submitted = await call<Sheet>(employee, UPDATE_HOURS, { taskId, hours: 1 });
    expect(submitted.error).toMatchObject({
      message: 'This timesheet is read-only',
      extensions: { code: 'CONFLICT' },
    });
    const [row] = await db
      .select()
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.id, taskId));
    expect(row?.hours).toBe('8.00');
  });

  it('holds a day to 24 hours over all lines on every save, move and submit (issue 13)', async () => {
    const sheet = await sheetWithHours(12.5);
    const wednesday = compact(addDays(world.monday, 2));
    const book = (deliverableId: string, projectId: string, hours: number, date = compact(world.monday)) =>
      call<Sheet>(employee, ADD_HOURS, { timesheetId: sheet._id, projectId, deliverableId, hours, date });
    expect((await book(world.deliverables.admin, world.internal, 11.5)).error).toBeUndefined();
    const third = await book(world.deliverables.code, world.project, 0.25);
    expect(third.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        hours: expect.stringMatching(/24\.25 hours over all lines; a day cannot have more than 24$/),
      },
    });
    // Raising a line's own cell past the day's room is refused too; lowering it is fine.
    const monday = (await book(world.deliverables.code, world.project, 8, wednesday)).data!;
    const design = monday.lineItems.find((line) => line.deliverableId === world.deliverables.design)!;
    const raised = await call<Sheet>(employee, UPDATE_HOURS, { taskId: design.monTask!._id, hours: 13 });
    expect(raised.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await call<Sheet>(employee, UPDATE_HOURS, { taskId: design.monTask!._id, hours: 12 })).error,
    ).toBeUndefined();
    // Moving Wednesday's 8 hours onto Monday's 23.5 would make 31.5.
    const code = monday.lineItems.find((line) => line.deliverableId === world.deliverables.code)!;
    const moved = await call<Sheet>(employee, MOVE, {
      taskId: (code.wedTask as { _id: string })._id,
      date: compact(world.monday),
    });
    expect(moved.error?.extensions?.code).toBe('BAD_USER_INPUT');
    const [entry] = await db
      .select({ date: schema.timesheetEntries.date })
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.id, (code.wedTask as { _id: string })._id));
    expect(entry?.date).toBe(addDays(world.monday, 2));
  });

  it('refuses to submit a sheet with a day over 24 hours, however it was stored', async () => {
    const sheet = await sheetWithHours(20);
    await db.update(schema.timesheetEntries).set({ hours: '20.00' });
    await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
      hours: 4,
      date: compact(world.monday),
    });
    await db.update(schema.timesheetEntries).set({ hours: '20.00' });
    const submit = await call<Sheet>(
      employee,
      `mutation($id: ID!) { submitTimesheet(timesheetId: $id) { status } }`,
      { id: sheet._id },
    );
    expect(submit.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(submit.error?.message).toMatch(/40 hours over all lines/);
  });
});
