import { createDatabase, schema } from '@tally/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeNetsuite,
  startFakeNetsuite,
} from '../../../apps/api/src/integrations/netsuite/fake-netsuite.ts';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

const superAdmin = 'admin@example.com';

interface Linked {
  timesheetId: string;
  /** The employee's name as the list shows it. */
  person: string;
  endDate: string;
  entries: number;
  projectNames: string[];
}

/**
 * Before the portal starts: the employee's latest Approved sheet, its projects and deliverables linked to jobs
 * and tasks of the fake NetSuite (its entries never pushed), and the employee known to NetSuite by e-mail.
 */
async function linkDemoToNetsuite(dataDir: string, fake: FakeNetsuite): Promise<Linked> {
  const { db, close } = await createDatabase({ dataDir });
  try {
    const [sheet] = await db
      .select({
        id: schema.timesheets.id,
        endDate: schema.timesheets.endDate,
        person: sql<string>`${schema.users.firstName} || ' ' || ${schema.users.lastName}`,
      })
      .from(schema.timesheets)
      .innerJoin(schema.users, eq(schema.users.id, schema.timesheets.userId))
      .innerJoin(schema.userEmails, eq(schema.userEmails.userId, schema.timesheets.userId))
      .where(
        and(eq(schema.userEmails.address, 'employee@example.com'), eq(schema.timesheets.status, 'Approved')),
      )
      .orderBy(desc(schema.timesheets.endDate))
      .limit(1);
    if (!sheet) throw new Error('The demo has no Approved sheet of employee@example.com');
    const entries = await db
      .update(schema.timesheetEntries)
      .set({ sourceId: null, syncStatus: null, syncError: null })
      .where(eq(schema.timesheetEntries.timesheetId, sheet.id))
      .returning({
        projectId: schema.timesheetEntries.projectId,
        deliverableId: schema.timesheetEntries.deliverableId,
      });
    const projectIds = [...new Set(entries.map((entry) => entry.projectId))];
    const projects = await db.select().from(schema.projects).where(inArray(schema.projects.id, projectIds));
    for (const project of projects) {
      const job = fake.seed('job', {
        companyname: project.name,
        entityid: project.projectCode ?? project.name,
      });
      await db
        .update(schema.projects)
        .set({ sourceId: job, status: 'In Progress' })
        .where(eq(schema.projects.id, project.id));
      const deliverables = await db
        .select()
        .from(schema.deliverables)
        .where(eq(schema.deliverables.projectId, project.id));
      for (const deliverable of deliverables) {
        const task = fake.seed('projecttask', {
          title: deliverable.name,
          company: { id: job },
          project: job,
        });
        await db
          .update(schema.deliverables)
          .set({ sourceId: task })
          .where(eq(schema.deliverables.id, deliverable.id));
      }
    }
    fake.seed('employee', { email: 'employee@example.com', firstname: 'Demo', lastname: 'Employee' });
    return {
      timesheetId: sheet.id,
      person: sheet.person,
      endDate: sheet.endDate.replaceAll('-', ''),
      entries: entries.length,
      projectNames: projects.map((project) => project.name),
    };
  } finally {
    await close();
  }
}

describe('super-admin integrations against a fake NetSuite (S-015..S-031)', () => {
  let fake: FakeNetsuite;
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let linked: Linked;

  beforeAll(async () => {
    fake = await startFakeNetsuite();
    [portal, browser] = await Promise.all([
      startPortal({
        env: fake.env,
        beforeStart: async (dataDir) => {
          linked = await linkDemoToNetsuite(dataDir, fake);
        },
      }),
      launchBrowser(),
    ]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await signInThroughApi(context, portal.baseUrl, superAdmin);
    page = await context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-integrations-${task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
    await fake?.close();
  });

  it('pushes an Approved sheet, queries NetSuite and syncs the linked projects', async () => {
    // S-015: the landing page links to the three tools, and the menu offers it.
    await page.goto(`${portal.baseUrl}/super-admin/integrations`);
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    // S-016: the portal runs on 127.0.0.1 (neither localhost nor stage), so the link opens production.
    const open = page.getByRole('link', { name: /Open NetSuite \(production\)/ });
    expect(await open.getAttribute('href')).toBe('https://tstdrv1234567.app.netsuite.com');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'integrations-1280');
    await page.getByRole('link', { name: /Timesheet Syncs/ }).click();
    await page.waitForURL((url) => url.pathname === '/super-admin/integrations/netsuite/syncs');

    // S-017..S-019: push the sheet; each task turns Synced, and NetSuite holds one time bill per entry.
    const query = `start=${linked.endDate}&end=${linked.endDate}&status=Approved&q=employee%40example.com`;
    await page.goto(`${portal.baseUrl}/super-admin/integrations/netsuite/syncs?${query}`);
    const push = page.getByRole('button', { name: `Push the timesheet of ${linked.person} to NetSuite` });
    await push.click();
    await page.getByText(`Pushed ${linked.entries} tasks of ${linked.person} to NetSuite`).waitFor();
    expect(fake.records('timebill')).toHaveLength(linked.entries);
    await page.getByRole('button', { name: `Show the tasks of ${linked.person}` }).click();
    const tasks = page.getByRole('table', { name: 'Tasks and their sync state' });
    await tasks.getByText('Synced').first().waitFor();
    expect(await tasks.locator('[data-sync-color="green"]').count()).toBe(linked.entries);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'integrations-syncs-1280');

    // S-021..S-023: the console answers the rows in a table keyed by column, errors in a red box.
    await page.goto(`${portal.baseUrl}/super-admin/integrations/netsuite/suiteql`);
    const run = page.getByRole('button', { name: 'Run' });
    expect(await run.isDisabled()).toBe(true);
    await page.getByLabel('SuiteQL query').fill('SELECT id, companyname FROM job ORDER BY id');
    await run.click();
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('columnheader', { name: 'companyname' }).waitFor();
    await results
      .getByText(linked.projectNames[0] ?? '', { exact: true })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'integrations-suiteql-1280');
    await page.getByLabel('SuiteQL query').fill('SELECT * FROM nowhere');
    await run.click();
    await page.getByRole('alert').filter({ hasText: "Record 'nowhere' was not found." }).waitFor();

    // S-024..S-030: the bulk sync pulls every linked In Progress project, then says so.
    await page.goto(`${portal.baseUrl}/super-admin/integrations/netsuite/project-sync-utilities`);
    await page.getByRole('button', { name: 'Sync All In Progress' }).click();
    const done = `Full Project Sync: Successfully synced ${linked.projectNames.length} projects`;
    await page.getByText(done).waitFor();
    await page.getByText('Complete', { exact: true }).waitFor({ state: 'detached', timeout: 5000 });
    expect(fake.requests.filter((request) => request.path.endsWith('/suiteql')).length).toBeGreaterThan(2);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'integrations-project-sync-1280');

    await page.setViewportSize({ width: 760, height: 900 });
    await page.getByRole('heading', { name: 'Project Sync Utilities', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'integrations-project-sync-760');
  });
});
