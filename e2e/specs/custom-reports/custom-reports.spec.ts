import { currentIsoWeek } from '@tally/domain/projects/financials';
import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveScreenshot } from '../../fixtures/screenshots.ts';

const finance = 'finance@example.com';
const REPORT = 'Approved by hours';

/** The 'N rows · showing a-b' line's row count. */
async function rowCount(page: Page): Promise<number> {
  const text = (await page.locator('.custom-report__count').textContent()) ?? '';
  return Number(text.split(' ')[0]?.replaceAll(',', ''));
}

describe('custom reports (/finance/reports/custom)', () => {
  const demo = useDemoPortal();

  it('lets finance build a view, save it as a report, load it after a reload and export it as CSV', async () => {
    const page = await demo.signedInPage(finance);
    // Four weeks up to the current one: the demo's timesheets in every status.
    const week = currentIsoWeek(isoDateOf(new Date()));
    const start = isoToCompact(addDays(week.start, -21));
    const url = `${demo.portal.baseUrl}/finance/reports/custom?start=${start}&end=${isoToCompact(week.end)}`;
    await page.goto(url);
    await page.getByRole('heading', { name: 'Custom Reports' }).waitFor();
    await page.getByText(/rows · showing 1-/).waitFor();
    const all = await rowCount(page);
    expect(all).toBeGreaterThan(20);
    // Virtualised: far fewer lines drawn than rows.
    expect(await page.locator('tbody tr').count()).toBeLessThanOrEqual(23);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'custom-reports-1280');

    // Build a view: Email shown, Approved only, most hours first.
    await page.getByRole('button', { name: 'Columns (9/25)' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Columns (10/25)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filter Status' }).click();
    await page.getByLabel('Operator').click();
    await page.locator('.ant-select-item-option[title="Equals"]').click();
    await page.getByLabel('Filter value').fill('approved');
    await page.getByLabel('Filter value').press('Enter');
    await page.getByRole('button', { name: 'Filter Status (active)' }).waitFor();
    await page.waitForFunction((n) => {
      const text = document.querySelector('.custom-report__count')?.textContent ?? '';
      return Number(text.split(' ')[0]?.replaceAll(',', '')) < n;
    }, all);
    const approved = await rowCount(page);
    expect(approved).toBeGreaterThan(0);
    await page.getByTitle(/^Sort by Hours /).click();
    await page.getByTitle(/^Sort by Hours /).click();
    await page.locator('[aria-sort="descending"]').waitFor();

    // Save it as a report.
    await page.getByRole('button', { name: /^Reports/ }).click();
    await page.getByRole('button', { name: 'Save Current View as New' }).click();
    await page.getByLabel('Report name').fill(`  ${REPORT} `);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: `Custom Report: ${REPORT}` }).waitFor();

    // A reload starts from the defaults; loading the report brings the view back.
    await page.reload();
    await page.getByRole('heading', { name: 'Custom Reports' }).waitFor();
    await page.getByText(/rows · showing 1-/).waitFor();
    await page.getByRole('button', { name: /^Reports/ }).click();
    await page.getByText('Approved hours by project').waitFor();
    await page.getByRole('button', { name: `Load Report ${REPORT}` }).click();
    await page.getByRole('heading', { name: `Custom Report: ${REPORT}` }).waitFor();
    await page.getByRole('button', { name: 'Columns (10/25)' }).waitFor();
    // The loaded report's filter and sort are asked from the server again.
    await expect.poll(() => rowCount(page)).toBe(approved);
    await expectNoSeriousA11yViolations(page);

    // Export: the filtered rows, the visible columns in display order.
    // Export streams from the server (issue #12): the menu, opened from the keyboard, offers CSV and XLSX.
    await page.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'CSV' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^TimesheetSnapshot-\d{8}-\d{4}\.csv$/);
    const chunks = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(chunks as Buffer[])
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines[0]).toBe(
      'End Date,Status,Last Name,First Name,Email,Client,Project,Task Date,Hours,Total Cost',
    );
    expect(lines).toHaveLength(approved + 1);
    const body = lines.slice(1).map((line) => line.split(','));
    expect(body.every((cells) => cells[1] === 'Approved')).toBe(true);
    const hours = body.map((cells) => Number(cells[8]));
    expect(hours).toEqual([...hours].sort((a, b) => b - a));

    // The same view as XLSX (its cells are checked with a real parser by the server's tests).
    await page.getByRole('button', { name: 'Export' }).click();
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^TimesheetSnapshot-\d{8}-\d{4}\.xlsx$/);
    const zip = Buffer.concat((await (await xlsx.createReadStream()).toArray()) as Buffer[]);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    // Drag-resize through TanStack Table's handler, double-click to reset (F-049).
    const resizer = page.getByRole('separator', { name: 'Resize Status' });
    await resizer.scrollIntoViewIfNeeded();
    const before = Number(await resizer.getAttribute('aria-valuenow'));
    const box = (await resizer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await resizer.getAttribute('aria-valuenow'))).toBe(before + 80);
    await resizer.dblclick();
    expect(Number(await resizer.getAttribute('aria-valuenow'))).toBe(before);

    const narrow = await demo.signedInPage(finance, 760);
    await narrow.goto(url);
    await narrow.getByText(/rows · showing 1-/).waitFor();
    await expectNoSeriousA11yViolations(narrow);
    await saveScreenshot(narrow, 'custom-reports-760');
  });

  it('pages a year by windows of 200 rows as it scrolls, and groups on the server (issue #12)', async () => {
    const page = await demo.signedInPage(finance);
    const windows: { offset: number; groupPath: string[] }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/graphql')) return;
      const body = request.postDataJSON() as { operationName?: string; variables: (typeof windows)[number] };
      if (body?.operationName === 'SnapshotWindow') windows.push(body.variables);
    });
    const week = currentIsoWeek(isoDateOf(new Date()));
    const start = isoToCompact(addDays(week.end, -364));
    await page.goto(
      `${demo.portal.baseUrl}/finance/reports/custom?start=${start}&end=${isoToCompact(week.end)}`,
    );
    await page.getByText(/rows · showing 1-18$/).waitFor();
    expect(await rowCount(page)).toBeGreaterThan(600);
    expect(windows.map((w) => w.offset)).toEqual([0]);

    // Scrolling to row 401 asks the windows around it, not the rows in between.
    const region = page.getByRole('region', { name: 'Custom report rows' });
    await region.evaluate((element) => {
      element.scrollTop = 40 * 400;
    });
    await page.getByText(/showing 401-418$/).waitFor();
    await expect.poll(() => windows.map((w) => w.offset)).toEqual([0, 200, 400]);
    await expect.poll(() => page.locator('tbody tr[aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('tbody tr').count()).toBeLessThanOrEqual(28);
    await expectNoSeriousA11yViolations(page);

    // Grouped: the group rows and their counts come from the server; a leaf group's rows by its path.
    await region.evaluate((element) => {
      element.scrollTop = 0;
    });
    await page.getByRole('button', { name: 'Group by Status' }).click();
    const approved = page.getByRole('button', { name: /^Status: Approved/ });
    const count = Number(/\((\d+)\)/.exec(await approved.innerText())?.[1]);
    expect(count).toBeGreaterThan(0);
    await approved.click();
    await expect.poll(() => windows.at(-1)?.groupPath).toEqual(['Approved']);
    await expect.poll(() => page.locator('tbody tr[aria-busy="true"]').count()).toBe(0);
    const statuses = page.locator('tbody tr:not(.custom-report__group) td:nth-child(2)');
    await statuses.first().waitFor();
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Approved']));
    await saveScreenshot(page, 'custom-reports-grouped-1280');
  });

  it('keeps users outside finance out', async () => {
    const page = await demo.signedInPage('employee@example.com');
    await page.goto(`${demo.portal.baseUrl}/finance/reports/custom`);
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Custom Reports' }).count()).toBe(0);
  });
});
