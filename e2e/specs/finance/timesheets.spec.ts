import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';
import { weekEndAfter } from '../../pages/timesheet-page.ts';

const finance = 'finance@example.com';
const employee = 'employee@example.com';
const employeeName = 'Emily Carter';
// The demo's weeks end on Sunday: the list opens on last week, where employee@'s sheet is Submitted-Pending.
const lastWeekEnd = weekEndAfter(new Date(), -1);
const thisWeekEnd = weekEndAfter(new Date(), 0);
const minusSix = (compact: string) => {
  const end = Date.UTC(
    Number(compact.slice(0, 4)),
    Number(compact.slice(4, 6)) - 1,
    Number(compact.slice(6)),
  );
  return new Date(end - 6 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
};

describe('finance timesheets list (/finance/timesheets)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('opens on last week’s Submitted-Pending sheets, searches, survives a reload and shows attachments', async () => {
    // employee@ attaches a receipt to this week's (Not Submitted) sheet, through the API.
    const employeePage = await signedInPage(employee);
    const api = async (query: string, variables: Record<string, unknown>) => {
      const response = await employeePage.context().request.post(`${demo.portal.baseUrl}/api/graphql`, {
        headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
        data: { query, variables },
      });
      const body = (await response.json()) as {
        data?: Record<string, { _id: string } | null>;
        errors?: unknown;
      };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data ?? {};
    };
    const current = await api('query($endDate: String) { timesheet(endDate: $endDate) { _id } }', {
      endDate: thisWeekEnd,
    });
    const sheetId = current.timesheet?._id;
    expect(sheetId).toBeTruthy();
    await api(
      'mutation($id: ID!, $url: String!) { timesheetAttachment(timeSheetId: $id, url: $url, description: "Hotel receipt") { _id } }',
      { id: sheetId, url: 'https://files.example.com/hotel-receipt.pdf' },
    );

    const page = await signedInPage(finance);
    await page.goto(`${demo.portal.baseUrl}/finance`);
    await page.waitForURL((url) => url.pathname === '/finance/timesheets' && url.searchParams.has('start'));
    const url = new URL(page.url());
    expect(url.searchParams.get('end')).toBe(lastWeekEnd);
    expect(url.searchParams.get('start')).toBe(minusSix(lastWeekEnd));
    await page.getByRole('heading', { level: 1, name: 'Timesheets' }).waitFor();
    const table = page.getByRole('table', { name: 'Timesheets' });
    await table.getByRole('cell', { name: new RegExp(employeeName) }).waitFor();
    const statuses = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(1);
    expect(new Set(statuses)).toEqual(new Set(['Submitted-Pending']));
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'finance-timesheets-1280');

    // The search waits for the typing to stop, then keeps only Emily's sheet (by name, and it is in the URL).
    // The list asks once, for what was typed: no second, unfiltered search after it (issue 14).
    const searched: unknown[] = [];
    page.on('request', (request) => {
      const body = request.url().endsWith('/api/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'FinanceTimesheets') searched.push(body.variables.queryString);
    });
    await page.getByPlaceholder('Search by name, email, project, client, deliverable').fill('emily car');
    await page.waitForURL((next) => new URL(next).searchParams.get('q') === 'emily car');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr.ant-table-row').length === 1);
    await page.waitForTimeout(500);
    expect(searched).toEqual(['emily car']);
    const row = table.locator('tbody tr.ant-table-row');
    expect(await row.innerText()).toContain(employeeName);
    expect(await row.innerText()).toContain(employee);
    const link = row.getByRole('link', { name: 'View Timesheet' });
    expect(await link.getAttribute('href')).toMatch(/^\/reports\/timesheets\/[0-9a-f-]{36}$/);
    // It opens the sheet read-only on the report page, in a new tab.
    const [report] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await report.getByRole('heading', { level: 1, name: 'Timesheet Report' }).waitFor();
    await report.getByText(employeeName).first().waitFor();
    await report.close();

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await table.getByRole('cell', { name: new RegExp(employeeName) }).waitFor();
    expect(await page.getByLabel('Search timesheets').inputValue()).toBe('emily car');
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);

    // This week, every status: Emily's open sheet carries the paperclip; it opens the attachment's link.
    await page.goto(
      `${demo.portal.baseUrl}/finance/timesheets?start=${minusSix(thisWeekEnd)}&end=${thisWeekEnd}&q=${encodeURIComponent(employee)}&status=all`,
    );
    const clip = page.getByRole('button', { name: `Attachments of ${employeeName} (1)` });
    await clip.click();
    const dialog = page.getByRole('dialog');
    const file = dialog.getByRole('link', { name: /Hotel receipt/ });
    await file.waitFor();
    expect(await file.getAttribute('href')).toBe('https://files.example.com/hotel-receipt.pdf');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // A range with nothing in it.
    await page.goto(`${demo.portal.baseUrl}/finance/timesheets?start=20000101&end=20000107`);
    await page.getByText('No timesheets for that range').waitFor();

    const narrow = await signedInPage(finance, 760);
    await narrow.goto(`${demo.portal.baseUrl}/finance/timesheets`);
    await narrow
      .getByRole('table', { name: 'Timesheets' })
      .getByRole('link', { name: 'View Timesheet' })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'finance-timesheets-760');

    // On a phone the list scrolls sideways inside its area (not the page) with the name column kept in
    // place, so each row's View Timesheet is in reach beside its name (issue 14).
    const phone = await signedInPage(finance, 390);
    await phone.goto(`${demo.portal.baseUrl}/finance/timesheets`);
    const phoneLink = phone
      .getByRole('table', { name: 'Timesheets' })
      .getByRole('link', { name: 'View Timesheet' });
    await phoneLink.first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phoneLink.first().scrollIntoViewIfNeeded();
    const linkBox = await phoneLink.first().boundingBox();
    const nameBox = await phone.locator('.finance-timesheets__name').first().boundingBox();
    if (!linkBox || !nameBox) throw new Error('the first row is not laid out');
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(390);
    expect(nameBox.x).toBeGreaterThanOrEqual(0);
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(linkBox.x);
    await saveScreenshot(phone, 'finance-timesheets-390');
  });

  it('keeps users outside finance away from the screen', async () => {
    const page = await signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/finance/timesheets`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Timesheets', exact: true }).count()).toBe(0);
  });
});
