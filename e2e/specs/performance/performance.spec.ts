import { presetRange } from '@tally/domain/performance/utilization';
import { isoDateOf } from '@tally/domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const admin = 'admin@example.com';
const employee = 'employee@example.com';
const label = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

describe('performance', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('admin opens Resource Utilization, picks Last Month, filters Underutilized, expands a row, exports; then saves a reminder schedule', async () => {
    const page = await signedInPage(admin);
    await page.goto(`${demo.portal.baseUrl}/user/timesheets`);
    await page.getByRole('link', { name: 'Performance' }).first().click();
    await page.waitForURL((url) => url.pathname === '/performance');
    await page.getByRole('heading', { name: 'Performance', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /Resource Utilization/ }).click();
    await page.waitForURL((url) => url.pathname === '/performance/resource-utilization');
    await page.getByRole('heading', { name: 'Resource Utilization' }).waitFor();

    // Another preset, then Last Month (the default): the demo company has approved hours in it.
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    await rows.first().waitFor();
    await page.getByText('YTD', { exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.search.includes('start=') &&
        url.searchParams.get('end') === isoDateOf(new Date()).replaceAll('-', ''),
    );
    // The URL changes before React renders the new preset: until YTD shows checked, Last Month still is,
    // and a click on a checked radio changes nothing.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[type=radio][value="YTD"]')?.checked === true,
    );
    await page.getByText('Last Month', { exact: true }).click();
    const lastMonth = presetRange('Last Month', isoDateOf(new Date()));
    await page.waitForURL((url) => url.searchParams.get('end') === lastMonth.end.replaceAll('-', ''));
    await rows.first().waitFor();
    const everyone = await rows.count();
    expect(everyone).toBeGreaterThan(3);
    await page.locator('.utilization__chart figure').waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'performance-utilization-1280');

    // Underutilized: below 90 %, each row says so in words as well as in colour.
    await page.getByText('Underutilized (< 90 %)', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'under');
    await page.waitForFunction(
      (n) => document.querySelectorAll('.ant-table-tbody > tr.ant-table-row').length < n,
      everyone,
    );
    await rows.first().waitFor();
    const under = await rows.count();
    const utilized = await rows.locator('td:nth-child(7) .ant-tag').allTextContents();
    expect(utilized).toHaveLength(under);
    for (const text of utilized) {
      expect(Number.parseFloat(text)).toBeLessThan(90);
      expect(text).toMatch(/Watch|Off target/);
    }

    // Expand the first person: their timesheets of the month, a line per project.
    await rows
      .first()
      .getByRole('button', { name: /expand/i })
      .click();
    const sheets = page.getByRole('table', { name: /^Timesheets of / }).first();
    await sheets.locator('tbody tr.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^ResourceUtilization-WeekEnding\\(${label(lastMonth.end)}\\)-ExportedOn\\(\\d{8}-\\d{4}\\)\\.csv$`,
      ),
    );
    const chunks = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(chunks as Buffer[])
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Name,Email,Weeks,Hours Available,Time Reported,/);
    expect(lines.length - 1).toBe(under);

    const narrow = await signedInPage(admin, 760);
    await narrow.goto(`${demo.portal.baseUrl}/performance/resource-utilization?filter=under`);
    await narrow.locator('.ant-table-tbody > tr.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'performance-utilization-760');

    // Settings: the reminder schedule.
    await page.goto(`${demo.portal.baseUrl}/admin/settings`);
    const reminders = page.locator('.ant-card', {
      has: page.getByRole('heading', { name: 'Reminder E-mails' }),
    });
    await reminders.getByLabel(/Cron expression/).waitFor();
    expect(await reminders.getByLabel(/Cron expression/).inputValue()).toBe('0 9 * * 1');
    await reminders.getByLabel('Schedule').click();
    await page.locator('.ant-select-item-option[title="Every Friday at 16:00"]').click();
    await reminders.getByRole('button', { name: 'Save Schedule' }).click();
    await reminders.getByText(/Last updated by /).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-settings-jobs-1280');
    await page.reload();
    await reminders.getByLabel(/Cron expression/).waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('input')).some(
        (input) => (input as { value: string }).value === '0 16 * * 5',
      ),
    );
    expect(await reminders.getByLabel('Description').inputValue()).toBe('Every Friday at 16:00');

    const narrowSettings = await signedInPage(admin, 760);
    await narrowSettings.goto(`${demo.portal.baseUrl}/admin/settings`);
    await narrowSettings.getByRole('heading', { name: 'Snapshots' }).waitFor();
    await expectNoSeriousA11yViolations(narrowSettings);
    await saveScreenshot(narrowSettings, 'admin-settings-jobs-760');
  });

  it('keeps users outside senior management and admin out', async () => {
    const page = await signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/performance/resource-utilization`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Resource Utilization' }).count()).toBe(0);
  });
});
