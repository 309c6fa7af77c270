import { isoWeekOf } from '@tally/domain/hr/hourly-cost';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const hr = 'hr@example.com';
const employee = 'employee@example.com';

/** MM/DD/YYYY of a YYYY-MM-DD date, as the pickers show it. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('human resources', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  async function typeDate(input: ReturnType<Page['getByLabel']>, value: string) {
    await input.fill(value);
    await input.press('Enter');
  }

  it('lets HR add, edit, validate and delete hourly-cost records (/human-resources/employee-cost)', async () => {
    const page = await signedInPage(hr);
    await page.goto(`${demo.portal.baseUrl}/human-resources`);
    await page.waitForURL((url) => url.pathname === '/human-resources/employee-cost');
    await page.getByRole('heading', { name: 'User Hourly Cost' }).waitFor();
    await page.getByLabel('Search by first or last name').fill('Emily Carter');
    await page.getByText('employee@example.com').waitFor();
    await expectNoSeriousA11yViolations(page);

    const blank = page.getByRole('form', { name: /: new record$/ });
    expect(await blank.count()).toBe(1);
    const name = (await blank.getAttribute('aria-label'))!.replace(': new record', '');
    const saved = page.getByRole('form', { name: `${name}: record from 01/05/2099` });
    expect(await page.getByRole('form', { name: new RegExp(`^${name}: record from`) }).count()).toBe(1);

    // Client rules with the spec's words, then a good record.
    await blank
      .getByRole('button', { name: 'Save' })
      .count()
      .then((count) => expect(count).toBe(0));
    await blank.getByLabel('Hourly Cost').fill('-4');
    await blank.getByLabel('Hourly Cost').blur();
    await blank.getByText('Provide a positive value').waitFor();
    await blank.getByLabel('Hourly Cost').fill('');
    await blank.getByLabel('Hourly Cost').blur();
    await blank.getByText('Hourly rate is required').waitFor();
    await blank.getByLabel('Hourly Cost').fill('1234.5');
    await blank.getByLabel('Hourly Cost').blur();
    expect(await blank.getByLabel('Hourly Cost').inputValue()).toBe('$ 1,234.50');
    await blank.getByRole('button', { name: 'Save' }).click();
    await blank.getByText('Start date is required').waitFor();
    await typeDate(blank.getByLabel('Start Date'), '01/05/2099');
    await typeDate(blank.getByLabel('End Date'), '01/01/2099');
    await blank.getByText('End date needs to be after the start date').waitFor();
    await typeDate(blank.getByLabel('End Date'), '12/31/2099');
    await blank.getByRole('button', { name: 'Save' }).click();
    await saved.waitFor();
    expect(await saved.getByLabel('Hourly Cost').inputValue()).toBe('$ 1,234.50');
    expect(await saved.getByLabel('End Date').inputValue()).toBe('12/31/2099');
    expect(await blank.getByLabel('Hourly Cost').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'hr-employee-cost-1280');

    // Edit: Cancel and Save appear once changed; a reload shows what was saved.
    await saved.getByLabel('Hourly Cost').fill('99');
    await saved.getByRole('button', { name: 'Cancel' }).waitFor();
    await saved.getByRole('button', { name: 'Save' }).click();
    await saved.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByLabel('Search by first or last name').fill('Emily Carter');
    await saved.waitFor();
    expect(await saved.getByLabel('Hourly Cost').inputValue()).toBe('$ 99.00');

    // Delete after the confirmation.
    await saved.getByRole('button', { name: 'Delete record' }).click();
    await page.getByText('Are you sure you want to delete this record?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await saved.waitFor({ state: 'detached' });

    const narrow = await signedInPage(hr, 760);
    await narrow.goto(`${demo.portal.baseUrl}/human-resources/employee-cost`);
    await narrow.getByText('employee@example.com').waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'hr-employee-cost-760');
  });

  it('opens Employee Rollups by Task from the reports index and reports approved hours (H.2, H.4)', async () => {
    const page = await signedInPage(hr);
    await page.goto(`${demo.portal.baseUrl}/human-resources/reports`);
    await page.getByRole('heading', { name: 'Delinquency Report' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'hr-reports-1280');
    await page.getByRole('link', { name: /Employee Task Rollups/ }).click();
    await page.getByRole('heading', { name: 'Employee Rollups by Task' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/human-resources/reports/user-task-totals');

    // The current ISO week by default: the demo's current week is not approved yet.
    const week = isoWeekOf(isoDateOf(new Date()));
    expect(await page.getByLabel('Date range').inputValue()).toBe(shown(week.start));
    await page.getByText('No data for given date range').waitFor();

    // Four weeks back, Monday to Sunday: mostly approved in the demo company.
    const start = addDays(week.start, -28);
    const end = addDays(start, 6);
    await page.getByLabel('Date range').click();
    await page.getByLabel('Date range').fill(shown(start));
    await page.getByLabel('Date range').press('Enter');
    await page.getByPlaceholder('End date').fill(shown(end));
    await page.getByPlaceholder('End date').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === `/human-resources/reports/user-task-totals/${isoToCompact(end)}`,
    );
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'hr-rollups-1280');

    // The project filter narrows the rows to one project, and clears.
    await page.getByLabel('Project').click();
    const option = page.locator('.ant-select-item-option').first();
    const project = (await option.getAttribute('title'))!;
    await option.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length < n,
      count,
    );
    const projects = await rows.locator('td:nth-child(2)').allTextContents();
    expect(new Set(projects)).toEqual(new Set([project]));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^EmployeeRollupsByTask-WeekEnding\(\d\d-\d\d-\d{4}\)-ExportedOn\(/,
    );
    const text = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(text as Buffer[])
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Project,Deliverable,Milestone,Hours');
    expect(lines.length - 1).toBe(projects.length);

    const narrow = await signedInPage(hr, 760);
    await narrow.goto(`${demo.portal.baseUrl}/human-resources/reports/user-task-totals/${isoToCompact(end)}`);
    await narrow.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'hr-rollups-760');
  });

  it('keeps users outside human-resources out', async () => {
    const page = await signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/human-resources/employee-cost`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'User Hourly Cost' }).count()).toBe(0);
  });
});
