import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const admin = 'admin@example.com';
const employee = 'employee@example.com';

describe('taxonomy (/admin/taxonomy)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('lets an admin add, rename and delete a term, and refuses deleting one in use', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/taxonomy`);
    await page.getByRole('heading', { name: 'Taxonomy', level: 1 }).waitFor();
    for (const name of ['Document Categories', 'Roles', 'Sectors', 'Status', 'Time Off']) {
      await page.getByRole('region', { name }).waitFor();
    }
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-taxonomy-1280');

    const sectors = page.getByRole('region', { name: 'Sectors' });
    await sectors.getByRole('button', { name: /Add Sector/ }).click();
    const add = page.getByRole('dialog', { name: 'Add Sector' });
    const input = add.getByLabel('Sector');
    await input.fill(' ');
    await add.getByText('Required', { exact: true }).waitFor();
    const existing = (await sectors.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    await input.fill(existing.toUpperCase());
    await add.getByText('Sector already exists').waitFor();
    await expectNoSeriousA11yViolations(page);
    await input.fill('  Space Tourism ');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    const rows = async () => (await sectors.getByRole('row').allTextContents()).slice(1);
    await sectors.getByRole('cell', { name: 'Space Tourism', exact: true }).waitFor();
    expect((await rows()).at(-1)).toBe('Space Tourism');

    await sectors.getByRole('button', { name: 'Edit Space Tourism' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sector' });
    await edit.getByLabel('Sector').fill('Orbital Tourism');
    await edit.getByRole('button', { name: 'Save' }).click();
    await sectors.getByRole('cell', { name: 'Orbital Tourism', exact: true }).waitFor();

    await sectors.getByRole('button', { name: 'Delete Orbital Tourism' }).click();
    await page.getByText('Are you sure you want to delete this term?').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await sectors.getByRole('cell', { name: 'Orbital Tourism', exact: true }).waitFor({ state: 'detached' });

    // 'In Progress' is the status of demo projects: it stays.
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Delete In Progress' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByText(/^Status 'In Progress' is in use \(\d+ projects?\) and cannot be deleted\.$/)
      .waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'Status' })
      .getByRole('cell', { name: 'In Progress', exact: true })
      .waitFor();
    expect(await page.getByRole('cell', { name: 'Orbital Tourism' }).count()).toBe(0);

    const narrow = await signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/taxonomy`);
    await narrow.getByRole('region', { name: 'Time Off' }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'admin-taxonomy-760');
  });

  it('keeps an employee out of the screen and the term mutations', async () => {
    const page = await signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/admin/taxonomy`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    const response = await page.context().request.post(`${demo.portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: 'mutation { createTerm(taxonomyName: "Sectors", term: "Sneaky") { _id } }' },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
