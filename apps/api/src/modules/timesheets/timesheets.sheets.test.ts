import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
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
} from './timesheets.fixtures.ts';

const CREATE = `mutation($endDate: String!, $user: ID) { createTimesheet(endDate: $endDate, user: $user) { ${SHEET} } }`;
const GET = `query($endDate: String, $user: ID) { timesheet(endDate: $endDate, user: $user) { ${SHEET} } }`;
const ADD_LINE = `mutation($timesheetId: ID!, $deliverableId: ID!, $projectId: ID!, $user: ID) {
  addTimesheetLineItem(timesheetId: $timesheetId, deliverableId: $deliverableId, projectId: $projectId, user: $user) { ${SHEET} } }`;
const REMOVE_LINE = `mutation($timesheetId: ID!, $lineItemIndex: Int!) {
  removeTimesheetLineItem(timesheetId: $timesheetId, lineItemIndex: $lineItemIndex) { ${SHEET} } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { ${SHEET} } }`;
const PREFILL = `mutation($originalTimesheetId: ID!, $newTimesheetId: ID!, $includeOptions: PrefillIncludeOptions) {
  prefillAddTimesheetLineItem(originalTimesheetId: $originalTimesheetId, newTimesheetId: $newTimesheetId, includeOptions: $includeOptions) { ${SHEET} } }`;

