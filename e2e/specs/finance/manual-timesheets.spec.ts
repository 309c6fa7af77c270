import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { useDemoPortal } from '../../fixtures/demo-portal-session.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { TimesheetPage, weekDayLabels, weekEndAfter } from '../../pages/timesheet-page.ts';

const finance = 'finance@example.com';
// The demo gives employee@ sheets up to the current week: next week has none and may still be submitted.
const weekEnd = weekEndAfter(new Date(), 1);
const currentWeekEnd = weekEndAfter(new Date(), 0);
const days = weekDayLabels(weekEnd);
const task = 'Administration';

/**
 * 'Add Timesheet for Other Users' (F-075..F-082): finance picks employee@, creates their next week, types
 * hours, submits without the regular approval process (Approved at once) and recalls it.
 */
describe('finance: add timesheet for other users', () => {
  const demo = useDemoPortal();
  let page: Page | undefined;

  afterEach(async ({ task: test }) => {
    if (page && test.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-finance-manual-${test.name.replace(/\W+/g, '-')}`);
  });

  async function checkA11y(sheet: TimesheetPage): Promise<void> {
    await sheet.settle();
    await expectNoSeriousA11yViolations(sheet.page);
  }

  it('enters, approves without e-mails and recalls a week of employee@example.com', async () => {
    page = await demo.signedInPage(finance);
    const baseUrl = demo.portal.baseUrl;
    const sheet = new TimesheetPage(page, baseUrl);
    // The three-column task picker is the viewer's setting useNewTaskSelector (off in the demo).
    await page.goto(`${baseUrl}/finance`);
    const me = await graphql<{ me: { _id: string } }>(page, '{ me { _id } }');
    await graphql(
      page,
      'mutation ($id: ID!) { updateUserSettings(id: $id, input: { useNewTaskSelector: true }) { _id } }',
      {
        id: me.me._id,
      },
    );

    // The menu entry leads to the screen.
    await page.getByRole('link', { name: 'Add Timesheet for Other Users' }).click();
    await page.waitForURL(`${baseUrl}/finance/manualTimesheets`);
    await page.getByRole('heading', { level: 1, name: 'Add Timesheet for Other Users' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Include Inactive Users' }).isChecked()).toBe(false);
    await checkA11y(sheet);

    // The searchable select: type, pick 'first last - email'; the URL takes the user and the current week.
    const select = page.getByRole('combobox', { name: 'User' });
    await select.click();
    await select.fill('employee@example.com');
    await page.getByTitle(/ - employee@example\.com$/).waitFor();
    await select.press('Enter');
    await page.waitForURL(new RegExp(`/finance/manualTimesheets/[0-9a-f-]{36}/${currentWeekEnd}$`));
    const userId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('heading', { level: 2, name: 'Weekly Timesheet' }).waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForURL(`${baseUrl}/finance/manualTimesheets/${userId}/${weekEnd}`);

    // Create on the user's behalf, add a line, type a week of hours.
    await sheet.createButton.click();
    await sheet.waitForStatus('Not Submitted');
    await sheet.addTaskFromPicker(/Internal Operations/, 'Overhead', task);
    for (const day of days.slice(0, 5)) {
      await sheet.hoursCell(task, day).click();
      await page.keyboard.type('8');
      await page.keyboard.press('Tab');
    }
    await sheet.waitForWeekTotal(40);
    await checkA11y(sheet);
    await saveScreenshot(page, 'finance-manual-week-1280');

    // Submit without the regular approval process: Approved at once, read-only.
    await sheet.submitButton.click();
    const dialog = page.getByRole('dialog', { name: /^Submit timesheet for / });
    await dialog.getByRole('radio', { name: 'Approve now, without e-mails' }).check();
    await checkA11y(sheet);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await sheet.waitForStatus('Approved');
    expect(await sheet.hoursInputs.count()).toBe(0);

    // The server agrees: Approved, the timeline names the finance user.
    const approved = await graphql<{
      timesheet: { status: string; timeline: { type: string; createdBy: string | null }[] };
    }>(
      page,
      'query ($endDate: String, $user: ID) { timesheet(endDate: $endDate, user: $user) { status timeline { type createdBy } } }',
      {
        endDate: weekEnd,
        user: userId,
      },
    );
    expect(approved.timesheet.status).toBe('Approved');
    expect(approved.timesheet.timeline.at(-1)?.type).toBe('Approved');
    expect(approved.timesheet.timeline.at(-1)?.createdBy).toMatch(/\S/);

    // Finance may recall an approved sheet here (F-081).
    await sheet.recallButton.click();
    await sheet.waitForStatus('Not Submitted');
    await sheet.hoursCell(task, days[0]!).waitFor();
    await checkA11y(sheet);

    await page.setViewportSize({ width: 760, height: 900 });
    await sheet.hoursCell(task, days[0]!).waitFor();
    await saveScreenshot(page, 'finance-manual-week-760');
    await checkA11y(sheet);
  });
});

/** A GraphQL call with the page's session (the CSRF header as the web app sends it). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(new URL('/api/graphql', page.url()).href, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}
