import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const admin = 'admin@example.com';
const pm = 'pm@example.com';

describe('project budget update tool (/admin/tools)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('lets an admin recalculate the budgets of the demo projects in batches', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/admin/tools`);
    await page.getByRole('heading', { name: 'Project Budgets' }).waitFor();
    expect(await page.getByLabel('Number of projects').inputValue()).toBe('10');
    await expectNoSeriousA11yViolations(page);

    // The demo company is loaded with every budget just recalculated: a run skips them all unless forced.
    await page.getByLabel('Number of projects').fill('15');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Successfully updated 0 project budget(s).').waitFor();
    const skippedNote = page.getByText(/^\d+ project\(s\) skipped: recalculated in the last 24 hours\.$/);
    await skippedNote.waitFor();
    const skipped = Number((await skippedNote.textContent())?.match(/\d+/)?.[0]);
    expect(skipped).toBeGreaterThan(0);
    expect(skipped).toBeLessThanOrEqual(15);
    await page.getByText('15 of 15').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('checkbox', { name: /Force/ }).check();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText(`Successfully updated ${skipped} project budget(s).`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'budget-tool-1280');

    const narrow = await signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/tools`);
    await narrow.getByRole('heading', { name: 'Project Budgets' }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'budget-tool-760');
  });

  it('keeps everyone else out of the screen and the endpoint', async () => {
    const page = await signedInPage(pm);
    await page.goto(`${demo.portal.baseUrl}/admin/tools`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Project Budgets' }).count()).toBe(0);

    const endpoint = `${demo.portal.baseUrl}/api/update-budget-used?numberOfProjectsToUpdate=10&offset=0`;
    const csrf = { 'x-tally-csrf': '1' };
    const asPm = await page.context().request.post(endpoint, { headers: csrf });
    expect(asPm.status()).toBe(403);
    const anonymous = await demo.newContext();
    expect((await anonymous.request.post(endpoint, { headers: csrf })).status()).toBe(401);

    // An admin's session without the CSRF header (what a cross-site form would send) is refused too.
    const adminPage = await signedInPage(admin);
    const withoutHeader = await adminPage.context().request.post(endpoint);
    expect(withoutHeader.status()).toBe(403);
  });
});
