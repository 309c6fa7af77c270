import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliverable, createProject, createResource } from '../../../test/factories/index.ts';
import { type TestApp, TestBrowser } from '../../../test/harness.ts';
import {
  ADD_HOURS,
  ADD_LINE,
  CREATE_SHEET as CREATE,
  call,
  clearTimesheets,
  compact,
  openTimesheetWorld,
  SHEET,
  type Sheet,
  setConfiguration,
  type World,
} from './timesheets.fixtures.ts';

const GET = `query($endDate: String, $user: ID) { timesheet(endDate: $endDate, user: $user) { ${SHEET} } }`;
const REMOVE_LINE = `mutation($timesheetId: ID!, $lineItemIndex: Int!) {
  removeTimesheetLineItem(timesheetId: $timesheetId, lineItemIndex: $lineItemIndex) { ${SHEET} } }`;
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
    let as: Record<'employee' | 'other' | 'finance' | 'pm', TestBrowser>;
    ({ app, db, close, world, as } = await openTimesheetWorld(database, [
      'employee',
      'other',
      'finance',
      'pm',
    ]));
    ({ employee, other, finance, pm } = as);
  });
  afterAll(async () => {
    await close?.();
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
    const past = await createProject(db, { name: 'Past', status: null });
    const work = await createDeliverable(db, { projectId: past, name: 'Wrap-up' });
    await createResource(db, {
      projectId: past,
      userId: world.ids.employee,
      email: 'employee@example.com',
      startDate: '2020-01-01',
      endDate: addDays(world.monday, -1),
    });
    const sheet = await create();
    const refused = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: sheet._id,
      projectId: past,
      deliverableId: work,
    });
    expect(refused.error?.extensions?.fields).toEqual({
      projectId: 'You are not an active resource on this project for this week',
    });
    const lastWeek = await create(compact(addDays(world.weekEnd, -7)));
    const allowed = await call<Sheet>(employee, ADD_LINE, {
      timesheetId: lastWeek._id,
      projectId: past,
      deliverableId: work,
    });
    expect(allowed.data?.lineItems).toHaveLength(1);
    await db.delete(schema.timesheets);
    await db.delete(schema.projects).where(eq(schema.projects.id, past));
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
});
