import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import {
  buildWorld,
  call,
  compact,
  ignoreErrorsOfClosingConnections,
  SHEET,
  type Sheet,
  signInAll,
  type World,
} from './timesheets.fixtures.ts';

const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { ${SHEET} } }`;
const UPDATE_HOURS = `mutation($taskId: ID!, $hours: Float!) { updateHours(taskId: $taskId, hours: $hours) { totalHours } }`;

describe.each(testDatabases())('timesheets: concurrent saves on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
    ({ employee } = await signInAll(app, ['employee']));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('loses no hours when 20 addHours/updateHours hit one sheet at once', async () => {
    const create = await call<Sheet>(
      employee,
      `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`,
      {
        e: world.weekEndCompact,
      },
    );
    const timesheetId = create.data!._id;
    const day = (index: number) => compact(addDays(world.monday, index));
    // Six existing Design tasks (Mon..Sat) that the parallel burst updates.
    let sheet: Sheet | null = null;
    for (let index = 0; index < 6; index++) {
      const added = await call<Sheet>(employee, ADD_HOURS, {
        timesheetId,
        projectId: world.project,
        deliverableId: world.deliverables.design,
        hours: 1,
        date: day(index),
      });
      sheet = added.data;
    }
    const taskIds = sheet!.week.slice(0, 6).map((weekDay) => weekDay.tasks[0]!._id);

    const expected: number[] = [];
    const burst: Promise<{ error?: unknown }>[] = [];
    taskIds.forEach((taskId, index) => {
      const hours = 2 + index * 0.25;
      expected.push(hours);
      burst.push(call(employee, UPDATE_HOURS, { taskId, hours }));
    });
    for (let index = 0; index < 14; index++) {
      const hours = 0.5 + index * 0.25;
      expected.push(hours);
      const target = index < 7 ? world.deliverables.code : world.deliverables.admin;
      const projectId = index < 7 ? world.project : world.internal;
      burst.push(
        call(employee, ADD_HOURS, {
          timesheetId,
          projectId,
          deliverableId: target,
          hours,
          date: day(index % 7),
        }),
      );
    }
    expect(burst).toHaveLength(20);
    const results = await Promise.all(burst);
    expect(results.map((result) => result.error)).toEqual(Array(20).fill(undefined));

    const total = expected.reduce((sum, hours) => sum + hours, 0);
    const [stored] = await db
      .select({ totalHours: schema.timesheets.totalHours })
      .from(schema.timesheets)
      .where(eq(schema.timesheets.id, timesheetId));
    const [entries] = await db
      .select({ sum: sql<string>`sum(${schema.timesheetEntries.hours})`, count: sql<number>`count(*)::int` })
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.timesheetId, timesheetId));
    expect(Number(stored?.totalHours)).toBe(total);
    expect(Number(entries?.sum)).toBe(total);
    expect(Number(entries?.count)).toBe(20);
    const lines = await db
      .select({ id: schema.timesheetLineItems.id })
      .from(schema.timesheetLineItems)
      .where(eq(schema.timesheetLineItems.timesheetId, timesheetId));
    expect(lines).toHaveLength(3);
  });

  it('answers every one of 10 parallel updateHours on 5 entries of one sheet, and keeps the last hours', async () => {
    const created = await call<Sheet>(
      employee,
      `mutation($e: String!) { createTimesheet(endDate: $e) { _id } }`,
      {
        e: compact(addDays(world.monday, 13)),
      },
    );
    const timesheetId = created.data!._id;
    const nextMonday = addDays(world.monday, 7);
    let sheet: Sheet | null = null;
    for (let index = 0; index < 5; index++) {
      const added = await call<Sheet>(employee, ADD_HOURS, {
        timesheetId,
        projectId: world.project,
        deliverableId: world.deliverables.design,
        hours: 1,
        date: compact(addDays(nextMonday, index)),
      });
      expect(added.error).toBeUndefined();
      sheet = added.data;
    }
    const taskIds = sheet!.week.slice(0, 5).map((weekDay) => weekDay.tasks[0]!._id);
    expect(taskIds).toHaveLength(5);

    // Each entry gets two updates at once, three rounds with new values; every answer is the whole sheet.
    const UPDATE_HOURS_SHEET = `mutation($taskId: ID!, $hours: Float!) { updateHours(taskId: $taskId, hours: $hours) { ${SHEET} } }`;
    for (const hours of [2, 3.5, 3]) {
      const burst = taskIds.flatMap((taskId) => [
        call<Sheet>(employee, UPDATE_HOURS_SHEET, { taskId, hours }),
        call<Sheet>(employee, UPDATE_HOURS_SHEET, { taskId, hours }),
      ]);
      const results = await Promise.all(burst);
      expect(results.map((result) => result.error)).toEqual(Array(10).fill(undefined));
      for (const result of results) expect(result.data?._id).toBe(timesheetId);
    }

    const [stored] = await db
      .select({ totalHours: schema.timesheets.totalHours })
      .from(schema.timesheets)
      .where(eq(schema.timesheets.id, timesheetId));
    const [entries] = await db
      .select({ sum: sql<string>`sum(${schema.timesheetEntries.hours})`, count: sql<number>`count(*)::int` })
      .from(schema.timesheetEntries)
      .where(eq(schema.timesheetEntries.timesheetId, timesheetId));
    expect(Number(stored?.totalHours)).toBe(15);
    expect(Number(entries?.sum)).toBe(15);
    expect(Number(entries?.count)).toBe(5);
  });
});
