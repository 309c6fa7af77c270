import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { setConfigurations } from '../../fixtures/configurations.ts';
import { type MailCatcher, startMailCatcher } from '../../fixtures/mail-catcher.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { ApprovalsPage } from '../../pages/approvals-page.ts';
import { displayDate, TimesheetPage, weekDayLabels, weekEndAfter } from '../../pages/timesheet-page.ts';

const employee = 'employee@example.com';
const employeeName = 'Emily Carter';
const mainApprover = 'pm@example.com';
const mainApproverName = 'Patricia Meyer';
const backupApprover = 'admin@example.com';
// Approved by admin@, not named on Emily's sheet: a colleague who must not be able to approve it.
const outsider = 'finance@example.com';
// The demo gives employee@ sheets up to the current week: next week has none and may still be submitted.
const weekEnd = weekEndAfter(new Date(), 1);
const [mon, tue] = weekDayLabels(weekEnd) as [string, string];
const project = /Internal Operations/;
const category = 'Overhead';
const task = 'Administration';
const declineComment = 'Please split Tuesday between Administration and Training.';

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphqlAs<T>(
  request: APIRequestContext,
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
  });
  return response.json();
}

describe('timesheet approvals: submit, decline with a comment, resubmit, approve', () => {
  let catcher: MailCatcher;
  let portal: Portal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let employeePage: Page;
  let pmPage: Page;
  let adminPage: Page;
  let sheet: TimesheetPage;
  let timesheetId = '';

  async function signedInPage(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, email);
    return context.newPage();
  }

  beforeAll(async () => {
    catcher = await startMailCatcher();
    [portal, browser] = await Promise.all([
      startPortal({
        env: { SMTP_URL: catcher.url },
        // An SVG logo with only a viewBox (no intrinsic size), served by the test: R-002 must still show it.
        beforeStart: (dataDir) => setConfigurations(dataDir, { 'logo-timesheet-url': '/report-logo.svg' }),
      }),
      launchBrowser(),
    ]);
    employeePage = await signedInPage(employee);
    // The three-column task picker is the user's setting useNewTaskSelector (off in the demo).
    const request = employeePage.context().request;
    const me = await graphqlAs<{ me: { _id: string } }>(request, portal.baseUrl, '{ me { _id } }');
    const settings = await graphqlAs(
      request,
      portal.baseUrl,
      'mutation ($id: ID!) { updateUserSettings(id: $id, input: { useNewTaskSelector: true }) { _id } }',
      { id: me.data?.me._id },
    );
    if (settings.errors) throw new Error(`updateUserSettings: ${JSON.stringify(settings.errors)}`);
    sheet = new TimesheetPage(employeePage, portal.baseUrl);
    pmPage = await signedInPage(mainApprover);
    adminPage = await signedInPage(backupApprover);
  });
  afterEach(async ({ task: test }) => {
    if (test.result?.state !== 'fail') return;
    const name = test.name.replace(/\W+/g, '-');
    for (const [who, page] of [
      ['employee', employeePage],
      ['pm', pmPage],
      ['admin', adminPage],
    ] as const) {
      if (page) await saveFailureScreenshot(page, `failed-approvals-${who}-${name}`);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.stop();
    await catcher?.stop();
  });

  it('the employee creates next week, adds a line with hours and submits', async () => {
    await sheet.goto(weekEnd);
    await sheet.createButton.click();
    await sheet.waitForStatus('Not Submitted');
    await sheet.addTaskFromPicker(project, category, task);
    await sheet.hoursCell(task, mon).click();
    await employeePage.keyboard.type('8');
    await employeePage.keyboard.press('Tab');
    await employeePage.keyboard.type('8');
    await employeePage.keyboard.press('Tab');
    await sheet.waitForWeekTotal(16);
    const created = await graphqlAs<{ timesheet: { _id: string } }>(
      employeePage.context().request,
      portal.baseUrl,
      'query ($endDate: String) { timesheet(endDate: $endDate) { _id } }',
      { endDate: weekEnd },
    );
    timesheetId = created.data?.timesheet._id ?? '';
    expect(timesheetId).not.toBe('');
    await checkA11y(employeePage);

    await submit();
  });

  it('the main approver sees it pending and under My Timesheets; the backup under Other Timesheets', async () => {
    const pm = new ApprovalsPage(pmPage, portal.baseUrl);
    await pm.goto('View by Pending', weekEnd);
    await pm.pendingRow(employeeName, displayDate(weekEnd)).waitFor();
    await pm.approveButton(pm.pendingRow(employeeName, displayDate(weekEnd)), employeeName).waitFor();
    await checkA11y(pmPage);

    await pm.goto('View by Week', weekEnd);
    const mine = pm.cards('My Timesheets').getByRole('listitem').filter({ hasText: employeeName });
    await mine.getByText('Submitted-Pending').waitFor();
    await checkA11y(pmPage);

    const admin = new ApprovalsPage(adminPage, portal.baseUrl);
    await admin.goto('View by Week', weekEnd);
    const others = admin.cards('Other Timesheets').getByRole('listitem').filter({ hasText: employeeName });
    await others.getByText('Submitted-Pending').waitFor();
    expect(
      await admin.cards('My Timesheets').getByRole('listitem').filter({ hasText: employeeName }).count(),
    ).toBe(0);
    await checkA11y(adminPage);
  });

  it("the main approver declines: without a comment the dialog says 'Required', then with one", async () => {
    const pm = new ApprovalsPage(pmPage, portal.baseUrl);
    await pm.goto('View by Pending', weekEnd);
    await pm.declineButton(pm.pendingRow(employeeName, displayDate(weekEnd)), employeeName).click();
    await pm.declineDialog.waitFor();
    await pm.declineDialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await pm.declineDialog.getByRole('alert').filter({ hasText: 'Required' }).waitFor();
    await checkA11y(pmPage);

    await pm.declineDialog.getByRole('textbox', { name: 'Comments' }).fill(declineComment);
    await pm.declineDialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await pm.declineDialog.waitFor({ state: 'hidden' });
    await pm.pendingRow(employeeName, displayDate(weekEnd)).waitFor({ state: 'detached' });
    await checkA11y(pmPage);
  });

  it('the employee gets the mail with the comment, a shaking Activity button and the comment in the drawer', async () => {
    const mail = await vi.waitFor(
      () => {
        const found = catcher.messages.find(
          (message) => message.to.includes(employee) && message.text.includes(declineComment),
        );
        if (!found) throw new Error(`No decline mail to ${employee} yet`);
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(mail.text).toContain(declineComment);

    await sheet.goto(weekEnd);
    await sheet.waitForStatus('Declined');
    const activity = employeePage.getByRole('button', { name: 'Timesheet Activity' });
    await activity.and(employeePage.locator('[data-shaking="true"]')).waitFor();
    expect(await activity.getAttribute('class')).toContain('activity-button--shake');
    await checkA11y(employeePage);

    await activity.click();
    const drawer = employeePage.getByRole('dialog', { name: 'Timesheet Activity' });
    // In the timeline, quoted (the History list below names the same words as a change of comments).
    await drawer.getByText(`“${declineComment}”`, { exact: true }).waitFor();
    await checkA11y(employeePage);
    await employeePage.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await activity.and(employeePage.locator('[data-shaking="false"]')).waitFor();
  });

  it('the employee resubmits and the main approver approves', async () => {
    await sheet.hoursCell(task, tue).click();
    await employeePage.keyboard.type('7');
    await employeePage.keyboard.press('Tab');
    await sheet.waitForWeekTotal(15);
    await submit();

    const pm = new ApprovalsPage(pmPage, portal.baseUrl);
    await pm.goto('View by Pending', weekEnd);
    await pm.approveButton(pm.pendingRow(employeeName, displayDate(weekEnd)), employeeName).click();
    await pm.pendingRow(employeeName, displayDate(weekEnd)).waitFor({ state: 'detached' });
    await checkA11y(pmPage);

    await sheet.goto(weekEnd);
    await sheet.waitForStatus('Approved');
    await checkA11y(employeePage);
  });

  it("the report page shows the logo and 'Timesheet approved by' with the approver's name and time", async () => {
    await pmPage.route('**/report-logo.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="200" height="50"/></svg>',
      }),
    );
    await pmPage.goto(`${portal.baseUrl}/reports/timesheets/${timesheetId}`);
    const logo = pmPage.locator('img.report__logo');
    await logo.waitFor();
    await expect.poll(async () => (await logo.boundingBox())?.height ?? 0).toBe(56);
    expect((await logo.boundingBox())?.width).toBe(224);
    const signOff = pmPage.locator('section').filter({
      has: pmPage.getByRole('heading', { name: 'Timesheet approved by' }),
    });
    const entry = signOff.getByRole('listitem').filter({ hasText: mainApproverName });
    await entry.waitFor();
    expect(await entry.locator('time').getAttribute('datetime')).toBeTruthy();
    await checkA11y(pmPage);
  });

  it("prints the report to one clean Letter page with Chromium's PDF output (R items, print stylesheet)", async () => {
    await pmPage.goto(`${portal.baseUrl}/reports/timesheets/${timesheetId}`);
    await pmPage.getByRole('heading', { name: 'Timesheet approved by' }).waitFor();
    await pmPage.emulateMedia({ media: 'print' });
    try {
      // The screen-only toolbar (filter, print) disappears; the sign-off and signature lines stay.
      expect(await pmPage.locator('.report__toolbar').isVisible()).toBe(false);
      expect(await pmPage.getByRole('heading', { name: 'Timesheet approved by' }).isVisible()).toBe(true);
      const pdf = await pmPage.pdf({ format: 'Letter', preferCSSPageSize: true });
      const raw = pdf.toString('latin1');
      expect(raw.startsWith('%PDF-')).toBe(true);
      const pages = raw.match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages).toHaveLength(1);
    } finally {
      await pmPage.emulateMedia({ media: 'screen' });
    }
  });

  it('nobody else can approve: a colleague gets FORBIDDEN from approveTimesheetLineItems', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    await signInThroughApi(context, portal.baseUrl, outsider);
    const answer = await graphqlAs(
      context.request,
      portal.baseUrl,
      'mutation ($id: ID!) { approveTimesheetLineItems(timesheetId: $id) { _id } }',
      { id: timesheetId },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  async function submit(): Promise<void> {
    await sheet.submitButton.click();
    await sheet.submitDialog.getByText('Submit timesheet for approval?').waitFor();
    await sheet.settle();
    await sheet.submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await sheet.waitForStatus('Submitted-Pending');
    await checkA11y(employeePage);
  }

  /** axe on the page once its dialogs have finished fading in or out. */
  async function checkA11y(page: Page): Promise<void> {
    await new ApprovalsPage(page, portal.baseUrl).settle();
    await expectNoSeriousA11yViolations(page);
  }
});
