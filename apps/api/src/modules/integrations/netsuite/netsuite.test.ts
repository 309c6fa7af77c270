import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeliverable,
  createProject,
  createSheet,
  createUser,
} from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/harness.ts';
import { type FakeNetsuite, startFakeNetsuite } from '../../../integrations/netsuite/fake-netsuite.ts';
import { setConfiguration } from '../../timesheets/timesheets.fixtures.ts';
import { NOT_CONNECTED_MESSAGE } from './messages.ts';

const PUSH = `mutation($id: ID!) { pushTimesheetToNetsuite(timesheetId: $id) { timesheetId pushed failed errors } }`;
const TASKS = `query($id: ID!) { admin { timesheetTasks(timesheetId: $id) {
  _id date hours project deliverable integration { sourceId syncStatus error } } } }`;
const SUITEQL = `query($q: String!) { admin { suiteql(query: $q) } }`;
const CONNECTION = '{ netsuiteConnection { connected accountId message } }';
const sync = (name: string) =>
  `mutation($id: ID!) { ${name}(projectId: $id) { _id name projectCode syncedAt } }`;

interface Task {
  _id: string;
  date: string;
  hours: number;
  integration: { sourceId: string | null; syncStatus: string | null; error: string | null };
}

describe.each(testDatabases())('accounting-system integration on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let fake: FakeNetsuite;
  let app: TestApp;
  let off: TestApp;
  let admin: TestBrowser;
  let plain: TestBrowser;
  let jobId: string;
  let projectId: string;
  let sheets: { approved: string; submitted: string };
  let entryIds: string[];

  beforeAll(async () => {
    ({ db, close } = await database.open());
    fake = await startFakeNetsuite();
    app = await startTestApp(db, fake.env);
    off = await startTestApp(db);
    await createUser(db, { email: 'root@example.com', groups: ['super-admin'] });
    await createUser(db, { email: 'fin@example.com', groups: ['finance', 'admin'] });
    const worker = await createUser(db, {
      email: 'worker@example.com',
      firstName: 'Wanda',
      lastName: 'Worker',
    });
    fake.seed('employee', { email: 'worker@example.com', firstname: 'Wanda', lastname: 'Worker' });
    jobId = fake.seed('job', { companyname: 'Apollo (NetSuite)', entityid: 'PRJ-7', startdate: '3/2/2026' });
    const taskId = fake.seed('projecttask', {
      title: 'Design',
      company: { id: jobId },
      project: jobId,
      plannedwork: 40,
    });
    fake.seed('projecttask', { title: 'Build', company: { id: jobId }, project: jobId, plannedwork: 80 });
    const pmId = fake.seed('employee', { email: 'pm.ns@example.com', firstname: 'Pat', lastname: 'Manager' });
    fake.seed('jobresources', { project: jobId, jobresource: pmId });

    projectId = await createProject(db, { name: 'Apollo', status: 'In Progress', sourceId: jobId });
    const linked = await createDeliverable(db, { projectId, name: 'Design', sourceId: taskId });
    const unlinked = await createDeliverable(db, { projectId, name: 'Closed period', sourceId: null });
    const makeSheet = async (status: 'Approved' | 'Submitted-Pending', end: string, start: string) => {
      const sheet = await createSheet(db, {
        userId: worker,
        startDate: start,
        endDate: end,
        status,
        lines: [
          { projectId, deliverableId: linked, position: 0, days: [{ date: start, hours: '7.5' }] },
          {
            projectId,
            deliverableId: unlinked,
            position: 1,
            days: [{ date: start, hours: '1', comment: 'late' }],
          },
        ],
      });
      return { id: sheet.id, entries: sheet.entryIds.flat() };
    };
    const approved = await makeSheet('Approved', '2026-03-08', '2026-03-02');
    const submitted = await makeSheet('Submitted-Pending', '2026-03-15', '2026-03-09');
    sheets = { approved: approved.id, submitted: submitted.id };
    entryIds = approved.entries;
    // NetSuite refuses the time of one entry (a closed period), the other goes through.
    fake.failWhen('timebill', (body) => body.memo === 'late', 'The accounting period is closed.');

    admin = new TestBrowser(app.baseUrl);
    await admin.signIn('root@example.com', 'password123');
    plain = new TestBrowser(app.baseUrl);
    await plain.signIn('fin@example.com', 'password123');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await off?.close();
    await fake?.close();
    await close?.();
  });

  it('says whether NetSuite is connected, and every operation names the variables when it is not', async () => {
    expect((await admin.graphql(CONNECTION)).data).toEqual({
      netsuiteConnection: { connected: true, accountId: fake.env.NETSUITE_ACCOUNT_ID, message: null },
    });
    const offAdmin = new TestBrowser(off.baseUrl);
    await offAdmin.signIn('root@example.com', 'password123');
    expect(
      (await offAdmin.graphql<{ netsuiteConnection: { connected: boolean } }>(CONNECTION)).data,
    ).toMatchObject({ netsuiteConnection: { connected: false, message: NOT_CONNECTED_MESSAGE } });
    for (const [source, variables] of [
      [PUSH, { id: sheets.approved }],
      [SUITEQL, { q: 'SELECT id FROM job' }],
      [sync('syncProjectOnly'), { id: projectId }],
      [sync('manualProjectSync'), { id: projectId }],
    ] as const) {
      const response = await offAdmin.graphql(source, variables);
      expect(response.errors?.[0]?.message).toBe(NOT_CONNECTED_MESSAGE);
      expect(response.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    }
    expect(NOT_CONNECTED_MESSAGE).toMatch(/^The accounting system is not connected: set NETSUITE_ACCOUNT_ID/);
  });

  it('refuses everyone but super-admins', async () => {
    for (const [source, variables] of [
      [PUSH, { id: sheets.approved }],
      [SUITEQL, { q: 'SELECT id FROM job' }],
      [TASKS, { id: sheets.approved }],
      [sync('syncProjectOnly'), { id: projectId }],
      [sync('syncProjectDeliverables'), { id: projectId }],
      [sync('syncProjectResources'), { id: projectId }],
      [CONNECTION, {}],
    ] as const) {
      const response = await plain.graphql(source, variables);
      expect(response.errors?.[0]?.extensions?.code, source).toBe('FORBIDDEN');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('pushes only Approved timesheets (S-018), checked on the server', async () => {
    const refused = await admin.graphql(PUSH, { id: sheets.submitted });
    expect(refused.errors?.[0]?.message).toBe(
      'Only Approved timesheets can be pushed to the accounting system.',
    );
    const bad = await admin.graphql(PUSH, { id: 'not-an-id' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { timesheetId: 'Invalid id' },
    });
    expect(fake.records('timebill')).toHaveLength(0);
  });

  it('pushes each entry as a time bill, keeps SYNCED or ERROR per entry and logs the failures (S-017, S-019, S-020)', async () => {
    const pushed = await admin.graphql<{ pushTimesheetToNetsuite: Record<string, unknown> }>(PUSH, {
      id: sheets.approved,
    });
    expect(pushed.errors).toBeUndefined();
    expect(pushed.data?.pushTimesheetToNetsuite).toEqual({
      timesheetId: sheets.approved,
      pushed: 1,
      failed: 1,
      errors: ['03/02 Apollo / Closed period: The accounting period is closed.'],
    });
    const [bill] = fake.records('timebill');
    const employee = fake.records('employee').find((record) => record.email === 'worker@example.com');
    expect(bill).toMatchObject({
      employee: { id: employee?.id },
      customer: { id: jobId },
      trandate: '2026-03-02',
      hours: 7.5,
    });
    expect(bill?.casetaskevent).toBeDefined();

    const tasks = await admin.graphql<{ admin: { timesheetTasks: Task[] } }>(TASKS, { id: sheets.approved });
    expect(tasks.data?.admin.timesheetTasks.map((task) => [task.date, task.hours, task.integration])).toEqual(
      [
        ['20260302', 7.5, { sourceId: bill?.id, syncStatus: 'SYNCED', error: null }],
        ['20260302', 1, { sourceId: null, syncStatus: 'ERROR', error: 'The accounting period is closed.' }],
      ],
    );
    const log = await db
      .select()
      .from(schema.integrationSyncLog)
      .where(eq(schema.integrationSyncLog.direction, 'push'));
    expect(log.map((row) => [row.entityType, row.outcome, row.message]).sort()).toEqual([
      ['timesheet', 'ERROR', '1 of 2 entries pushed'],
      ['timesheet_entry', 'ERROR', 'The accounting period is closed.'],
    ]);
    expect(log.find((row) => row.entityType === 'timesheet_entry')?.entityId).toBe(entryIds[1]);
    // The owner's NetSuite employee, found by e-mail, is kept for the next push.
    const [owner] = await db
      .select({ sourceId: schema.users.sourceId })
      .from(schema.users)
      .innerJoin(schema.userEmails, eq(schema.userEmails.userId, schema.users.id))
      .where(eq(schema.userEmails.address, 'worker@example.com'));
    expect(owner?.sourceId).toBe(employee?.id);

    // A second push updates the pushed bill instead of creating another one.
    await db
      .update(schema.timesheetEntries)
      .set({ hours: '8' })
      .where(eq(schema.timesheetEntries.id, entryIds[0]!));
    const again = await admin.graphql<{ pushTimesheetToNetsuite: { pushed: number } }>(PUSH, {
      id: sheets.approved,
    });
    expect(again.data?.pushTimesheetToNetsuite.pushed).toBe(1);
    expect(fake.records('timebill')).toHaveLength(1);
    expect(fake.records('timebill')[0]?.hours).toBe(8);
  });

  it('runs SuiteQL and answers the rows, or NetSuite’s error detail (S-021..S-023)', async () => {
    const rows = await admin.graphql<{ admin: { suiteql: unknown[] } }>(SUITEQL, {
      q: `SELECT id, companyname FROM job WHERE id = ${jobId}`,
    });
    expect(rows.data?.admin.suiteql).toEqual([{ id: jobId, companyname: 'Apollo (NetSuite)' }]);
    const failed = await admin.graphql(SUITEQL, { q: 'SELECT * FROM nowhere' });
    expect(failed.errors?.[0]?.message).toMatch(/Record 'nowhere' was not found/);
    const empty = await admin.graphql(SUITEQL, { q: '   ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { query: 'Query is required' },
    });
  });

  it('pulls the project, its tasks and its team (S-025) and logs each sync', async () => {
    const only = await admin.graphql<{
      syncProjectOnly: { name: string; projectCode: string; syncedAt: string };
    }>(sync('syncProjectOnly'), { id: projectId });
    expect(only.data?.syncProjectOnly).toMatchObject({ name: 'Apollo (NetSuite)', projectCode: 'PRJ-7' });
    const [project] = await db.select().from(schema.projects).where(eq(schema.projects.id, projectId));
    expect(project?.startDate).toBe('2026-03-02');

    await admin.graphql(sync('syncProjectDeliverables'), { id: projectId });
    const deliverables = await db
      .select()
      .from(schema.deliverables)
      .where(eq(schema.deliverables.projectId, projectId));
    expect(deliverables.map((d) => [d.name, d.budgetedHours]).sort()).toEqual([
      ['Build', '80.00'],
      ['Closed period', null],
      ['Design', '40.00'],
    ]);

    await admin.graphql(sync('syncProjectResources'), { id: projectId });
    const team = await db
      .select()
      .from(schema.projectResources)
      .where(eq(schema.projectResources.projectId, projectId));
    expect(team.map((member) => [member.email, member.name])).toEqual([['pm.ns@example.com', 'Pat Manager']]);
    const memberSourceId = team[0]?.sourceId;
    expect(memberSourceId).toBeTruthy();
    // A known member (matched by e-mail) gets its NetSuite id back from the next sync.
    await db
      .update(schema.projectResources)
      .set({ sourceId: null })
      .where(eq(schema.projectResources.projectId, projectId));

    const full = await admin.graphql(sync('manualProjectSync'), { id: projectId });
    expect(full.errors).toBeUndefined();
    const [member] = await db
      .select()
      .from(schema.projectResources)
      .where(eq(schema.projectResources.projectId, projectId));
    expect(member?.sourceId).toBe(memberSourceId);
    const pulls = await db
      .select()
      .from(schema.integrationSyncLog)
      .where(eq(schema.integrationSyncLog.direction, 'pull'));
    expect(pulls.map((row) => row.message)).toEqual([
      'syncProjectOnly',
      'syncProjectDeliverables',
      'syncProjectResources',
      'manualProjectSync',
    ]);
    // Nothing is added twice by a second sync.
    const after = await db
      .select()
      .from(schema.deliverables)
      .where(eq(schema.deliverables.projectId, projectId));
    expect(after).toHaveLength(3);
  });

  it("lets a project's managers Refresh Data only while the integration locks editing (M-041)", async () => {
    await createUser(db, { email: 'lead@example.com', groups: ['project-management'] });
    const lead = new TestBrowser(app.baseUrl);
    await lead.signIn('lead@example.com', 'password123');
    const unlocked = await lead.graphql(sync('manualProjectSync'), { id: projectId });
    expect(unlocked.errors?.[0]?.message).toBe(
      'Refresh Data is only available while the accounting integration is enabled.',
    );
    await setConfiguration(db, 'netsuite-enabled', 'true');
    try {
      const refreshed = await lead.graphql<{ manualProjectSync: { name: string } }>(
        sync('manualProjectSync'),
        {
          id: projectId,
        },
      );
      expect(refreshed.errors).toBeUndefined();
      expect(refreshed.data?.manualProjectSync.name).toBe('Apollo (NetSuite)');
      // The sync tool's other syncs stay with super-admins.
      const only = await lead.graphql(sync('syncProjectOnly'), { id: projectId });
      expect(only.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await setConfiguration(db, 'netsuite-enabled', null);
    }
  });

  it('answers a clear error for a project without a NetSuite id, and NetSuite’s detail when it fails', async () => {
    const unlinked = await createProject(db, { name: 'Local only', status: 'In Progress' });
    const response = await admin.graphql(sync('syncProjectOnly'), { id: unlinked });
    expect(response.errors?.[0]?.message).toBe(
      'The project is not linked to the accounting system (it has no NetSuite id).',
    );
    const missing = await createProject(db, { name: 'Gone', status: null, sourceId: '999999' });
    const gone = await admin.graphql(sync('syncProjectOnly'), { id: missing });
    expect(gone.errors?.[0]?.message).toBe('NetSuite has no project with id 999999.');
    const [logged] = await db
      .select()
      .from(schema.integrationSyncLog)
      .where(eq(schema.integrationSyncLog.entityId, missing));
    expect(logged).toMatchObject({ outcome: 'ERROR', message: 'NetSuite has no project with id 999999.' });
  });
});
