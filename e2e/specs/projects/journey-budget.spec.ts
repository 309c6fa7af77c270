import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { UPDATE_PROJECT_BUDGET } from '../../pages/projects/project-api.ts';
import { consultant, design, employeeName, project, projectJourney, weeks } from './journey.fixtures.ts';

describe('issue #5 journey: approved hours move the financials and the budget colours', () => {
  const j = projectJourney();
  const { asPm, state, ensureProject, ensureDeliverables, approvedWeek, checkA11y, detail, openPm } = j;

  it('6a. 40 approved hours on Design: Financials shows Emily with 40 h × $150 = $6,000 and the card 6% in green', async () => {
    const { designId } = await ensureDeliverables();
    await approvedWeek(weeks[0]!, designId);

    await openPm('financials');
    const page = detail();
    // Issue 14: the card shows the approval without Recalculate (6a-6d never press it; it is a repair tool).
    await expect.poll(async () => (await page.budgetUsed()).text).toBe('6%');
    expect((await page.budgetUsed()).tone).toBe('green');

    await j.pmPage.getByRole('heading', { name: 'Financials' }).waitFor();
    const grid = j.pmPage.locator('.financials-grid');
    const emily = grid.locator('tbody tr.ant-table-row').filter({ hasText: employeeName });
    await emily.waitFor();
    const cells = await emily.getByRole('cell').allTextContents();
    expect(cells.slice(0, 3)).toEqual([employeeName, '40 h', '$150']);
    expect(cells[3]).toContain('$6,000');
    const figures = j.pmPage.locator('.financials-figures');
    await figures.locator('.ant-statistic').filter({ hasText: 'Budget Used' }).getByText('6%').waitFor();
    await figures.locator('.ant-statistic').filter({ hasText: 'Remaining' }).getByText('$94,000').waitFor();
    await checkA11y(j.pmPage);
    await saveScreenshot(j.pmPage, 'projects-journey-financials-6pct');

    // The deliverable's cost moves too: $6,000 of $20,000 is green.
    await page.openTab('Deliverables');
    await expect.poll(() => page.deliverableCost(design.name).textContent()).toBe('$6,000');
    expect(await page.deliverableCost(design.name).getAttribute('class')).toContain(
      'deliverable-cost--green',
    );
  });

  it('6b. two more approved weeks turn Design red; a smaller budget turns the card amber, then red', async () => {
    const { designId } = await ensureDeliverables();
    for (const weekEnd of weeks.slice(1)) await approvedWeek(weekEnd, designId);

    await openPm('deliverables');
    const page = detail();
    // 120 h × $150 = $18,000 of Design's $20,000: 90 %, red.
    await expect.poll(() => page.deliverableCost(design.name).textContent()).toBe('$18,000');
    expect(await page.deliverableCost(design.name).getAttribute('class')).toContain('deliverable-cost--red');
    // With approved hours on it, Design can no longer be deleted; Code still can.
    const deleteDesign = page
      .deliverableRow(design.name)
      .getByRole('button', { name: `Delete ${design.name}` });
    expect(await deleteDesign.getAttribute('aria-disabled')).toBe('true');
    expect(await deleteDesign.getAttribute('aria-describedby')).toBeTruthy();
    await j.pmPage
      .getByText('Cannot delete deliverable. Approved hours have already been submitted to it.')
      .first()
      .waitFor({ state: 'attached' });
    await expect.poll(async () => (await page.budgetUsed()).text).toBe('18%');
    expect((await page.budgetUsed()).tone).toBe('green');
    await checkA11y(j.pmPage);

    // Edit Project: budget $27,000 → $18,000 is 66.67 %, amber.
    await j.pmPage.getByRole('button', { name: 'Edit Project' }).click();
    const drawer = j.pmPage.getByRole('dialog', { name: 'Edit Project' });
    await drawer.waitFor();
    // §5: the project name is required on edit too.
    await drawer.getByLabel('Name', { exact: true }).fill('');
    await drawer.getByText('Required', { exact: true }).waitFor();
    await drawer.getByLabel('Name', { exact: true }).fill(project.name);
    await drawer.getByLabel('Budget', { exact: true }).fill('27000');
    await checkA11y(j.pmPage);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await detail().card.getByText('$27,000').waitFor();
    await expect.poll(async () => (await page.budgetUsed()).text).toBe('66.67%');
    expect((await page.budgetUsed()).tone).toBe('amber');
    await saveScreenshot(j.pmPage, 'projects-journey-card-amber');

    // Project Summary: budget $20,000 → 90 %, red.
    await page.openTab('Project Summary');
    await j.pmPage.getByRole('heading', { name: 'Project Summary' }).waitFor();
    const budget = j.pmPage.getByRole('spinbutton', { name: 'Budget', exact: true });
    await budget.fill('20000');
    await budget.press('Tab');
    await j.pmPage.getByText('Budget saved').waitFor();
    await expect.poll(async () => (await page.budgetUsed()).text).toBe('90%');
    expect((await page.budgetUsed()).tone).toBe('red');
    await checkA11y(j.pmPage);
    await saveScreenshot(j.pmPage, 'projects-journey-card-red');
  });

  it('6c. the server agrees: budget used is the approved hours × $150 over the $20,000 budget', async () => {
    // Independent of the screens above: the same figures straight from the API.
    await ensureDeliverables();
    if ((await state()).budget !== 20_000) {
      await asPm(UPDATE_PROJECT_BUDGET, { projectId: j.projectId, name: project.name, budget: 20_000 });
    }
    expect((await state()).budgetUsed).toBeCloseTo((j.approvedHours * consultant.rate) / 20_000, 4);
    expect(j.approvedHours).toBe(120);
  });

  it("6d. the project list's table shows the same budget used, in red, with no recalculation", async () => {
    await ensureProject();
    await j.pmPage.goto(`${j.portal.baseUrl}/project-management/projects?viewType=table`);
    await j.pmPage.getByRole('columnheader', { name: /Budget Used/ }).waitFor();
    const row = j.pmPage.getByRole('row').filter({ hasText: project.name });
    const tag = row.locator('[data-budget-color]');
    await tag.waitFor();
    expect(await tag.textContent()).toBe('90%');
    expect(await tag.getAttribute('data-budget-color')).toBe('red');
    await checkA11y(j.pmPage);
  });
});
