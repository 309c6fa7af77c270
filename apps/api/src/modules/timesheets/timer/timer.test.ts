import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import {
  buildWorld,
  call,
  clearTimesheets,
  compact,
  ignoreErrorsOfClosingConnections,
  SHEET,
  type Sheet,
  setConfiguration,
  signInAll,
  type World,
} from '../timesheets.fixtures.ts';

const CREATE = `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { ${SHEET} } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { ${SHEET} } }`;
const START = `mutation($lineItemId: ID!) { startTimer(lineItemId: $lineItemId) {
  startedAt date needsReview timesheetId endDate projectName deliverableName lineItem { _id } } }`;
const START_ON_TASK = `mutation($projectId: ID!, $deliverableId: ID!) {
  startTimerOnTask(projectId: $projectId, deliverableId: $deliverableId) { timesheetId endDate projectName deliverableName lineItem { _id } } }`;
const STOP = `mutation($keepHours: Float) { stopTimer(keepHours: $keepHours) { ${SHEET} } }`;
const DISCARD = 'mutation { discardTimer }';
const RUNNING = '{ me { runningTimer { startedAt date needsReview lineItem { _id } } } }';

interface Timer {
  startedAt: string;
  date: string;
  needsReview: boolean;
  projectName: string;
  deliverableName: string | null;
  lineItem: { _id: string };
}

const HOUR = 3_600_000;

