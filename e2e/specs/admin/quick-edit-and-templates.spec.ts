import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';

const admin = 'admin@example.com';
const pm = 'pm@example.com';

describe('admin Quick Edit and Project Templates', () => {
  const demo = useDemoPortal();
  let page: Page | undefined;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await saveFailureScreenshot(page, `failed-admin-tools-${task.name.replace(/\W+/g, '-')}`);
    }
  });

  const cell = (grid: ReturnType<Page['getByRole']>, row: number, col: number) =>
    grid.getByRole('row').nth(row).getByRole('gridcell').nth(col);

  it('lets the admin edit two project cells with the keyboard, save them and see them after a reload', async () => {
    page = await demo.signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/quick-edit`);
    await page.waitForURL((url) => url.pathname === '/admin/quick-edit/projects');
    const grid = page.getByRole('grid', { name: 'Projects quick edit' });
    await grid.waitFor();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Description',
      'Project Code',
      'Owner',
      'Status',
      'Budget',
      'Total Billed Amount',
    ]);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-quick-edit-1280');

    await page.getByLabel('Search projects').fill('ERP Rollout');
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    expect(await cell(grid, 1, 0).textContent()).toBe('NWT ERP Rollout');

    // Name: Enter edits, Enter keeps it pending. Budget: Tab five cells right, type, Enter.
    await grid.focus();
    await page.keyboard.press('Enter');
    await grid.getByRole('textbox', { name: 'Name' }).fill('NWT ERP Rollout Phase 2');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.type('123456.78');
    await page.keyboard.press('Enter');
    expect(await cell(grid, 1, 5).textContent()).toBe('$123,456.78');
    expect(await cell(grid, 1, 5).getAttribute('class')).toContain('quick-edit-grid__cell--pending');
    await page.getByRole('button', { name: 'Save Changes (2)' }).click();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Save Changes (0)' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await page.getByLabel('Search projects').fill('ERP Rollout');
    await expect.poll(() => grid.getByRole('row').count()).toBe(2);
    await expect.poll(() => cell(grid, 1, 0).textContent()).toBe('NWT ERP Rollout Phase 2');
    expect(await cell(grid, 1, 5).textContent()).toBe('$123,456.78');

    const narrow = await demo.signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/quick-edit/users`);
    await narrow.getByRole('grid', { name: 'Users quick edit' }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-quick-edit-users-760');
  });

  it('creates a template with a deliverable, then a project from it', async () => {
    page = await demo.signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/project-templates`);
    await page.getByRole('heading', { name: 'Project Templates', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Standard Implementation/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-project-templates-1280');

    await page.getByRole('button', { name: /New Project Template/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/project-templates/new');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Name').fill('E2E Retainer');
    await page.getByLabel('Description (optional)').fill('Monthly retainer with a kickoff.');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await page.waitForURL(/\/admin\/project-templates\/[0-9a-f-]{36}\/deliverables$/);
    await page.getByRole('heading', { name: 'E2E Retainer', level: 1 }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Deliverables', 'Roles', 'Team']);

    await page.getByRole('button', { name: 'Add Deliverable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Deliverable' });
    await dialog.getByLabel('Category').fill('E2E Phase');
    await dialog.getByLabel('Deliverable').fill('E2E Kickoff');
    await dialog.getByLabel('Budget ($)').fill('1500');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: 'E2E Phase' })
      .getByRole('cell', { name: 'E2E Kickoff', exact: true })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-project-template-detail-1280');

    await page.getByRole('button', { name: /Update Template/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Update Template' });
    await drawer.getByLabel('Description').fill('Monthly retainer, kickoff first.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText('Monthly retainer, kickoff first.').waitFor();

    // Templates stay out of the project lists; Add Project starts from one.
    await page.goto(`${demo.portal.baseUrl}/project-management/all-projects?viewType=list`);
    await page.getByRole('button', { name: 'Add Project' }).waitFor();
    expect(await page.getByText('E2E Retainer').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Project' }).click();
    const add = page.getByRole('dialog', { name: 'Add Project' });
    await add.getByLabel('Project Name').fill('E2E From Template');
    await add.getByLabel('Start from template').click();
    await page.getByTitle('E2E Retainer').click();
    await add.getByRole('checkbox', { name: 'New client' }).check();
    await add.getByLabel('Client Name', { exact: true }).fill('E2E Template Client');
    await add.getByLabel('Client Short Name').fill('E2ET');
    await add.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(/\/project-management\/all-projects\/[0-9a-f-]{36}/);
    const projectUrl = new URL(page.url());
    const projectId = projectUrl.pathname.split('/')[3];
    await page.goto(`${demo.portal.baseUrl}/project-management/all-projects/${projectId}/deliverables`);
    await page
      .getByRole('region', { name: 'E2E Phase' })
      .getByRole('cell', { name: 'E2E Kickoff', exact: true })
      .first()
      .waitFor();

    const narrow = await demo.signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/project-templates`);
    await narrow.getByRole('link', { name: /E2E Retainer/ }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-project-templates-760');
  });

  it('keeps a project manager out of both screens and the cell update', async () => {
    const pmPage = await demo.signedInPage(pm);
    await pmPage.goto(`${demo.portal.baseUrl}/admin/quick-edit/projects`);
    await pmPage.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    const response = await pmPage.context().request.post(`${demo.portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: {
        query: `mutation { updateAdminCollectionCell(collection: "projects",
          documentId: "00000000-0000-4000-8000-000000000000", fieldKey: "budget", floatValue: 1) { _id } }`,
      },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