describe.each(testDatabases())('timesheets: sheets and lines on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;
  let other: TestBrowser;
  let finance: TestBrowser;
  let pm: TestBrowser;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
    ({ employee, other, finance, pm } = await signInAll(app, ['employee', 'other', 'finance', 'pm']));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(() => clearTimesheets(db));

  const create = async (endDate = world.weekEndCompact) =>
    (await call<Sheet>(employee, CREATE, { endDate })).data!;

  it('creates an empty Not Submitted sheet, moving the end date forward to the week-end day', async () => {
    const { data, error } = await call<Sheet>(employee, CREATE, { endDate: compact(world.monday) });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      status: 'Not Submitted',
      totalHours: 0,
      startDate: compact(world.monday),
      endDate: world.weekEndCompact,
      canEdit: true,
      lineItems: [],
      canSubmit: { allowed: false, reason: 'Add at least one line item before submitting' },
      canDelete: { allowed: true },
      canCancel: { allowed: false },
    });
    expect(data?.week.map((day) => day.key)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(data?.timeline.map((event) => event.type)).toEqual(['Created']);
  });

  it('keeps a locked sheet whole: Delete refused with the reason, on screen and on the server (T-086)', async () => {
    const sheet = await create();
    await db.update(schema.timesheets).set({ isLocked: true }).where(eq(schema.timesheets.id, sheet._id));
    const read = await call<Sheet>(employee, GET, { endDate: world.weekEndCompact });
    expect(read.data).toMatchObject({
      canEdit: false,
      canDelete: { allowed: false, reason: 'This timesheet is locked and can no longer be changed.' },
    });
    const refused = await call(employee, 'mutation($id: ID!) { deleteTimesheet(timesheetId: $id) { _id } }', {
      id: sheet._id,
    });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect(refused.error?.message).toBe('This timesheet is locked and can no longer be changed.');
    const [kept] = await db.select().from(schema.timesheets).where(eq(schema.timesheets.id, sheet._id));
    expect(kept).toBeDefined();
  });

  it('shows a week that ends before the legacy cut-off as not editable (T-076)', async () => {
    const sheet = await create();
    expect(sheet.canEdit).toBe(true);
    await setConfiguration(db, 'legacy-cutoff-date', compact(addDays(world.weekEnd, 1)));
    try {
      const read = await call<Sheet>(employee, GET, { endDate: world.weekEndCompact });
      expect(read.data?.canEdit).toBe(false);
    } finally {
      await setConfiguration(db, 'legacy-cutoff-date', null);
    }
  });

  it('refuses a second sheet for the same week with CONFLICT and writes nothing', async () => {
    await create();
    const { error } = await call<Sheet>(employee, CREATE, { endDate: world.weekEndCompact });
    expect(error?.extensions?.code).toBe('CONFLICT');
    expect(error?.message).toBe('A timesheet already exists for this week');
  });

  it('lets finance create on behalf of a user, not another employee', async () => {
    const refused = await call<Sheet>(other, CREATE, {
      endDate: world.weekEndCompact,
      user: world.ids.employee,
    });
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    const created = await call<Sheet>(finance, CREATE, {
      endDate: world.weekEndCompact,
      user: world.ids.employee,
    });
    expect(created.data?.userId).toBe(world.ids.employee);
    expect(created.data?.timeline[0]?.metadata).toEqual({ onBehalfOf: world.ids.employee });
  });

  it('answers UNAUTHENTICATED without a session and BAD_USER_INPUT for a malformed date', async () => {
    const anonymous = await call<Sheet>(new TestBrowser(app.baseUrl), CREATE, {
      endDate: world.weekEndCompact,
    });
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
    const malformed = await call<Sheet>(employee, CREATE, { endDate: '2024-13-01' });
    expect(malformed.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { endDate: 'Enter the date as YYYYMMDD' },
    });
  });

  it("reads the viewer's sheet, null for an empty week; another user's only for approvers, finance, admin", async () => {
    const sheet = await create();
    expect((await call<Sheet>(employee, GET, { endDate: compact(world.monday) })).data?._id).toBe(sheet._id);
    expect((await call<Sheet>(employee, GET, {})).data?._id).toBe(sheet._id);
    expect(
      (await call<Sheet>(employee, GET, { endDate: compact(addDays(world.weekEnd, -7)) })).data,
    ).toBeNull();
    const asPm = await call<Sheet>(pm, GET, { endDate: world.weekEndCompact, user: world.ids.employee });
    expect(asPm.data).toMatchObject({ _id: sheet._id, canEdit: false, canDelete: { allowed: false } });
    const asOther = await call<Sheet>(other, GET, {
      endDate: world.weekEndCompact,
      user: world.ids.employee,
    });
    expect(asOther.error?.extensions?.code).toBe('FORBIDDEN');
    const asFinance = await call<Sheet>(finance, GET, {
      endDate: world.weekEndCompact,
      user: world.ids.employee,
    });
    expect(asFinance.data?.canEdit).toBe(true);
  });

  it("lists the viewer's sheets in a range with me.timesheets", async () => {
    const current = await create();
    const previous = await create(compact(addDays(world.weekEnd, -7)));
    const query = `query($s: String!, $e: String!) { me { timesheets(startDate: $s, endDate: $e) { _id endDate } } }`;
    const response = await employee.graphql<{ me: { timesheets: { _id: string }[] } }>(query, {
      s: compact(addDays(world.weekEnd, -7)),
      e: world.weekEndCompact,
    });
    expect(response.data?.me.timesheets.map((sheet) => sheet._id)).toEqual([previous._id, current._id]);
    const others = await other.graphql<{ me: { timesheets: unknown[] } }>(query, {
      s: '20000101',
      e: '20991231',
    });
    expect(others.data?.me.timesheets).toEqual([]);
  });

  it('offers the picker projects: team projects, global ones and all-project deliverables, no disabled ones', async () => {
    const query = `query($e: String!, $u: ID) { projects(endDate: $e, user: $u) { name client { shortName }
      categories { name deliverables { deliverableName } } } }`;
    const response = await employee.graphql<{
      projects: {
        name: string;
        categories: { name: string; deliverables: { deliverableName: string }[] }[];
      }[];
    }>(query, { e: world.weekEndCompact });
    const summary = response.data?.projects.map((p) => [
      p.name,
      p.categories.map((c) => [c.name, c.deliverables.map((d) => d.deliverableName)]),
    ]);
    expect(summary).toEqual([
      [
        'Apollo',
        [
          ['Build', ['Design', 'Code']],
          ['Misc', ['Travel']],
        ],
      ],
      ['Hidden', [['Misc', ['Travel']]]],
      [
        'Internal',
        [
          ['Time Off', ['PTO', 'Admin']],
          ['Misc', ['Travel']],
        ],
      ],
    ]);
    const inactive = await other.graphql<{ projects: { name: string }[] }>(query, {
      e: world.weekEndCompact,
    });
    expect(inactive.data?.projects.map((p) => p.name)).toEqual(['Hidden', 'Internal']);
    const forOther = await other.graphql(query, { e: world.weekEndCompact, u: world.ids.employee });
    expect(forOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the projects booked on the latest sheets first in the picker and in me.recentProjects (Gap 45)', async () => {
    const query = `query($e: String!) { me { recentProjects { _id name } } projects(endDate: $e) { name recent } }`;
    type Answer = {
      me: { recentProjects: { name: string }[] };
      projects: { name: string; recent: boolean }[];
    };
    const before = await employee.graphql<Answer>(query, { e: world.weekEndCompact });
    expect(before.data?.me.recentProjects).toEqual([]);
    expect(before.data?.projects.map((p) => p.name)).toEqual(['Apollo', 'Hidden', 'Internal']);

    const older = await create(compact(addDays(world.weekEnd, -7)));
    await call(employee, ADD_LINE, {
      timesheetId: older._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
    });
    const current = await create();
    await call(employee, ADD_LINE, {
      timesheetId: current._id,
      projectId: world.internal,
      deliverableId: world.deliverables.pto,
    });
    const after = await employee.graphql<Answer>(query, { e: world.weekEndCompact });
    expect(after.data?.me.recentProjects.map((p) => p.name)).toEqual(['Internal', 'Apollo']);
    expect(after.data?.projects.map((p) => [p.name, p.recent])).toEqual([
      ['Internal', true],
      ['Apollo', true],
      ['Hidden', false],
    ]);
  });

  it('adds a line, refuses duplicates, disabled deliverables and inactive resources', async () => {
    const sheet = await create();
    const added = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
    });
    expect(
      added.data?.lineItems.map((line) => [
        line.lineItemIndex,
        line.project.name,
        line.deliverable.deliverableName,
      ]),
    ).toEqual([[0, 'Apollo', 'Design']]);
    const twice = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
    });
    expect(twice.error).toMatchObject({
      message: 'This task is already on the timesheet',
      extensions: { code: 'CONFLICT' },
    });
    const disabled = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.old,
    });
    expect(disabled.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { deliverableId: 'This deliverable is disabled' },
    });
    const otherSheet = (await call<Sheet>(other, CREATE, { endDate: world.weekEndCompact })).data!;
    const inactive = await call<Sheet>(other, ADD_LINE, {
      timesheetId: otherSheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.code,
    });
    expect(inactive.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { projectId: 'You are not an active resource on this project for this week' },
    });
    const travel = await call<Sheet>(other, ADD_LINE, {
      timesheetId: otherSheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.travel,
    });
    expect(travel.data?.lineItems).toHaveLength(1);
    const foreign = await call<Sheet>(other, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
    });
    expect(foreign.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a project whose resource dates end before the week', async () => {
    const [past] = await db.insert(schema.projects).values({ name: 'Past' }).returning();
    const [work] = await db
      .insert(schema.deliverables)
      .values({ projectId: past!.id, name: 'Wrap-up' })
      .returning();
    await db.insert(schema.projectResources).values({
      projectId: past!.id,
      userId: world.ids.employee,
      email: 'employee@example.com',
      startDate: '2020-01-01',
      endDate: addDays(world.monday, -1),
    });
    const sheet = await create();
    const refused = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: past!.id,
      deliverableId: work!.id,
    });
    expect(refused.error?.extensions?.fields).toEqual({
      projectId: 'You are not an active resource on this project for this week',
    });
    const lastWeek = await create(compact(addDays(world.weekEnd, -7)));
    const allowed = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: lastWeek._id,
      projectId: past!.id,
      deliverableId: work!.id,
    });
    expect(allowed.data?.lineItems).toHaveLength(1);
    await db.delete(schema.timesheets);
    await db.delete(schema.projects).where(eq(schema.projects.id, past!.id));
  });

  it('removes a line by index with its hours and renumbers the rest', async () => {
    const sheet = await create();
    for (const deliverableId of [world.deliverables.design, world.deliverables.code]) {
      await call(employee, ADD_LINE, { timesheetId: sheet._id, projectId: world.project, deliverableId });
    }
    await call(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 4,
      date: compact(world.monday),
    });
    const removed = await call<Sheet>(employee, REMOVE_LINE, { timesheetId: sheet._id, lineItemIndex: 0 });
    expect(removed.data?.totalHours).toBe(0);
    expect(
      removed.data?.lineItems.map((line) => [line.lineItemIndex, line.deliverable.deliverableName]),
    ).toEqual([[0, 'Code']]);
    const missing = await call<Sheet>(employee, REMOVE_LINE, { timesheetId: sheet._id, lineItemIndex: 5 });
    expect(missing.error?.extensions?.fields).toEqual({
      lineItemIndex: 'There is no line item at this index',
    });
  });

  it('keeps an approved line: removing it is refused and nothing changes', async () => {
    const sheet = await create();
    await call(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
    });
    await db
      .update(schema.timesheetLineItems)
      .set({ status: 'Approved' })
      .where(eq(schema.timesheetLineItems.timesheetId, sheet._id));
    const refused = await call<Sheet>(employee, REMOVE_LINE, { timesheetId: sheet._id, lineItemIndex: 0 });
    expect(refused.error).toMatchObject({
      message: 'This line item is approved and locked',
      extensions: { code: 'CONFLICT' },
    });
    const after = await call<Sheet>(employee, GET, { endDate: world.weekEndCompact });
    expect(after.data?.lineItems.map((line) => line.isLocked)).toEqual([true]);
  });

  it('moves dates to the configured week-end day (sat)', async () => {
    await setConfiguration(db, 'week-end-day', 'sat');
    try {
      const saturday = addDays(world.weekEnd, -1);
      const { data } = await call<Sheet>(employee, CREATE, { endDate: compact(world.monday) });
      expect(data).toMatchObject({ endDate: compact(saturday), startDate: compact(addDays(saturday, -6)) });
      expect(data?.week.map((day) => day.key)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    } finally {
      await setConfiguration(db, 'week-end-day', null);
    }
  });

  it('prefills lines with hours and comments from an earlier week', async () => {
    const previous = await create(compact(addDays(world.weekEnd, -7)));
    await call(employee, ADD_HOURS, {
      timesheetId: previous._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 6,
      date: compact(addDays(world.monday, -7)),
    });
    const current = await create();
    const refused = await call<Sheet>(employee, PREFILL, {
      originalTimesheetId: previous._id,
      newTimesheetId: current._id,
      includeOptions: { hours: false, comments: true },
    });
    expect(refused.error?.extensions?.fields).toEqual({
      'includeOptions.comments': 'Comments can be copied only together with hours',
    });
    const linesOnly = await call<Sheet>(employee, PREFILL, {
      originalTimesheetId: previous._id,
      newTimesheetId: current._id,
      includeOptions: { hours: false, comments: false },
    });
    expect(linesOnly.data).toMatchObject({ _id: current._id, totalHours: 0 });
    expect(linesOnly.data?.lineItems).toHaveLength(1);
    await call(employee, REMOVE_LINE, { timesheetId: current._id, lineItemIndex: 0 });
    const withHours = await call<Sheet>(employee, PREFILL, {
      originalTimesheetId: previous._id,
      newTimesheetId: current._id,
      includeOptions: { hours: true, comments: true },
    });
    expect(withHours.data?.totalHours).toBe(6);
    expect(withHours.data?.lineItems[0]?.monTask).toMatchObject({ hours: 6, date: compact(world.monday) });
    const stranger = await call<Sheet>(other, PREFILL, {
      originalTimesheetId: previous._id,
      newTimesheetId: current._id,
    });
    expect(stranger.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers the threshold defaults and the assignment of a deliverable', async () => {
    const threshold = await employee.graphql<{ timesheetThreshold: { min: number; max: number } }>(
      '{ timesheetThreshold { min max } }',
    );
    expect(threshold.data?.timesheetThreshold).toEqual({ min: 0, max: 80 });
    const sheet = await create();
    await call(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 7.5,
      date: compact(world.monday),
    });
    const query = `query($d: ID!) { me { myDeliverableAssignment(deliverableId: $d) { budgetedHours remainingHours } } }`;
    const mine = await employee.graphql<{ me: { myDeliverableAssignment: unknown } }>(query, {
      d: world.deliverables.design,
    });
    expect(mine.data?.me.myDeliverableAssignment).toEqual({ budgetedHours: 40, remainingHours: 32.5 });
    const none = await employee.graphql<{ me: { myDeliverableAssignment: unknown } }>(query, {
      d: world.deliverables.code,
    });
    expect(none.data?.me.myDeliverableAssignment).toBeNull();
  });
});
