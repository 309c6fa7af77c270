import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { PROJECT_MANAGER, useManagerSession } from '../../fixtures/manager-session.ts';
import type { Portal } from '../../fixtures/portal.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

interface Candidate {
  _id: string;
  name: string;
  financials: { totalApprovedHours: number; earliestTaskDate: string | null };
}

describe('project money: summary fee grid, expenses, financials and Export Hours', () => {
  const session = useManagerSession('projects-money');
  const { graphql, signedInPage } = session;
  let portal: Portal;
  let page: Page;
  let project: Candidate;

  const url = (tab: string) => `${portal.baseUrl}/project-management/projects/${project._id}/${tab}`;

  beforeAll(async () => {
    ({ portal, page } = session);
    // The demo project of pm@ with the most approved hours.
    const candidates: Candidate[] = [];
    for (const _id of await session.managedProjectIds()) {
      const data = await graphql<{ projectManagement: { project: Candidate } }>(
        `query ($id: ID!) { projectManagement { project(projectId: $id) {
           _id name financials { totalApprovedHours earliestTaskDate } } } }`,
        { id: _id },
      );
      candidates.push(data.projectManagement.project);
    }
    candidates.sort((a, b) => b.financials.totalApprovedHours - a.financials.totalApprovedHours);
    project = candidates[0]!;
    expect(project.financials.totalApprovedHours).toBeGreaterThan(0);
  });
  it('the project manager edits the budget and names a placeholder expense on the Project Summary', async () => {
    await page.goto(url('summary'));
    await page.getByRole('heading', { name: 'Project Summary' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Expense \d name$/ }).count())
      .toBeGreaterThanOrEqual(6);

    const budget = page.getByRole('spinbutton', { name: 'Budget', exact: true });
    await budget.fill('250000');
    await budget.press('Tab');
    await page.getByText('Budget saved').waitFor();
    await expect.poll(() => budget.inputValue()).toBe('250,000');

    const names = page.getByRole('textbox', { name: /^Expense \d name$/ });
    const count = await names.count();
    // The last row is a placeholder: naming it creates an expense with amount 0.
    const placeholder = names.nth(count - 1);
    expect(await placeholder.inputValue()).toBe('');
    await placeholder.fill('E2E Software licences');
    await placeholder.press('Tab');
    await expect
      .poll(async () => {
        const data = await graphql<{
          projectManagement: { getProjectExpenses: { name: string; amount: number }[] };
        }>('query ($id: ID!) { projectManagement { getProjectExpenses(projectId: $id) { name amount } } }', {
          id: project._id,
        });
        return data.projectManagement.getProjectExpenses.find((e) => e.name === 'E2E Software licences');
      })
      .toEqual({ name: 'E2E Software licences', amount: 0 });
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-money-summary');
  });

  it('adds an expense with validation on the Expenses tab and deletes it after confirmation', async () => {
    await page.goto(url('expenses'));
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('E2E Travel');
    await dialog.getByLabel('Amount').fill('-3');
    await dialog.getByText('Provide a positive value').waitFor();
    await dialog.getByLabel('Amount').fill('12345.5');
    await dialog.getByLabel('Comment').fill('Flights, hotel');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-money-expense-form');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /E2E Travel/ });
    await row.getByText('$12,345.50').waitFor();
    await row.getByText('Flights, hotel').waitFor();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Delete E2E Travel' }).click();
    await page.getByText('Are you sure you want to delete this expense?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('shows the financials charts and the approved-hours grid', async () => {
    await page.goto(url('financials'));
    await page.getByRole('heading', { name: 'Financials' }).waitFor();
    await page.getByText('Approved Hours per Contributor', { exact: true }).first().waitFor();
    const grid = page.locator('.financials-grid');
    await grid.getByRole('columnheader', { name: 'Approved Hours' }).waitFor();
    expect(await grid.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await page.locator('.financials-chart svg.recharts-surface').count()).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-money-financials');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^ProjectFinancials-WeekEnding\(\d{2}-\d{2}-\d{4}\)-ExportedOn\(\d{8}-\d{4}\)\.csv$/,
    );
  });

  it('exports hours as a CSV named after the week ending and the export time', async () => {
    await page.goto(url('export'));
    await page.getByRole('heading', { name: 'Export Hours' }).waitFor();
    // Widen the range to the project's whole life so the file has rows.
    const start = project.financials.earliestTaskDate ?? '20250101';
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const display = (compact: string) =>
      `${compact.slice(4, 6)}/${compact.slice(6, 8)}/${compact.slice(0, 4)}`;
    const from = page.getByLabel('Date range');
    await from.click();
    await from.fill(display(start));
    await from.press('Enter');
    const to = page.getByPlaceholder('End date');
    await to.fill(display(today));
    await to.press('Enter');
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    const end = `${today.slice(4, 6)}-${today.slice(6, 8)}-${today.slice(0, 4)}`;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^ProjectHours-WeekEnding\\(${end}\\)-ExportedOn\\(\\d{8}-\\d{4}\\)\\.csv$`),
    );
    await page.getByText(/Exported [\d,]+ rows to ProjectHours-WeekEnding/).waitFor();
    const stream = await file.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk.toString();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'timesheetId,endDate,status,lastName,firstName,payrollId,department,email,clientName,project,projectCode,bu,milestone,deliverable,taskdate,hours,role,rate,name,totalCost,supervisor,approvers,approvedOn,comment,classification',
    );
    expect(lines.length).toBeGreaterThan(1);
    await saveScreenshot(page, 'projects-money-export');
  });

  it('fits a narrow screen', async () => {
    const narrow = await signedInPage(PROJECT_MANAGER, 760);
    await narrow.goto(url('financials'));
    await narrow.getByRole('heading', { name: 'Financials' }).waitFor();
    await narrow.locator('.financials-grid').waitFor();
    await saveScreenshot(narrow, 'projects-money-financials-760');
    await narrow.goto(url('summary'));
    await narrow.getByRole('heading', { name: 'Project Summary' }).waitFor();
    await saveScreenshot(narrow, 'projects-money-summary-760');
  });
});
