import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';

// The demo project manager owns these five In Progress projects (packages/db/src/seeds/demo-projects.ts).
const managed = [
  'ERP Rollout',
  'Patient Portal Redesign',
  'Grid Modernization Study',
  'Permit System Upgrade',
  'Cloud Migration',
];

describe('project lists: Projects I Manage, views, search and Add Project', () => {
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let pmPage: Page;
  let employeePage: Page;

  async function signedInPage(email: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, email);
    return context.newPage();
  }

  // Demo project names carry the client's short name first ('NWT ERP Rollout').
  const projectLink = (page: Page, name: string) =>
    page.getByRole('link', { name: new RegExp(`(^| )${name}$`) });
  const chooseView = (page: Page, label: string) =>
    page.locator('.project-list__views').getByText(label, { exact: true }).click();

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    pmPage = await signedInPage('pm@example.com');
    employeePage = await signedInPage('employee@example.com');
  });
  afterEach(async ({ task: test }) => {
    if (test.result?.state !== 'fail') return;
    const name = test.name.replace(/\W+/g, '-');
    if (pmPage) await saveFailureScreenshot(pmPage, `failed-projects-list-pm-${name}`);
    if (employeePage) await saveFailureScreenshot(employeePage, `failed-projects-list-employee-${name}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.stop();
  });

  it("lists the demo project manager's projects under 'Projects I Manage'", async () => {
    await pmPage.goto(`${portal.baseUrl}/project-management/projects`);
    await pmPage.getByRole('heading', { level: 1, name: 'Projects I Manage' }).waitFor();
    for (const name of managed) await projectLink(pmPage, name).waitFor();
    await expect(projectLink(pmPage, 'Data Warehouse').count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(pmPage);
    await saveScreenshot(pmPage, 'projects-list-grid-1280');
  });

  it('switches to the table and list views and remembers the choice', async () => {
    await chooseView(pmPage, 'Table');
    await pmPage.getByRole('columnheader', { name: /Budget Used/ }).waitFor();
    expect(new URL(pmPage.url()).searchParams.get('viewType')).toBe('table');
    await expectNoSeriousA11yViolations(pmPage);
    await saveScreenshot(pmPage, 'projects-list-table-1280');

    await pmPage.goto(`${portal.baseUrl}/project-management/projects`);
    await pmPage.getByRole('columnheader', { name: /Budget Used/ }).waitFor();

    await chooseView(pmPage, 'List');
    await projectLink(pmPage, 'Cloud Migration').waitFor();
    expect(new URL(pmPage.url()).searchParams.get('viewType')).toBe('list');
    await expectNoSeriousA11yViolations(pmPage);
    await saveScreenshot(pmPage, 'projects-list-compact-1280');
  });

  it('searches fuzzily and keeps the search in the URL', async () => {
    await pmPage.getByLabel('Search projects').fill('clod migraton');
    await pmPage.waitForURL(/search=clod/);
    await projectLink(pmPage, 'Cloud Migration').waitFor();
    await expect.poll(() => projectLink(pmPage, 'ERP Rollout').count(), { timeout: 10_000 }).toBe(0);
    await pmPage.reload();
    await projectLink(pmPage, 'Cloud Migration').waitFor();
    await expect(pmPage.getByLabel('Search projects').inputValue()).resolves.toBe('clod migraton');
    await pmPage.getByLabel('Search projects').fill('');
    await projectLink(pmPage, 'ERP Rollout').waitFor();
  });

  it('creates a project for a new client and lands on it', async () => {
    await pmPage.getByRole('button', { name: 'Add Project' }).click();
    const dialog = pmPage.getByRole('dialog', { name: 'Add Project' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.getByText('Required').first().waitFor();
    await expectNoSeriousA11yViolations(pmPage);
    await saveScreenshot(pmPage, 'projects-list-add-project-1280');

    await dialog.getByLabel('Project Name').fill('Harbor Logistics Pilot');
    await dialog.getByRole('checkbox', { name: 'New client' }).check();
    await dialog.getByLabel('Client Name', { exact: true }).fill('Harbor Freight Lines');
    await dialog.getByLabel('Client Short Name').fill('HFL');
    await dialog.getByLabel('Project Code').fill('HFL-001');
    await dialog.getByLabel('Budget').fill('50000');
    await dialog.getByRole('button', { name: 'Create Project' }).click();

    await pmPage.waitForURL(/\/project-management\/projects\/[0-9a-f-]{36}/);
    await pmPage.getByText('Harbor Logistics Pilot').first().waitFor();

    await pmPage.goto(`${portal.baseUrl}/project-management/projects?viewType=grid`);
    await projectLink(pmPage, 'Harbor Logistics Pilot').waitFor();
  });

  it('shows no Add Project button to an employee, and fits a narrow screen', async () => {
    await employeePage.goto(`${portal.baseUrl}/project-management/all-projects`);
    await employeePage.getByRole('heading', { level: 1, name: 'All Projects' }).waitFor();
    await employeePage
      .getByRole('link', { name: /Internal Operations/ })
      .first()
      .waitFor();
    await expect(employeePage.getByRole('button', { name: 'Add Project' }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(employeePage);

    const narrow = await signedInPage('pm@example.com', 760);
    await narrow.goto(`${portal.baseUrl}/project-management/projects?viewType=grid`);
    await projectLink(narrow, 'Cloud Migration').waitFor();
    await saveScreenshot(narrow, 'projects-list-grid-760');
    await expectNoSeriousA11yViolations(narrow);
  });
});
