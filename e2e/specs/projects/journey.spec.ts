import { describe, expect, it } from 'vitest';
import { pickerDate } from '../../pages/projects/project-api.ts';
import { ProjectListPage } from '../../pages/projects/project-page.ts';
import {
  code,
  consultant,
  customRole,
  design,
  employee,
  employeeName,
  milestone,
  project,
  projectJourney,
  startDate,
} from './journey.fixtures.ts';

/**
 * Issue #5 end to end: the demo project manager sets up a project for a new client (roles, team, milestone and
 * deliverables with $ and % budgets, assigned hours, a document), approved hours land and move the financials
 * and the budget colours, and finance sees the project with the BU and IS codes. Each step is its own `it`;
 * a later step starts from data made through the API when an earlier screen failed, so one broken screen does
 * not hide the others.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('issue #5 journey: a new client project from set-up to approved hours, budget colours and finance', () => {
  const j = projectJourney();
  const { state, ensureRoles, ensureResource, checkA11y, detail, openPm } = j;

  it("1. pm@ adds a project for a new client ('Required' first) and lands on '{name} | Project Details'", async () => {
    const list = new ProjectListPage(j.pmPage, j.portal.baseUrl);
    await list.goto();
    await checkA11y(j.pmPage);
    await list.addProjectButton.click();
    await list.addProjectDialog.waitFor();

    // §5: name and, for a new client, both client names are required.
    await list.addProjectDialog.getByRole('checkbox', { name: 'New client' }).check();
    await list.createButton().click();
    await expect.poll(() => list.addProjectDialog.getByText('Required', { exact: true }).count()).toBe(3);
    await checkA11y(j.pmPage);

    await list.fillNewClientProject(project);
    await list.createButton().click();
    await j.pmPage.waitForURL(/\/project-management\/projects\/[0-9a-f-]{36}/);
    j.projectId = new URL(j.pmPage.url()).pathname.split('/')[3] ?? '';
    expect(j.projectId).toMatch(/^[0-9a-f-]{36}$/);
    await detail().heading(project.name).waitFor();
    await expect.poll(() => j.pmPage.title()).toBe(`${project.name} | Project Details`);
    await detail().card.getByText(project.clientName).waitFor();
    await detail().card.getByText('$100,000').waitFor();
    await checkA11y(j.pmPage);
  });

  it("2. Roles: 'Provide a positive value' and 'Hourly rate is required' keep Save disabled; Consultant $150 and a custom role at $0 are added", async () => {
    await openPm('roles');
    const page = detail();
    await j.pmPage.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.roleDialog;
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel('Role', { exact: true }).fill(consultant.name);
    await dialog.getByLabel('Hourly Rate').fill('-5');
    await dialog.getByText('Provide a positive value').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Hourly Rate').fill('');
    await dialog.getByText('Hourly rate is required').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await checkA11y(j.pmPage);

    await dialog.getByLabel('Hourly Rate').fill(String(consultant.rate));
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.roleRow(consultant.name).getByText('$150.00/hr').waitFor();

    await j.pmPage.getByRole('button', { name: 'Add Role' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Role', { exact: true }).fill(customRole.name);
    await dialog.getByLabel('Hourly Rate').fill('0');
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.roleRow(customRole.name).getByText('$0.00/hr').waitFor();
    await checkA11y(j.pmPage);

    const { roles } = await state();
    expect(roles.map(({ name, rate }) => ({ name, rate }))).toEqual(
      expect.arrayContaining([consultant, customRole]),
    );
  });

  it("3. Team: without a start date the drawer shows 'Required' and Save refuses; Emily joins as Consultant", async () => {
    await ensureRoles();
    await openPm('team');
    const page = detail();
    await j.pmPage.getByRole('columnheader', { name: 'Start Date' }).waitFor();
    await j.pmPage.getByRole('button', { name: 'Add Resource' }).click();
    const drawer = page.resourceDrawer;
    await drawer.waitFor();
    await page.pickPerson('Emily', `${employeeName} (${employee})`);
    expect(await drawer.getByLabel('Email').inputValue()).toBe(employee);
    await page.choose(drawer, 'Role', consultant.name);
    const start = drawer.getByLabel('Start Date');
    await start.click();
    await start.press('Escape');
    await drawer.getByLabel('Budgeted Hours').click();
    await drawer.getByText('Required', { exact: true }).waitFor();
    // Save stays enabled and explains itself (issue 14): pressed now it keeps the drawer open on 'Required'.
    const save = drawer.getByRole('button', { name: 'Save' });
    await save.click();
    await drawer.getByText('Required', { exact: true }).waitFor();
    expect(await drawer.isVisible()).toBe(true);
    await checkA11y(j.pmPage);

    await page.typeDate(start, pickerDate(startDate));
    await save.click();
    await drawer.waitFor({ state: 'hidden' });
    const row = page.teamRow(employee);
    await row.getByText(pickerDate(startDate)).waitFor();
    await row.getByText(consultant.name, { exact: true }).waitFor();
    await checkA11y(j.pmPage);
  });

  it("4. Deliverables: 'Required' without category and name; milestone Build with Design $20,000 and Code 30 %; 40 h of Design assigned to Emily", async () => {
    await ensureResource();
    await openPm('deliverables');
    const page = detail();
    const addButton = j.pmPage.getByRole('button', { name: 'Add Deliverable' });
    await addButton.click();
    const dialog = page.addDeliverableDialog;
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(2);
    await checkA11y(j.pmPage);

    await dialog.getByLabel('Category').fill(milestone);
    await dialog.getByLabel('Deliverable', { exact: true }).fill(design.name);
    await dialog.getByLabel('Budget ($)').fill(String(design.budget));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Saved on the server (whatever the table shows)...
    await expect
      .poll(async () => (await state()).deliverables.map((d) => `${d.milestoneName}/${d.deliverableName}`))
      .toContain(`${milestone}/${design.name}`);
    // ...and listed under its milestone.
    await page.deliverableRow(design.name).getByText('$20,000').waitFor();

    await addButton.click();
    await dialog.waitFor();
    await dialog.getByLabel('Category').fill(milestone);
    await dialog.getByLabel('Deliverable', { exact: true }).fill(code.name);
    await dialog.getByRole('radio', { name: 'Percent of project budget' }).check();
    await dialog.getByLabel('Budget (%)').fill(String(code.budgetPercent));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.deliverableRow(code.name).getByText('30% ($30,000)').waitFor();
    await page.milestone(milestone).waitFor();
    await checkA11y(j.pmPage);

    // Assign Emily to Design with 40 hours; hours go in steps of 0.25.
    const assignments = await page.expandDeliverable(design.name);
    await assignments.getByLabel(`Resource to assign to ${design.name}`).click();
    await j.pmPage.getByTitle(`${employeeName} (${employee})`, { exact: true }).click();
    await assignments.getByRole('button', { name: 'Assign' }).click();
    const hours = assignments.getByLabel(`Budgeted hours for ${employeeName}`);
    await hours.waitFor();
    await hours.fill('10.1');
    await hours.press('Enter');
    await assignments.getByRole('alert').filter({ hasText: 'Hours must be in steps of 0.25' }).waitFor();
    await hours.fill('40');
    await hours.press('Enter');
    await j.pmPage.getByText('Hours saved.').first().waitFor();
    await checkA11y(j.pmPage);

    const saved = await state();
    const designRow = saved.deliverables.find((d) => d.deliverableName === design.name);
    expect(designRow?.milestoneName).toBe(milestone);
    expect(designRow?.budget).toBe(design.budget);
    expect(designRow?.assignedResources.map((a) => a.budgetedHours)).toEqual([40]);
    const codeRow = saved.deliverables.find((d) => d.deliverableName === code.name);
    expect(codeRow?.budgetPercent).toBe(code.budgetPercent);

    // The project manager's deliverable editor has no BU / IS codes (finance only, M-084).
    await page
      .deliverableRow(design.name)
      .getByRole('button', { name: `Edit ${design.name}` })
      .click();
    const editor = j.pmPage.getByRole('dialog', { name: `Edit ${design.name}` });
    await editor.waitFor();
    expect(await editor.getByLabel('BU Code').count()).toBe(0);
    expect(await editor.getByLabel('IS Code').count()).toBe(0);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'hidden' });
  });

  it('5. Documents: a PDF uploaded through the file picker is listed as Completed', async () => {
    await openPm('documents');
    const page = detail();
    await j.pmPage.getByRole('button', { name: /Upload$/ }).click();
    const dialog = page.uploadDialog;
    await dialog.waitFor();
    await dialog.getByLabel('Choose files').setInputFiles({
      name: 'Statement of Work.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Statement of Work.pdf' })
      .getByText('Completed')
      .waitFor();
    await checkA11y(j.pmPage);
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await j.pmPage.getByRole('listitem').filter({ hasText: 'Statement of Work.pdf' }).waitFor();
    await checkA11y(j.pmPage);
  });

  it("5b. Expenses: 'Name is required', 'Amount is required' and 'Provide a positive value' keep Save disabled", async () => {
    await openPm('expenses');
    await j.pmPage.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = j.pmPage.getByRole('dialog', { name: 'Add Expense' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Name', { exact: true }).click();
    await dialog.getByLabel('Amount', { exact: true }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Site visit');
    await dialog.getByLabel('Amount', { exact: true }).fill('-3');
    await dialog.getByText('Provide a positive value').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Amount', { exact: true }).fill('');
    await dialog.getByText('Amount is required').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await checkA11y(j.pmPage);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