describe.each(testDatabases())('running timer on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;
  let other: TestBrowser;
  /** Wednesday of the test week, 09:00 UTC: the firm's zone is UTC in these tests. */
  let wednesday: string;
  let wednesdayMorning: number;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    // A fixed hour of a Wednesday, so that no run of the test crosses a week or a day by itself.
    const now = app.clock.now();
    const monday = new Date(now);
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    wednesdayMorning = monday.getTime() + 2 * 24 * HOUR + 9 * HOUR;
    app.clock.advance(wednesdayMorning - now.getTime());
    world = await buildWorld(db, app);
    wednesday = addDays(world.monday, 2);
    ({ employee, other } = await signInAll(app, ['employee', 'other']));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    // Each test starts at 09:00 on Wednesday: the hours earlier tests advanced must not carry one past midnight.
    app.clock.advance(wednesdayMorning - app.clock.now().getTime());
    await clearTimesheets(db);
    await setConfiguration(db, 'time-zone', 'UTC');
  });

  /** This week's sheet of the employee with a line on Design (2 h on Wednesday) and one on Code. */
  const weekWithLines = async () => {
    const sheet = (await call<Sheet>(employee, CREATE, { endDate: world.weekEndCompact })).data!;
    const add = (deliverableId: string, hours: number) =>
      call<Sheet>(employee, ADD_HOURS, {
        timesheetId: sheet._id,
        projectId: world.project,
        deliverableId,
        hours,
        date: compact(wednesday),
      });
    await add(world.deliverables.design, 2);
    const added = (await add(world.deliverables.code, 1)).data!;
    const lineOf = (deliverableId: string) =>
      added.lineItems.find((line) => line.deliverableId === deliverableId)!._id;
    return {
      sheetId: sheet._id,
      design: lineOf(world.deliverables.design),
      code: lineOf(world.deliverables.code),
    };
  };

  const hoursOn = (sheet: Sheet, lineId: string) =>
    (sheet.lineItems.find((line) => line._id === lineId)?.wedTask as { hours: number } | null)?.hours ?? 0;

  it('runs on the server and adds its time, rounded to 0.25 h, to the cell of its day', async () => {
    const { design } = await weekWithLines();
    const started = await call<Timer>(employee, START, { lineItemId: design });
    expect(started.error).toBeUndefined();
    expect(started.data!).toMatchObject({
      date: compact(wednesday),
      needsReview: false,
      projectName: 'Apollo',
      deliverableName: 'Design',
      lineItem: { _id: design },
    });
    // Another tab (the same person) sees it.
    const seen = await call<{ runningTimer: Timer | null }>(employee, RUNNING);
    expect(seen.data!.runningTimer?.lineItem._id).toBe(design);

    app.clock.advance(82 * 60_000); // 1 h 22 min → 1.25 h
    const stopped = await call<Sheet>(employee, STOP);
    expect(stopped.error).toBeUndefined();
    expect(hoursOn(stopped.data!, design)).toBe(3.25);
    const after = await call<{ runningTimer: Timer | null }>(employee, RUNNING);
    expect(after.data!.runningTimer).toBeNull();
  });

  it('starting another timer stops the first and saves its time', async () => {
    const { design, code } = await weekWithLines();
    await call(employee, START, { lineItemId: design });
    app.clock.advance(30 * 60_000);
    const second = await call<Timer>(employee, START, { lineItemId: code });
    expect(second.data!.lineItem._id).toBe(code);
    app.clock.advance(15 * 60_000);
    const stopped = (await call<Sheet>(employee, STOP)).data!;
    expect(hoursOn(stopped, design)).toBe(2.5);
    expect(hoursOn(stopped, code)).toBe(1.25);
  });

  it("refuses a line of someone else's sheet or of another week", async () => {
    const { design } = await weekWithLines();
    const stranger = await call(other, START, { lineItemId: design });
    expect(stranger.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stranger.error?.message).toBe('A timer runs only on a line of your own timesheet');

    const lastWeek = (await call<Sheet>(employee, CREATE, { endDate: compact(addDays(world.weekEnd, -7)) }))
      .data!;
    const added = await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: lastWeek._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 1,
      date: compact(addDays(wednesday, -7)),
    });
    const oldLine = added.data?.lineItems[0]?._id ?? '';
    const refused = await call(employee, START, { lineItemId: oldLine });
    expect(refused.error?.message).toBe("A timer runs only on a line of this week's timesheet");
  });

  it('keeps its time when the sheet was submitted meanwhile, until the person discards it', async () => {
    const { sheetId, design } = await weekWithLines();
    await call(employee, START, { lineItemId: design });
    await db
      .update(schema.timesheets)
      .set({ status: 'Submitted-Pending' })
      .where(eq(schema.timesheets.id, sheetId));
    app.clock.advance(HOUR);
    const refused = await call(employee, STOP);
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    const still = await call<{ runningTimer: Timer | null }>(employee, RUNNING);
    expect(still.data!.runningTimer?.lineItem._id).toBe(design);
    const [entry] = await db
      .select({ hours: schema.timesheetEntries.hours })
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.lineItemId, design));
    expect(Number(entry!.hours)).toBe(2);

    expect((await call<boolean>(employee, DISCARD)).data).toBe(true);
    expect((await call<{ runningTimer: null }>(employee, RUNNING)).data!.runningTimer).toBeNull();
    expect((await call<boolean>(employee, DISCARD)).data).toBe(false);
  });

  it('asks what to keep after ten hours and never keeps more than it ran', async () => {
    const { design, code } = await weekWithLines();
    await call(employee, START, { lineItemId: design });
    app.clock.advance(11 * HOUR);
    const seen = await call<{ runningTimer: Timer }>(employee, RUNNING);
    expect(seen.data!.runningTimer.needsReview).toBe(true);
    // Neither a bare stop nor a start elsewhere saves its 11 hours blindly: the person says what to keep.
    const blind = await call(employee, STOP);
    expect(blind.error?.message).toBe(
      'This timer ran past midnight or over 10 hours: say how many of its hours to keep',
    );
    const elsewhere = await call(employee, START, { lineItemId: code });
    expect(elsewhere.error?.message).toBe(
      'This timer ran past midnight or over 10 hours: say how many of its hours to keep',
    );
    const tooMuch = await call(employee, STOP, { keepHours: 11.5 });
    expect(tooMuch.error?.message).toBe('You can keep at most the 11 hours the timer ran');
    const kept = (await call<Sheet>(employee, STOP, { keepHours: 6 })).data!;
    expect(hoursOn(kept, design)).toBe(8);
  });

  it('two stops at once save the time once', async () => {
    const { design } = await weekWithLines();
    await call(employee, START, { lineItemId: design });
    app.clock.advance(HOUR);
    const answers = await Promise.all([call(employee, STOP), call(employee, STOP)]);
    expect(answers.filter((answer) => !answer.error)).toHaveLength(1);
    expect(answers.find((answer) => answer.error)?.error?.message).toBe('No timer is running');
    const [entry] = await db
      .select({ hours: schema.timesheetEntries.hours })
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.lineItemId, design));
    expect(Number(entry!.hours)).toBe(3);
  });

  it("starts on a recent task, creating this week's sheet and the task's line first", async () => {
    // A refused start (a task that does not exist) leaves no sheet behind: all or nothing.
    const refused = await call(employee, START_ON_TASK, {
      projectId: world.project,
      deliverableId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.error).toBeDefined();
    const none = await db
      .select({ id: schema.timesheets.id })
      .from(schema.timesheets)
      .where(eq(schema.timesheets.userId, world.ids.employee));
    expect(none).toEqual([]);

    const task = { projectId: world.project, deliverableId: world.deliverables.design };
    const started = await call<Timer & { timesheetId: string; endDate: string }>(
      employee,
      START_ON_TASK,
      task,
    );
    expect(started.error).toBeUndefined();
    expect(started.data).toMatchObject({ endDate: world.weekEndCompact, deliverableName: 'Design' });
    const [sheet] = await db
      .select({ id: schema.timesheets.id })
      .from(schema.timesheets)
      .where(eq(schema.timesheets.userId, world.ids.employee));
    expect(sheet?.id).toBe(started.data!.timesheetId);

    // A second start on the same task (another tab) finds the line: one sheet, one line, the same timer.
    const again = await call<Timer>(employee, START_ON_TASK, task);
    expect(again.data!.lineItem._id).toBe(started.data!.lineItem._id);
    const lines = await db
      .select({ id: schema.timesheetLineItems.id })
      .from(schema.timesheetLineItems)
      .where(eq(schema.timesheetLineItems.timesheetId, started.data!.timesheetId));
    expect(lines).toHaveLength(1);

    app.clock.advance(HOUR);
    const stopped = (await call<Sheet>(employee, STOP)).data!;
    // The clock has moved on through the tests above: read the line's week total, not one day's cell.
    const line = stopped.lineItems.find((candidate) => candidate._id === started.data!.lineItem._id);
    expect(line?.totalHours).toBe(1);
  });

  it('starts on a task already on the sheet, and refuses a task the sheet can no longer take', async () => {
    const { sheetId, code } = await weekWithLines();
    const onLine = await call<Timer>(employee, START_ON_TASK, {
      projectId: world.project,
      deliverableId: world.deliverables.code,
    });
    expect(onLine.data!.lineItem._id).toBe(code);
    await call(employee, DISCARD);

    await db
      .update(schema.timesheets)
      .set({ status: 'Submitted-Pending' })
      .where(eq(schema.timesheets.id, sheetId));
    const refused = await call(employee, START_ON_TASK, {
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
    });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect(refused.error?.message).toBe('This timesheet is read-only');
    expect((await call<{ runningTimer: null }>(employee, RUNNING)).data!.runningTimer).toBeNull();
  });
});
