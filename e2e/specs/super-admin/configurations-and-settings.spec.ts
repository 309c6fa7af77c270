import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

// The demo's admin@example.com is in the admin and super-admin groups; pm@example.com in neither.
const superAdmin = 'admin@example.com';
const pm = 'pm@example.com';

describe('configurations and settings (/super-admin/configurations, /admin/settings)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  async function chooseOption(page: Page, label: string, option: string) {
    await page.getByLabel(label, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  }

  it('lets a super-admin edit a configuration: a wrong value is refused, a right one shows at once', async () => {
    const page = await signedInPage(superAdmin);
    await page.goto(`${demo.portal.baseUrl}/super-admin`);
    await page.waitForURL((url) => url.pathname === '/super-admin/configurations');
    await page.getByRole('heading', { name: 'Configurations', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'company-short-name', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'configurations-1280');

    await page.getByRole('searchbox', { name: 'Search configurations' }).fill('short-name');
    await page.getByRole('button', { name: 'Edit company-short-name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Configuration' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Key').getAttribute('readonly')).not.toBeNull();

    // A name is not a number: the type's rule answers in the spec's words and nothing is saved.
    await chooseOption(page, 'Type', 'Number');
    await dialog.getByText('Value must be a valid number').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'configurations-error-1280');

    await chooseOption(page, 'Type', 'String');
    await dialog.getByLabel('Value').fill('Globex');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Globex', exact: true }).waitFor();
    // Titles read the company short name from the configuration: it changes at once (S-011).
    await expect.poll(() => page.title()).toBe('Super Admin | Globex Time Tracker');

    await page.reload();
    await page.getByRole('cell', { name: 'Globex', exact: true }).waitFor();
    await page.goto(`${demo.portal.baseUrl}/user/timesheets`);
    await expect.poll(() => page.title()).toBe('Timesheets | Globex Time Tracker');

    const narrow = await signedInPage(superAdmin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/super-admin/configurations`);
    await narrow.getByRole('cell', { name: 'company-short-name', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'configurations-760');
  });

  it('lets an admin change the timesheet thresholds on /admin/settings', async () => {
    const page = await signedInPage(superAdmin);
    await page.goto(`${demo.portal.baseUrl}/admin/settings`);
    const form = page.getByRole('form', { name: 'Timesheet Settings' });
    await form.waitFor();
    await page.getByRole('heading', { name: 'Project Budgets' }).waitFor();
    expect(await page.title()).toMatch(/^Admin \| .+ Time Tracker$/);
    const max = form.getByLabel('Maximum weekly hours', { exact: true });
    await expect.poll(() => max.inputValue()).toBe('80.00');
    await expectNoSeriousA11yViolations(page);

    await max.fill('70');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Timesheet settings saved').waitFor();
    await form.getByText(/^Last updated by .+ on \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/).waitFor();
    await saveScreenshot(page, 'settings-1280');

    await page.goto(`${demo.portal.baseUrl}/super-admin/settings`);
    await expect
      .poll(() =>
        page
          .getByRole('form', { name: 'Timesheet Settings' })
          .getByLabel('Maximum weekly hours', { exact: true })
          .inputValue(),
      )
      .toBe('70.00');

    const narrow = await signedInPage(superAdmin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/admin/settings`);
    await narrow.getByRole('form', { name: 'Timesheet Settings' }).waitFor();
    await narrow.getByRole('heading', { name: 'Project Budgets' }).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'settings-760');
  });

  it('keeps a user outside the groups out of both screens', async () => {
    const page = await signedInPage(pm);
    for (const path of ['/super-admin/configurations', '/admin/settings']) {
      await page.goto(`${demo.portal.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(await page.getByRole('heading', { name: 'Configurations' }).count()).toBe(0);
  });
});
