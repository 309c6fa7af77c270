import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { MyTimesheetsPage } from '../../pages/my-timesheets-page.ts';
import { displayDate, TimesheetPage, weekDayLabels, weekEndAfter } from '../../pages/timesheet-page.ts';

const employee = 'employee@example.com';
// The demo gives employee@ sheets up to the current week: next week has none and may still be submitted.
const weekEnd = weekEndAfter(new Date(), 1);
const [mon, tue, wed, thu, fri, sat, sun] = weekDayLabels(weekEnd) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const project = /Internal Operations/;
const category = 'Overhead';
const first = 'Administration';
const second = 'Training';
const stepError = 'Hours must be in steps of 0.25';
const overMaximum =
  'Total logged hours cannot be more than 80 in a week. Please contact your manager if you need to submit more than 80 hours';

async function graphqlAs<T>(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
  });
  return response.json();
}

describe('weekly timesheet: from an empty week to submission, with the keyboard', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sheet: TimesheetPage;
  let timesheetId = '';

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await signInThroughApi(context, portal.baseUrl, employee);
    // The three-column task picker is the user's setting useNewTaskSelector (off in the demo).
    const me = await graphqlAs<{ me: { _id: string } }>(context.request, portal.baseUrl, '{ me { _id } }');
    const settings = await graphqlAs(
      context.request,
      portal.baseUrl,
      'mutation ($id: ID!) { updateUserSettings(id: $id, input: { useNewTaskSelector: true }) { _id } }',
      { id: me.data?.me._id },
    );
    if (settings.errors) throw new Error(`updateUserSettings: ${JSON.stringify(settings.errors)}`);
    page = await context.newPage();
    sheet = new TimesheetPage(page, portal.baseUrl);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-timesheets-${task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('lists the weeks with a Current Week card and next week without a sheet (L-001..L-008)', async () => {
    await page.goto(`${portal.baseUrl}/user/timesheets`);
    const list = new MyTimesheetsPage(page);
    await list.waitUntilLoaded();
    const nextWeek = page.locator('.week-card').filter({
      has: page.getByRole('link', { name: `Week ending ${displayDate(weekEnd)}` }),
    });
    await nextWeek.getByText('No timesheet exists for this week').waitFor();
    await page.locator('.week-card .ant-tag').first().waitFor();
    await checkA11y();

    await nextWeek.getByRole('link', { name: `Week ending ${displayDate(weekEnd)}` }).click();
    await page.waitForURL(`${portal.baseUrl}/user/timesheets/${weekEnd}`);
    await page.getByText('You have not yet created a timesheet for this period.').waitFor();
    await page.getByText('No timesheet found for this week').waitFor();
    await checkA11y();
  });

  it('creates the sheet and adds two lines from the task picker (T-007, T-047)', async () => {
    await sheet.goto(weekEnd);
    await sheet.createButton.click();
    await sheet.waitForStatus('Not Submitted');
    await page.getByText('Your tasks for this timesheet will appear here.').waitFor();

    await sheet.addTaskButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await dialog.getByRole('heading', { name: 'Project' }).waitFor();
    await dialog.getByRole('heading', { name: 'Category' }).waitFor();
    await dialog.getByRole('heading', { name: 'Task' }).waitFor();
    await dialog.getByText('Select a category to see deliverables').waitFor();
    await checkA11y();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await sheet.addTaskFromPicker(project, category, first);
    await sheet.addTaskFromPicker(project, category, second);
    await sheet.hoursCell(first, mon).waitFor();
    await sheet.hoursCell(second, sun).waitFor();
    const created = await graphqlAs<{ timesheet: { _id: string } }>(
      context.request,
      portal.baseUrl,
      'query ($endDate: String) { timesheet(endDate: $endDate) { _id } }',
      { endDate: weekEnd },
    );
    timesheetId = created.data?.timesheet._id ?? '';
    expect(timesheetId).not.toBe('');
    await checkA11y();
  });

  it('types a week of hours with the keyboard: Tab and arrows move, Enter saves and moves down, Escape reverts (T-026..T-033)', async () => {
    await sheet.hoursCell(first, mon).click();
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await expectFocused(sheet.hoursCell(first, tue));
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8');
    await page.keyboard.press('ArrowRight');
    await expectFocused(sheet.hoursCell(first, thu));
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await expectFocused(sheet.hoursCell(second, thu));
    await sheet.waitForWeekTotal(32);

    // A value off the quarter-hour step is refused and keeps the focus; Escape puts the saved value back.
    await page.keyboard.type('0.3');
    await page.keyboard.press('Enter');
    await page.getByText(stepError).first().waitFor();
    await expectFocused(sheet.hoursCell(second, thu));
    expect(await sheet.hoursCell(second, thu).getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await sheet.hoursCell(second, thu).and(page.locator('[aria-invalid="false"]')).waitFor();
    await nextFrames();
    expect(await sheet.hoursCell(second, thu).inputValue()).toBe('');

    await page.keyboard.type('1.5');
    await page.keyboard.press('ArrowRight');
    await expectFocused(sheet.hoursCell(second, fri));
    await sheet.waitForWeekTotal(33.5);

    // Negative input is ignored: the cell keeps its (empty) value and nothing is saved.
    await page.keyboard.type('-2');
    await page.keyboard.press('Tab');
    expect(await sheet.hoursCell(second, fri).inputValue()).toBe('');

    // Typing replaces the selected value; Escape drops an unsaved edit.
    await sheet.hoursCell(first, mon).click();
    await page.keyboard.type('7.5');
    await page.keyboard.press('Enter');
    await expectFocused(sheet.hoursCell(second, mon));
    await page.keyboard.type('4');
    await page.keyboard.press('Escape');
    expect(await sheet.hoursCell(second, mon).inputValue()).toBe('');
    await nextFrames();
    await page.keyboard.press('ArrowUp');
    await expectFocused(sheet.hoursCell(first, mon));
    await sheet.waitForWeekTotal(33);

    expect(await sheet.dailyTotalValues()).toEqual([7.5, 8, 8, 9.5, 0, 0, 0]);
    expect(await sheet.gridWeekTotal.textContent()).toBe('33');
    expect(await sheet.dailyTotals.nth(3).getAttribute('class')).toContain('tally-total-orange');

    await page.reload();
    await sheet.waitForWeekTotal(33);
    const saved = await Promise.all(
      [mon, tue, wed, thu, fri].map((day) => sheet.hoursCell(first, day).inputValue()),
    );
    expect(saved).toEqual(['7.5', '8', '8', '8', '']);
    expect(await sheet.hoursCell(second, thu).inputValue()).toBe('1.5');
    expect(await sheet.hoursCell(second, fri).inputValue()).toBe('');
    expect(await sheet.hoursCell(second, mon).inputValue()).toBe('');
    expect(await sheet.dailyTotalValues()).toEqual([7.5, 8, 8, 9.5, 0, 0, 0]);
    await checkA11y();
  });

  it("refuses a week over 80 hours with the spec's words, in the page and on the server (T-078)", async () => {
    await sheet.hoursCell(second, sat).click();
    await page.keyboard.type('24');
    await page.keyboard.press('Tab');
    await page.keyboard.type('24');
    await page.keyboard.press('Tab');
    await sheet.waitForWeekTotal(81);
    await page.locator('.week-banners').getByText('more than 40 hours in a week').waitFor();
    expect(await sheet.refusalReason(sheet.submitButton)).toBe(overMaximum);

    const refused = await graphqlAs(
      context.request,
      portal.baseUrl,
      'mutation ($id: ID!) { submitTimesheet(timesheetId: $id) { status } }',
      { id: timesheetId },
    );
    expect(refused.errors?.[0]?.message).toBe(overMaximum);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await checkA11y();

    // 0 removes a day's entry, so does emptying the cell.
    await sheet.hoursCell(second, sat).click();
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await sheet.waitForWeekTotal(33);
    expect(await sheet.refusalReason(sheet.submitButton)).toBeNull();
  });

  it('shows the Blocks view with its 8-hour line and edits a day with the keyboard (T-012)', async () => {
    await sheet.view('Blocks').click();
    const monday = sheet.blocksDay(mon);
    await monday.locator('.tally-eight-hours').waitFor();
    await monday.getByRole('button', { name: new RegExp(`${first}: 7.5 h on ${mon}`) }).waitFor();
    await sheet
      .blocksDay(thu)
      .getByRole('button', { name: new RegExp(`${second}: 1.5 h on ${thu}`) })
      .waitFor();
    await page.getByText('Weekly total: 33 h').waitFor();
    await checkA11y();

    // The day editor with the keyboard: Enter on a day's button, type, Enter saves and moves down, Escape closes.
    await sheet
      .blocksDay(fri)
      .getByRole('button', { name: `Enter hours for ${fri}` })
      .focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: `Hours for ${fri}` });
    await expectFocused(editor.getByRole('textbox', { name: new RegExp(` · ${first} on ${fri}$`) }));
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expectFocused(sheet.hoursCell(second, fri));
    await checkA11y();
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await sheet
      .blocksDay(fri)
      .getByRole('button', { name: new RegExp(`${first}: 1 h on ${fri}`) })
      .waitFor();
    await page.getByText('Weekly total: 34 h').waitFor();
    await sheet.view('Grid').click();
    await sheet.hoursCell(first, mon).waitFor();
    expect(await sheet.hoursCell(first, fri).inputValue()).toBe('1');
  });

  it('submits with the confirmation and the under-35 warning, is read-only while pending, then recalls (T-074..T-085)', async () => {
    await sheet.submitButton.click();
    await sheet.submitDialog.getByText('Submit timesheet for approval?').waitFor();
    await sheet.submitDialog.getByText('Warning : Timesheet has less than 35 hours').waitFor();
    // Issue #14: the dialog opens on its primary action; after submitting, focus lands on Recall.
    const confirm = sheet.submitDialog.getByRole('button', { name: 'Submit', exact: true });
    await expectFocused(confirm);
    await checkA11y();
    await page.keyboard.press('Enter');

    await sheet.waitForStatus('Submitted-Pending');
    await expectFocused(sheet.recallButton);
    await sheet.readOnlyHours(first, mon).filter({ hasText: '7.5' }).waitFor();
    expect(await sheet.hoursInputs.count()).toBe(0);
    expect(await sheet.addTaskButton.count()).toBe(0);
    await checkA11y();

    await sheet.recallButton.click();
    await sheet.waitForStatus('Not Submitted');
    await sheet.hoursCell(first, mon).waitFor();
    expect(await sheet.hoursCell(first, mon).inputValue()).toBe('7.5');
  });

  it('attaches a file in the Attachments tab (timesheet-attachments is on in the demo, T-062..T-066)', async () => {
    await page.getByRole('tab', { name: 'Attachments' }).waitFor();
    await page.getByText('No Attachments').waitFor();
    await page.locator('input[type="file"][aria-label="Upload attachment"]').setInputFiles({
      name: 'client-timesheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% Tally e2e\n'),
    });
    await page.getByText('Updated Successfully').first().waitFor();
    await page.getByRole('list', { name: 'Attachments' }).getByRole('link').first().waitFor();
    await checkA11y();
  });

  it('fits 1280, 760 and 390 px without sideways scrolling: list, week (day by day on a phone), report', async () => {
    for (const width of [1280, 760, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${portal.baseUrl}/user/timesheets`);
      await new MyTimesheetsPage(page).waitUntilLoaded();
      await saveScreenshot(page, `timesheets-list-${width}`);
      await checkA11y();
      await sheet.goto(weekEnd);
      await sheet.hoursCell(first, mon).waitFor();
      await saveScreenshot(page, `timesheets-week-grid-${width}`);
      expect(await sideways(), `week at ${width}`).toBe(false);
      await checkA11y();
      if (width === 390) {
        // One day at a time: the day tabs carry each day's total; Tue shows Tuesday's cells.
        await page.getByRole('tab', { name: new RegExp(`^${tue.split(' ')[0]}`) }).click();
        await sheet.hoursCell(first, tue).waitFor();
        expect(await sheet.hoursCell(first, mon).count()).toBe(0);
        const box = await sheet.hoursCell(first, tue).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await page.goto(`${portal.baseUrl}/reports/timesheets/${timesheetId}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await saveScreenshot(page, `timesheets-report-${width}`);
      expect(await sideways(), `report at ${width}`).toBe(false);
    }
  }, 180_000);

  /** True when the page scrolls sideways (something is wider than the window). */
  async function sideways(): Promise<boolean> {
    return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }

  /** axe on the page once its dialogs have finished fading in or out. */
  async function checkA11y(): Promise<void> {
    await sheet.settle();
    await expectNoSeriousA11yViolations(page);
  }

  /** Escape re-selects its cell in the next animation frame (select() also focuses): let that run first. */
  async function nextFrames(): Promise<void> {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }

  async function expectFocused(locator: Locator): Promise<void> {
    await locator.and(page.locator(':focus')).waitFor();
  }
});
