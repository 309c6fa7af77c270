import { isoDateOf } from '@tally/domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const hr = 'hr@example.com';
const employee = 'employee@example.com';
const finance = 'finance@example.com';

const today = isoDateOf(new Date());
const year = today.slice(0, 4);
/** MM/DD/YYYY, as the pickers and tables show a date. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('time off and the HR reports', () => {
  const demo = useDemoPortal();
  let remainingBefore = 0;

  it('lets HR add a TAKEN transaction for the employee and see the balance drop (H-015, H-016)', async () => {
    const page = await demo.signedInPage(hr);
    await page.goto(`${demo.portal.baseUrl}/human-resources`);
    await page.getByRole('link', { name: 'Time-off Balances' }).click();
    await page.waitForURL((url) => url.pathname === '/human-resources/time-off-balances');
    await page.getByRole('heading', { name: 'Time-off Balances' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: employee });
    await row.waitFor();
    const pto = row.locator('.hr-timeoff__balances li').filter({ hasText: 'PTO' }).locator('strong');
    remainingBefore = Number(await pto.textContent());
    expect(remainingBefore).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /^Show the time off of / }).click();
    const form = page.getByRole('form', { name: /^Add Transaction for / });
    await form.waitFor();
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await form.getByText('Select a time-off type').waitFor();

    await form.getByLabel('Time-off type').click();
    await page.locator('.ant-select-item-option[title="PTO"]').click();
    await form.getByLabel('Transaction type').click();
    await page.locator('.ant-select-item-option[title="TAKEN"]').click();
    await form.getByLabel('Date').fill(shown(today));
    await form.getByLabel('Date').press('Tab');
    await form.getByLabel('Hours').fill('1.1');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await form.getByText('Hours must be in steps of 0.25').waitFor();
    await form.getByLabel('Hours').fill('8');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByText('Transaction added').waitFor();
    await pto.filter({ hasText: (remainingBefore - 8).toFixed(2) }).waitFor();
    await saveScreenshot(page, 'hr-time-off-balances-1280');

    const narrow = await demo.signedInPage(hr, 760);
    await narrow.goto(`${demo.portal.baseUrl}/human-resources/time-off-balances`);
    await narrow.getByText(employee).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'hr-time-off-balances-760');
  });

  it('shows the employee the new balance and transaction on their profile, without adding (U-007..U-012)', async () => {
    const page = await demo.signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/user/profile`);
    await page.getByText('Supervisor', { exact: true }).first().waitFor();
    const balances = page.getByRole('table', { name: `Time-off balances for ${year}` });
    await balances
      .getByRole('row')
      .filter({ hasText: 'PTO' })
      .filter({ hasText: (remainingBefore - 8).toFixed(2) })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add Transaction' }).count()).toBe(0);
    await page.getByText('Transactions', { exact: true }).click();
    const transactions = page.getByRole('table', { name: `Time-off transactions for ${year}` });
    await transactions
      .getByRole('row')
      .filter({ hasText: shown(today) })
      .filter({ hasText: 'TAKEN' })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'profile-time-off-1280');
  });

  it('shows late and missing timesheets, and the active users (H-012..H-014)', async () => {
    const page = await demo.signedInPage(hr);
    await page.goto(`${demo.portal.baseUrl}/human-resources/reports`);
    await page.getByRole('link', { name: /Delinquency Report/ }).click();
    await page.getByRole('heading', { name: 'Delinquency Report' }).waitFor();
    const table = page.getByRole('table', { name: 'Late and missing timesheets' });
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'hr-delinquency-1280');

    await page.goto(`${demo.portal.baseUrl}/human-resources/reports`);
    await page.getByRole('link', { name: /All Active Users/ }).click();
    await page.getByRole('heading', { name: 'All Active Users' }).waitFor();
    await page.getByRole('table', { name: 'Active users' }).getByText(employee).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'hr-all-users-1280');

    const narrow = await demo.signedInPage(hr, 760);
    await narrow.goto(`${demo.portal.baseUrl}/human-resources/reports/delinquency`);
    await narrow
      .getByRole('table', { name: 'Late and missing timesheets' })
      .locator('tbody tr.ant-table-row')
      .first()
      .waitFor();
    await saveScreenshot(narrow, 'hr-delinquency-760');
  });

  it('gives finance the time-off report per user and type (F-028)', async () => {
    const page = await demo.signedInPage(finance);
    await page.goto(`${demo.portal.baseUrl}/finance/reports/timeoff`);
    await page.getByRole('heading', { name: 'Time Off Report' }).waitFor();
    const table = page.getByRole('table', { name: 'Time off per user and type' });
    await table.getByText(employee).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'finance-time-off-1280');
  });
});
