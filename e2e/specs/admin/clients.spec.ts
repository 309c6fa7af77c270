import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const admin = 'admin@example.com';
const pm = 'pm@example.com';

describe('clients (/admin/clients)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('lets an admin create a client and then edit its names and customer name', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/clients`);
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    const headers = page.getByRole('columnheader');
    await headers.first().waitFor();
    expect(await headers.allTextContents()).toEqual(['Name', 'Short Name', 'Customer Name', 'Actions']);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await page.locator('.ant-pagination').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-clients-1280');

    await page.getByRole('button', { name: /New Client/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New Client' });
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Name', { exact: true }).fill('  ');
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Short Name').fill(' ');
    await dialog.getByText('Short Name is required').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Name', { exact: true }).fill('  Wayne Enterprises ');
    await dialog.getByLabel('Short Name').fill(' WE ');
    await create.click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Wayne Enterprises/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Wayne Enterprises', 'WE', '', 'Edit']);

    await row.getByRole('button', { name: 'Edit Wayne Enterprises' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    const save = edit.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await edit.getByLabel('Customer Name').fill('Wayne:Gotham ');
    await edit.getByLabel('Short Name').fill('WAYNE');
    await save.click();
    await edit.waitFor({ state: 'detached' });
    await page.reload();
    const saved = page.getByRole('row', { name: /Wayne Enterprises/ });
    await saved.waitFor();
    expect(await saved.getByRole('cell').allTextContents()).toEqual([
      'Wayne Enterprises',
      'WAYNE',
      'Wayne:Gotham',
      'Edit',
    ]);

    const narrow = await signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/clients`);
    await narrow.getByRole('row', { name: /Wayne Enterprises/ }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-clients-760');
  });

  it('keeps a project manager out of the screen and the API', async () => {
    const page = await signedInPage(pm);
    await page.goto(`${demo.portal.baseUrl}/admin/clients`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    const response = await page.context().request.post(`${demo.portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: 'mutation { client { add(name: "Sneaky", shortName: "S") { _id } } }' },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
