import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

const projectManager = 'pm@example.com';
const finance = 'finance@example.com';

describe('project detail: card, Edit Project, menu, Roles and Team', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;
  let projectId = '';
  let projectName = '';

  async function signedInPage(email: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, email);
    return context.newPage();
  }

  const url = (kind: string, id: string, tab: string) => `${portal.baseUrl}/${kind}/${id}/${tab}`;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    page = await signedInPage(projectManager);
    const response = await page.context().request.post(`${portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: '{ me { projectsThatIManage { _id name } } }' },
    });
    const body = (await response.json()) as {
      data: { me: { projectsThatIManage: { _id: string; name: string }[] } };
    };
    const first = body.data.me.projectsThatIManage[0];
    projectId = first?._id ?? '';
    projectName = first?.name ?? '';
    expect(projectId).not.toBe('');
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await saveFailureScreenshot(page, `failed-projects-detail-${task.name.replace(/\W+/g, '-')}`);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.stop();
  });

  it('the project manager clones a project, edits it, adds a role and a resource, then archives and deletes it', async () => {
    await page.goto(url('project-management/projects', projectId, 'roles'));
    await page.getByRole('heading', { level: 1, name: projectName }).waitFor();

    // Clone Project opens the copy.
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Clone Project' }).click();
    await page.getByRole('heading', { level: 1, name: `${projectName} (Copy)` }).waitFor();
    const copyId = new URL(page.url()).pathname.split('/')[3] ?? '';
    expect(copyId).not.toBe(projectId);
    // The rest happens on this area's own tabs (the a11y checks cover the page behind the drawer too).
    await page.goto(url('project-management/projects', copyId, 'roles'));
    await page.getByRole('heading', { level: 1, name: `${projectName} (Copy)` }).waitFor();

    // Edit Project in the drawer.
    await page.getByRole('button', { name: 'Edit Project' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Project' });
    await drawer.waitFor();
    await drawer.getByLabel('Name', { exact: true }).fill('');
    await drawer.getByText('Required').waitFor();
    await drawer.getByLabel('Name', { exact: true }).fill('E2E Engagement');
    await drawer.getByLabel('Description').fill('Created by the end-to-end test.');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-detail-edit-drawer');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'E2E Engagement' }).waitFor();
    await page.getByText('Created by the end-to-end test.').waitFor();

    // Roles tab: add a custom role.
    await page.getByRole('button', { name: 'Add Role' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Add Role' });
    await roleDialog.getByLabel('Role').fill('Solution Architect');
    await roleDialog.getByLabel('Hourly Rate').fill('210');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'hidden' });
    const roleRow = page.getByRole('row').filter({ hasText: 'Solution Architect' });
    await roleRow.getByText('$210.00/hr').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Team tab: add Helen Rossi from the people picker.
    await page.goto(url('project-management/projects', copyId, 'team'));
    await page.getByRole('columnheader', { name: 'Start Date' }).waitFor();
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const resourceDrawer = page.getByRole('dialog', { name: 'Add Resource' });
    await resourceDrawer.getByLabel('Name', { exact: true }).fill('Helen');
    await page.getByTitle('Helen Rossi (hr@example.com)').click();
    expect(await resourceDrawer.getByLabel('Email').inputValue()).toBe('hr@example.com');
    await resourceDrawer.getByLabel('Start Date').fill('01/06/2025');
    await resourceDrawer.getByLabel('Start Date').press('Enter');
    await resourceDrawer.getByLabel('Budgeted Hours').fill('20.25');
    await resourceDrawer.getByLabel('Timesheet approver').check();
    await expectNoSeriousA11yViolations(page);
    await resourceDrawer.getByRole('button', { name: 'Save' }).click();
    await resourceDrawer.waitFor({ state: 'hidden' });
    const helen = page.getByRole('row').filter({ hasText: 'hr@example.com' });
    await helen.getByText('01/06/2025').waitFor();
    await helen.getByText('Approver').waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-detail-team');

    // Delete is refused until the project is archived.
    await page.getByRole('button', { name: 'Project actions' }).click();
    const deleteItem = page.getByRole('menuitem', { name: 'Delete' });
    expect(await deleteItem.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByText('Project archived').waitFor();
    await page.getByText('Archived', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete E2E Engagement?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${portal.baseUrl}/project-management/projects`);
  });

  it('a finance user sees the project under /finance/projects without edit controls', async () => {
    const financePage = await signedInPage(finance);
    await financePage.goto(url('finance/projects', projectId, 'team'));
    await financePage.getByRole('heading', { level: 1, name: projectName }).waitFor();
    await financePage.getByRole('columnheader', { name: 'Start Date' }).waitFor();
    expect(await financePage.getByRole('button', { name: 'Edit Project' }).count()).toBe(0);
    expect(await financePage.getByRole('button', { name: 'Project actions' }).count()).toBe(0);
    expect(await financePage.getByRole('button', { name: 'Add Resource' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(financePage);
    await financePage.setViewportSize({ width: 760, height: 900 });
    await financePage.getByRole('region', { name: 'Team members' }).waitFor();
    // Narrow windows wrap the tab bar: every configured tab (History last, issue 17) stays visible, no "more" menu.
    const tabs = financePage.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(10);
    for (const tab of await tabs.all()) expect(await tab.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(financePage);
    await saveScreenshot(financePage, 'projects-detail-finance-760');
  });
});
