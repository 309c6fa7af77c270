import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { PROJECT_MANAGER, useManagerSession } from '../../fixtures/manager-session.ts';
import type { Portal } from '../../fixtures/portal.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const FUNDED = 'E2E Fees';
const UNFUNDED = 'E2E Unfunded';

interface Category {
  milestoneName: string;
  budget: number;
  expenses: { expenseId: string; budget: number }[];
}

describe('project summary: the expense budget per category (M-047)', () => {
  const session = useManagerSession('projects-summary');
  const { graphql, signedInPage } = session;
  let portal: Portal;
  let page: Page;
  let projectId: string;
  let travelId: string;

  const categories = async () => {
    const data = await graphql<{ projectManagement: { project: { feeGridCategories: Category[] } } }>(
      `query ($id: ID!) { projectManagement { project(projectId: $id) {
         feeGridCategories { milestoneName budget expenses { expenseId budget } } } } }`,
      { id: projectId },
    );
    return new Map(data.projectManagement.project.feeGridCategories.map((c) => [c.milestoneName, c]));
  };

  beforeAll(async () => {
    ({ portal, page } = session);
    projectId = (await session.managedProjectIds())[0]!;
    // A category with a milestone-level budget, one without any budget, and a named expense.
    const add = `mutation ($projectId: ID!, $milestoneName: String, $deliverableName: String, $budget: Float) {
      addDeliverable(projectId: $projectId, milestoneName: $milestoneName, deliverableName: $deliverableName, budget: $budget) { _id } }`;
    await graphql(add, { projectId, milestoneName: FUNDED, deliverableName: FUNDED, budget: 5000 });
    await graphql(add, { projectId, milestoneName: UNFUNDED, deliverableName: 'E2E Child', budget: 0 });
    const expense = await graphql<{ addExpense: { _id: string } }>(
      `mutation ($projectId: ID!) { addExpense(projectId: $projectId, input: { name: "E2E Travel", amount: 300 }) { _id } }`,
      { projectId },
    );
    travelId = expense.addExpense._id;
  });
  it('the project manager sets the budget a funded category gives an expense; other cells stay read-only', async () => {
    await page.goto(`${portal.baseUrl}/project-management/projects/${projectId}/summary`);
    await page.getByRole('heading', { name: 'Project Summary' }).waitFor();
    await page.getByRole('columnheader', { name: FUNDED }).waitFor();
    expect(await page.getByRole('columnheader', { name: UNFUNDED }).count()).toBe(1);

    const cell = page.getByRole('spinbutton', { name: `E2E Travel budget in ${FUNDED}` });
    await cell.fill('1200');
    await cell.press('Tab');
    await expect
      .poll(async () => (await categories()).get(FUNDED)?.expenses)
      .toEqual([{ expenseId: travelId, budget: 1200 }]);
    await expect.poll(() => cell.inputValue()).toBe('1,200');

    // No budget on the category: read-only, saying why; placeholders: read-only.
    expect(await page.getByRole('spinbutton', { name: `E2E Travel budget in ${UNFUNDED}` }).count()).toBe(0);
    expect(await page.locator(`[data-field="E2E Travel budget in ${UNFUNDED}"]`).getAttribute('title')).toBe(
      `${UNFUNDED} has no budget`,
    );
    const placeholderCells = page.locator('tr[data-placeholder="true"]').first().getByRole('spinbutton');
    expect(await placeholderCells.count()).toBe(0);

    // Clearing the cell removes the budget.
    await cell.fill('');
    await cell.press('Tab');
    await expect.poll(async () => (await categories()).get(FUNDED)?.expenses).toEqual([]);
    // Wait for the grid to show the cleared budget before typing again.
    await page.locator('tfoot').getByText('$1,200', { exact: true }).waitFor({ state: 'detached' });
    await cell.fill('800');
    await cell.press('Tab');
    await expect
      .poll(async () => (await categories()).get(FUNDED)?.expenses)
      .toEqual([{ expenseId: travelId, budget: 800 }]);

    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-summary-1280');
  });

  it('the project manager records the total billed amount in Edit Project; it is stored', async () => {
    await page.goto(`${portal.baseUrl}/project-management/projects/${projectId}/summary`);
    await page.getByRole('button', { name: 'Edit Project' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Project' });
    const billed = drawer.getByLabel('Total Billed Amount');
    await billed.fill('4500.25');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => {
        const data = await graphql<{ projectManagement: { project: { totalBilledAmount: number | null } } }>(
          'query ($id: ID!) { projectManagement { project(projectId: $id) { totalBilledAmount } } }',
          { id: projectId },
        );
        return data.projectManagement.project.totalBilledAmount;
      })
      .toBe(4500.25);
    await page.getByRole('button', { name: 'Edit Project' }).click();
    await expect.poll(() => drawer.getByLabel('Total Billed Amount').inputValue()).toBe('4500.25');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'projects-summary-edit-project-1280');
    await page.keyboard.press('Escape');
  });

  it('fits a 760 px window: the grid scrolls sideways in a keyboard-reachable region', async () => {
    const narrow = await signedInPage(PROJECT_MANAGER, 760);
    await narrow.goto(`${portal.baseUrl}/project-management/projects/${projectId}/summary`);
    await narrow.getByRole('columnheader', { name: FUNDED }).waitFor();
    const region = narrow.getByRole('region', { name: 'Fee grid' });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    const pageOverflow = await narrow.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await region.focus();
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'projects-summary-760');
    await narrow.getByRole('button', { name: 'Edit Project' }).click();
    await narrow.getByRole('dialog', { name: 'Edit Project' }).getByLabel('Total Billed Amount').waitFor();
    await saveScreenshot(narrow, 'projects-summary-edit-project-760');
  });
});
