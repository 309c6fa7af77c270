import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { TimesheetPage, weekDayLabels, weekEndAfter } from '../../pages/timesheet-page.ts';

const employee = 'employee@example.com';
// The demo gives employee@ sheets up to the current week: next week's is made here, empty.
const weekEnd = weekEndAfter(new Date(), 1);
const [mon, tue, wed, thu] = weekDayLabels(weekEnd) as [string, string, string, string];
const dates = Array.from({ length: 7 }, (_, index) => {
  const end = Date.UTC(
    Number(weekEnd.slice(0, 4)),
    Number(weekEnd.slice(4, 6)) - 1,
    Number(weekEnd.slice(6)),
  );
  return new Date(end - (6 - index) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
});
const [monDate, tueDate, wedDate, thuDate] = dates as [string, string, string, string];

interface Cell {
  _id: string;
  date: string;
  hours: number;
  version: string;
}
interface Sheet {
  _id: string;
  lineItems: {
    _id: string;
    projectId: string;
    deliverableId: string;
    deliverable: { deliverableName: string };
  }[];
  week: { tasks: Cell[] }[];
}
const SHEET_FIELDS =
  '_id lineItems { _id projectId deliverableId deliverable { deliverableName } } week { tasks { _id date hours version } }';

async function graphqlAs<T>(request: APIRequestContext, baseUrl: string, query: string, variables = {}) {
  const response = await request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

describe('a week that survives a lost connection (issue #18)', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  /** The same person in another browser: the "elsewhere" that changes a cell meanwhile. */
  let elsewhere: BrowserContext;
  let page: Page;
  let sheet: TimesheetPage;
  let task = '';

  const serverSheet = async () =>
    (
      await graphqlAs<{ timesheet: Sheet }>(
        elsewhere.request,
        portal.baseUrl,
        `query ($endDate: String) { timesheet(endDate: $endDate) { ${SHEET_FIELDS} } }`,
        { endDate: weekEnd },
      )
    ).timesheet;
  const serverHours = async (date: string) =>
    (await serverSheet()).week.flatMap((day) => day.tasks).find((cell) => cell.date === date)?.hours ?? null;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    // The worker is what this file tests: the other files block it (fixtures/browser.ts).
    const options = {
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      serviceWorkers: 'allow',
    } as const;
    [context, elsewhere] = await Promise.all([browser.newContext(options), browser.newContext(options)]);
    await Promise.all([
      signInThroughApi(context, portal.baseUrl, employee),
      signInThroughApi(elsewhere, portal.baseUrl, employee),
    ]);
    const created = await graphqlAs<{ createTimesheet: { _id: string } }>(
      elsewhere.request,
      portal.baseUrl,
      'mutation ($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }',
      { endDate: weekEnd },
    );
    const recent = await graphqlAs<{ me: { recentTasks: { projectId: string; deliverableId: string }[] } }>(
      elsewhere.request,
      portal.baseUrl,
      'query ($endDate: String!) { me { recentTasks(endDate: $endDate) { projectId deliverableId } } }',
      { endDate: weekEnd },
    );
    const line = recent.me.recentTasks[0];
    if (!line) throw new Error('employee@ has no recent task in the demo');
    const added = await graphqlAs<{ addTimesheetLineItem: Sheet }>(
      elsewhere.request,
      portal.baseUrl,
      `mutation ($t: ID!, $p: ID!, $d: ID!) { addTimesheetLineItem(timesheetId: $t, projectId: $p, deliverableId: $d) { ${SHEET_FIELDS} } }`,
      { t: created.createTimesheet._id, p: line.projectId, d: line.deliverableId },
    );
    task = added.addTimesheetLineItem.lineItems[0]?.deliverable.deliverableName ?? '';
    // Thursday holds 2 h before the connection drops: the offline edit is made on that version.
    await graphqlAs(
      elsewhere.request,
      portal.baseUrl,
      'mutation ($t: ID!, $p: ID!, $d: ID!, $date: String!) { addHours(timesheetId: $t, projectId: $p, deliverableId: $d, date: $date, hours: 2) { _id } }',
      { t: created.createTimesheet._id, p: line.projectId, d: line.deliverableId, date: thuDate },
    );
    page = await context.newPage();
    sheet = new TimesheetPage(page, portal.baseUrl);
  });
  afterEach(async ({ task: test }) => {
    if (test.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-offline-${test.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await context?.close();
    await elsewhere?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('keeps edits made offline across a reload and sends them once back online', async () => {
    await sheet.goto(weekEnd);
    // Online once: the worker installs and keeps the shell, the week's files and its answers.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await sheet.hoursCell(task, thu).waitFor();
    await page.reload();
    await sheet.waitUntilLoaded();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.getByText('You appear to be offline.').waitFor();
    for (const [day, hours] of [
      [mon, '1'],
      [tue, '2.5'],
      [wed, '3'],
      [thu, '5'],
    ] as const) {
      await sheet.hoursCell(task, day).fill(hours);
      await sheet.hoursCell(task, day).press('Tab');
    }
    await page.getByText('4 edits wait to be sent.').waitFor();
    expect(await sheet.refusalReason(sheet.submitButton)).toMatch(/^Submit needs a connection\./);

    // The worker's own requests are offline too (a file it fetches network first finds no network), so the
    // reload is answered from its caches: the page, its files and the week's last answer.
    const probe = () =>
      fetch('/favicon.svg?probe').then(
        () => 'reached',
        () => 'no network',
      );
    expect(await page.evaluate(probe)).toBe('no network');
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await sheet.waitUntilLoaded();
    await page.getByText('4 edits wait to be sent.').waitFor();
    for (const [day, hours] of [
      [mon, '1'],
      [tue, '2.5'],
      [wed, '3'],
      [thu, '5'],
    ] as const) {
      const cell = sheet.hoursCell(task, day);
      await expect.poll(() => cell.inputValue()).toBe(hours);
      expect(await cell.getAttribute('class')).toContain('is-pending');
      const described = await cell.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
        'Not sent yet: waits for the connection.',
      );
    }
    await saveScreenshot(page, 'offline-pending-1280');
    await expectNoSeriousA11yViolations(page);

    // Meanwhile Thursday changes elsewhere, after the offline edit was made on its 2 h.
    const before = await serverSheet();
    const thursday = before.week.flatMap((day) => day.tasks).find((cell) => cell.date === thuDate);
    if (!thursday) throw new Error('Thursday has no entry');
    await graphqlAs(
      elsewhere.request,
      portal.baseUrl,
      'mutation ($id: ID!) { updateHours(taskId: $id, hours: 3) { _id } }',
      { id: thursday._id },
    );
    expect(await serverHours(monDate)).toBeNull();

    await context.setOffline(false);
    await page.getByText('1 edit could not be sent: choose in its cell which value to keep.').waitFor();
    expect(await page.getByText('You appear to be offline.').count()).toBe(0);
    expect([await serverHours(monDate), await serverHours(tueDate), await serverHours(wedDate)]).toEqual([
      1, 2.5, 3,
    ]);
    // Not overwritten: the person decides.
    expect(await serverHours(thuDate)).toBe(3);
    const conflict = page.getByRole('button', { name: new RegExp(`^Resolve: .* · ${task} on ${thu}\\.`) });
    await conflict.waitFor();
    for (const day of [mon, tue, wed]) {
      expect(await sheet.hoursCell(task, day).getAttribute('class')).not.toContain('is-pending');
    }
  });

  it('shows the conflict in the cell and lets the person keep their value', async () => {
    const conflict = page.getByRole('button', { name: new RegExp(`^Resolve: .* · ${task} on ${thu}\\.`) });
    await conflict.click();
    const dialog = page.getByRole('dialog', { name: 'Changed elsewhere' });
    await dialog.waitFor();
    expect(await dialog.locator('dd').allTextContents()).toEqual(['5 h', '3 h']);
    await sheet.settle();
    await saveScreenshot(page, 'offline-conflict-1280');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => serverHours(thuDate)).toBe(5);
    await conflict.waitFor({ state: 'detached' });
    await page.getByText(/could not be sent/).waitFor({ state: 'detached' });
    expect(await sheet.hoursCell(task, thu).inputValue()).toBe('5');
    await sheet.waitForWeekTotal(11.5);
  });
});
