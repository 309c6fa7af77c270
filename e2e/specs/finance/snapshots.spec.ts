import { isoWeekOf } from '@tally/domain/hr/hourly-cost';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const finance = 'finance@example.com';
const employee = 'employee@example.com';

/** MM/DD/YYYY of a YYYY-MM-DD date, as the pickers show it. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The rows of a CSV text (C-046 quoting), without the empty line after the last break. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('finance snapshots (/finance/reports/daily-snapshot, /finance/reports/weekly-snapshot)', () => {
  const demo = useDemoPortal();
  const signedInPage = demo.signedInPage;

  it('shows the demo rows, saves an override rule that changes a column, and exports it to CSV', async () => {
    const page = await signedInPage(finance);
    await page.goto(`${demo.portal.baseUrl}/finance/reports/daily-snapshot`);
    await page.getByRole('heading', { name: 'Timesheet Daily Snapshot' }).waitFor();
    const week = isoWeekOf(isoDateOf(new Date()));
    await expect.poll(() => page.getByLabel('Date range').inputValue()).toBe(shown(week.start));
    // The first answer is in (rows or the empty text) before the range changes.
    await page.getByText(/^\d[\d,]* rows$/).waitFor();

    // Four weeks back, Monday to Sunday: mostly approved in the demo company; the URL follows (F-012).
    const start = addDays(week.start, -28);
    const end = addDays(start, 6);
    await page.getByLabel('Date range').click();
    await page.getByLabel('Date range').fill(shown(start));
    await page.getByLabel('Date range').press('Enter');
    await page.getByPlaceholder('End date').fill(shown(end));
    await page.getByPlaceholder('End date').press('Enter');
    await page.waitForURL((url) => url.pathname === `/finance/reports/daily-snapshot/${isoToCompact(end)}`);
    const grid = page.getByRole('region', { name: 'Timesheet Daily Snapshot rows' });
    await grid.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByText(/^\d[\d,]* rows$/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'finance-daily-snapshot-1280');

    // A rule: Approved rows get department 'Audited <status>' (a token, C-055).
    await page.getByRole('button', { name: /Manage Overrides/ }).click();
    const modal = page.locator('.overrides-modal');
    await modal.getByText('Field Overrides').waitFor();
    await modal.getByRole('button', { name: /Add$/ }).click();
    const editor = page.locator('.ant-modal').filter({ hasText: 'Add Rule' });
    const save = editor.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await editor.getByLabel('Condition 1 field').fill('status');
    await editor.getByLabel('Condition 1 field').press('Enter');
    await editor.getByLabel('Condition 1 value').fill('Approved');
    await editor.getByLabel('Override 1 field').fill('department');
    await editor.getByLabel('Override 1 field').press('Enter');
    await editor.getByLabel('Override 1 value').fill('Audited <status>');
    await expectNoSeriousA11yViolations(page);
    await save.click();
    await modal.getByText('status = Approved').waitFor();
    await modal.getByText('(unsaved changes)').waitFor();
    await saveScreenshot(page, 'finance-snapshot-overrides-1280');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await modal.getByText('(unsaved changes)').waitFor({ state: 'detached' });
    await modal.getByRole('button', { name: 'Close' }).click();
    await grid.getByText('Audited Approved').first().waitFor();

    // Saved in the user's settings: a reload applies it again.
    await page.reload();
    await grid.getByText('Audited Approved').first().waitFor();

    // Export streams from the server (issue #12): the menu offers CSV and XLSX.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    const endLabel = `${end.slice(5, 7)}-${end.slice(8, 10)}-${end.slice(0, 4)}`;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^TimesheetSnapshot-WeekEnding\\(${endLabel}\\)-ExportedOn\\(\\d{8}-\\d{4}\\)\\.csv$`),
    );
    const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'endDate',
      'status',
      'lastName',
      'firstName',
      'Payroll ID',
      'department',
      'email',
      'clientName',
      'project',
      'projectCode',
      'milestone',
      'deliverable',
      'taskdate',
      'hours',
      'role',
      'rate',
      'name',
      'totalCost',
      'supervisor',
      'approvers',
      'approvedOn',
      'comment',
      'classification',
    ]);
    const count = Number((await page.getByText(/^\d[\d,]* rows$/).innerText()).replace(/\D/g, ''));
    expect(rows).toHaveLength(count);
    const approved = rows.filter((row) => row[1] === 'Approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveLength(23);
      expect(row[5] === 'Audited Approved').toBe(row[1] === 'Approved');
      // Task dates inside the range (C-056), exported MM-DD-YYYY (F-020).
      const [m, d, y] = row[12]!.split('-');
      const iso = `${y}-${m}-${d}`;
      expect(iso >= start && iso <= end).toBe(true);
    }
    // Approved rows carry their money as 2-decimal numbers.
    expect(approved.every((row) => /^\d+\.\d{2}$/.test(row[17]!))).toBe(true);

    const narrow = await signedInPage(finance, 760);
    await narrow.goto(`${demo.portal.baseUrl}/finance/reports/daily-snapshot/${isoToCompact(end)}`);
    await narrow
      .getByRole('region', { name: 'Timesheet Daily Snapshot rows' })
      .getByText('Audited Approved')
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'finance-daily-snapshot-760');
  });

  it('opens the weekly snapshot on the previous week, per week, with its totals and the time-off option', async () => {
    const page = await signedInPage(finance);
    await page.goto(`${demo.portal.baseUrl}/finance/reports/weekly-snapshot`);
    await page.getByRole('heading', { name: 'Timesheet Snapshot' }).waitFor();
    const week = isoWeekOf(isoDateOf(new Date()));
    await expect.poll(() => page.getByLabel('Date range').inputValue()).toBe(shown(addDays(week.start, -7)));
    const count = page.locator('.snapshot__count');
    await expect
      .poll(() => count.innerText())
      .toMatch(/^\d[\d,]* rows · Total hours: [\d.]+ · Total cost: \$/);
    await page.getByRole('button', { name: /Manage Overrides/ }).waitFor();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers).not.toContain('taskdate');
    expect(headers).not.toContain('comment');
    expect(headers[0]).toBe('endDate');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'finance-weekly-snapshot-1280');

    // Leaving time off out asks the server again; the rows never grow.
    const rowsOf = async () => Number((await count.innerText()).split(' ')[0]?.replaceAll(',', ''));
    const withTimeOff = await rowsOf();
    await page.getByRole('checkbox', { name: 'Include time off' }).uncheck();
    await expect.poll(rowsOf).toBeLessThanOrEqual(withTimeOff);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^TimesheetSnapshot-WeekEnding\(.+\)\.csv$/);
    const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
    const [header, ...rows] = parseCsv(Buffer.concat(chunks).toString('utf8').slice(1));
    expect(header).toEqual(headers);
    expect(rows).toHaveLength(await rowsOf());
  });

  it('keeps users outside finance out', async () => {
    const page = await signedInPage(employee);
    await page.goto(`${demo.portal.baseUrl}/finance/reports/daily-snapshot`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Timesheet Daily Snapshot' }).count()).toBe(0);
  });
});
