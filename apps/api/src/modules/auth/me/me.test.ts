import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { buildMenu } from '@tally/domain/shell/menu';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApproval, createTimesheet, createUser } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/harness.ts';
import { countPendingSheets, listPendingSheetsWithSteps } from '../../approvals/index.ts';
import { isNamedApprover } from './queries.ts';

const ME = `{ me {
  _id firstName lastName title imageUrl groups employeeType department payrollId role defaultRate inviteToBeta
  hasPasswordCredentials temporaryPassword accountActive supervisorId
  emails { address verified }
  supervisor { _id firstName lastName emails { address } }
  settings { useNewTaskSelector agGridColumns }
  menu { iconName label linkUrl overrideMatchUrl badgeCount children { label linkUrl } }
} }`;

async function addTimesheetAwaiting(
  db: Db,
  ownerId: string,
  endDate: string,
  approvers: string[],
  status = 'Approval Pending',
) {
  const timesheetId = await createTimesheet(db, { userId: ownerId, endDate, status: 'Submitted-Pending' });
  await createApproval(db, { timesheetId, status: status as 'Approval Pending', approvers });
}

describe.each(testDatabases())('me on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let bossId: string;
  let janeId: string;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db);
    bossId = await createUser(db, {
      email: 'boss@example.com',
      firstName: 'Bo',
      lastName: 'Ss',
      groups: ['project-management'],
    });
    janeId = await createUser(db, {
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'Engineer',
      supervisorId: bossId,
      groups: ['finance', 'admin'],
    });
    await createUser(db, { email: 'sso@example.com', password: null });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('answers the signed-in user with e-mails, groups, supervisor and settings', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const { data, errors } = await browser.graphql<{ me: Record<string, unknown> }>(ME);
    expect(errors).toBeUndefined();
    expect(data?.me).toMatchObject({
      _id: janeId,
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'Engineer',
      groups: ['admin', 'finance'],
      emails: [{ address: 'jane@example.com', verified: true }],
      supervisorId: bossId,
      supervisor: { _id: bossId, firstName: 'Bo', lastName: 'Ss', emails: [{ address: 'boss@example.com' }] },
      settings: { useNewTaskSelector: false, agGridColumns: null },
      hasPasswordCredentials: true,
      temporaryPassword: false,
      accountActive: true,
      inviteToBeta: false,
      defaultRate: null,
    });
  });

  it('builds the menu from the groups, with the areas whose screens exist', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const { data } = await browser.graphql<{ me: { menu: unknown[] } }>(ME);
    expect(data?.me.menu).toEqual(
      buildMenu({ groups: ['admin', 'finance'] }, { badgeCounts: { approvals: 0 } }).map(
        ({ children, ...item }) => ({
          ...item,
          children: children.map(({ label, linkUrl }) => ({ label, linkUrl })),
        }),
      ),
    );
    expect(data?.me.menu).toContainEqual({
      iconName: 'UserOutlined',
      label: 'Profile',
      linkUrl: '/user/profile',
      overrideMatchUrl: null,
      badgeCount: null,
      children: [],
    });
  });

  it("answers what the viewer may do from the policies: finance and admin's, a project manager's", async () => {
    const can = async (email: string) => {
      const browser = new TestBrowser(app.baseUrl);
      await browser.signIn(email, 'password123');
      const { data } = await browser.graphql<{ me: { can: Record<string, boolean> } }>(
        `{ me { can { createProjects keepAccountingCodes trackTimeOffOnDeliverables runAdminJobs runBudgetTool
          manageAllAccessTokens } } }`,
      );
      return data?.me.can;
    };
    expect(await can('jane@example.com')).toEqual({
      createProjects: true,
      keepAccountingCodes: true,
      trackTimeOffOnDeliverables: false,
      runAdminJobs: true,
      runBudgetTool: true,
      manageAllAccessTokens: true,
    });
    expect(await can('boss@example.com')).toEqual({
      createProjects: true,
      keepAccountingCodes: false,
      trackTimeOffOnDeliverables: false,
      runAdminJobs: false,
      runBudgetTool: false,
      manageAllAccessTokens: false,
    });
  });

  it('reports accounts without a password (single sign-on only)', async () => {
    const [sso] = await db
      .select()
      .from(schema.userEmails)
      .where(eq(schema.userEmails.address, 'sso@example.com'));
    await db
      .update(schema.users)
      .set({ passwordHash: null })
      .where(eq(schema.users.id, sso?.userId ?? ''));
    expect((await new TestBrowser(app.baseUrl).signIn('sso@example.com', 'password123')).status).toBe(401);
  });

  it('counts distinct timesheets awaiting the viewer on a not-yet-approved step', async () => {
    await addTimesheetAwaiting(db, janeId, '2026-03-01', ['boss@example.com', 'other@example.com']);
    await addTimesheetAwaiting(db, janeId, '2026-03-08', ['other@example.com', 'Boss@Example.com']);
    await addTimesheetAwaiting(db, janeId, '2026-03-15', ['boss@example.com'], 'Approved');
    expect(await countPendingSheets(db, 'boss@example.com')).toBe(2);
    expect(await countPendingSheets(db, 'OTHER@example.com')).toBe(2);
    expect(await countPendingSheets(db, 'jane@example.com')).toBe(0);
    // The badge counts what the pending list shows.
    expect(await listPendingSheetsWithSteps(db, 'boss@example.com', null)).toHaveLength(2);
    expect(await isNamedApprover(db, 'OTHER@example.com')).toBe(true);
    expect(await isNamedApprover(db, 'jane@example.com')).toBe(false);
  });

  it('records when the user was last active', async () => {
    await new TestBrowser(app.baseUrl).signIn('jane@example.com', 'password123');
    const [jane] = await db
      .select({ lastActiveOn: schema.users.lastActiveOn })
      .from(schema.users)
      .where(eq(schema.users.id, janeId));
    expect(jane?.lastActiveOn?.getTime()).toBe(app.clock.now().getTime());
  });

  it('refuses an anonymous caller', async () => {
    const response = await new TestBrowser(app.baseUrl).graphql(ME);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
