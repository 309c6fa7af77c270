import { createDatabase, schema } from '@tally/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { setConfigurations } from '../../fixtures/configurations.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { TimesheetPage, weekDayLabels } from '../../pages/timesheet-page.ts';

const employee = 'employee@example.com';
const MINUTE = 60_000;
/**
 * The seeded timer ran 70 minutes when the portal starts: stopped within the next 12 minutes it adds 1.25 h
 * (the 0.25 h step rounds 67.5 to 82.5 minutes to 1.25).
 */
const SEEDED_MINUTES = 70;
/**
 * The firm's (and the browser's) time zone, where the seeded run and the whole spec stay inside one day of
 * the demo's (UTC) current week: UTC, Tokyo (mid-morning) just after midnight UTC, New York (evening) just
 * before it. A timer across midnight would ask what to keep.
 */
const utcHour = new Date().getUTCHours();
const zone = utcHour < 2 ? 'Asia/Tokyo' : utcHour >= 22 ? 'America/New_York' : 'UTC';

interface Line {
  _id: string;
  /** 'Project · Milestone · Deliverable', as the line's buttons name it. */
  label: string;
  project: string;
  deliverable: string;
}

async function graphql<T>(context: BrowserContext, baseUrl: string, query: string, variables = {}) {
  const response = await context.request.post(`${baseUrl}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
    data: { query, variables },
    // A loaded machine (every spec boots its own portal) can take a while to submit or recall.
    timeout: 60_000,
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/**
 * Before the portal starts: the firm's time zone, and a timer the employee left running 70 minutes ago on the
 * first line of their sheet for this week (the demo's latest, Not Submitted).
 */
async function seedRunningTimer(dataDir: string): Promise<void> {
  await setConfigurations(dataDir, { 'time-zone': zone });
  const database = await createDatabase({ dataDir });
  try {
    const { db } = database;
    const [user] = await db
      .select({ id: schema.userEmails.userId })
      .from(schema.userEmails)
      .where(eq(schema.userEmails.address, employee));
    if (!user) throw new Error('no demo employee');
    const [sheet] = await db
      .select()
      .from(schema.timesheets)
      .where(eq(schema.timesheets.userId, user.id))
      .orderBy(desc(schema.timesheets.endDate))
      .limit(1);
    if (!sheet) throw new Error('no sheet for this week');
    const [line] = await db
      .select()
      .from(schema.timesheetLineItems)
      .where(
        and(
          eq(schema.timesheetLineItems.timesheetId, sheet.id),
          isNotNull(schema.timesheetLineItems.deliverableId),
        ),
      )
      .orderBy(schema.timesheetLineItems.position)
      .limit(1);
    if (!line) throw new Error('no line on this week');
    await db.insert(schema.runningTimers).values({
      userId: user.id,
      lineItemId: line.id,
      startedAt: new Date(Date.now() - SEEDED_MINUTES * MINUTE),
    });
  } finally {
    await database.close();
  }
}

describe('running timer: one timer per person, on every page and tab (issue 18)', () => {
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  /** The week of today, and another tab of the same person on the list of weeks. */
  let week: Page;
  let other: Page;
  let sheet: TimesheetPage;
  let timesheetId = '';
  let endDate = '';
  let today = '';
  let lines: Line[] = [];

  const topBarTimer = (page: Page) => page.getByRole('region', { name: 'Running timer' });
  const startMenuButton = (page: Page) => page.getByRole('button', { name: 'Start timer', exact: true });
  const checkA11y = async () => {
    await expectNoSeriousA11yViolations(week);
    await expectNoSeriousA11yViolations(other);
  };
  /** The hours of a line's cell today, as the grid shows them (an empty cell is 0). */
  const hoursToday = async (line: Line) =>
    Number((await sheet.hoursCell(line.deliverable, today).inputValue()) || 0);
  const clockOf = (timer: Locator) => timer.getByRole('timer');

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal({ beforeStart: seedRunningTimer }), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: zone });
    await signInThroughApi(context, portal.baseUrl, employee);
    const { timesheet } = await graphql<{
      timesheet: {
        _id: string;
        endDate: string;
        lineItems: {
          _id: string;
          project: { name: string };
          deliverable: { deliverableName: string; milestoneName: string | null } | null;
        }[];
      };
    }>(
      context,
      portal.baseUrl,
      `{ timesheet { _id endDate lineItems { _id project { name }
         deliverable { deliverableName milestoneName } } } }`,
    );
    timesheetId = timesheet._id;
    endDate = timesheet.endDate;
    lines = timesheet.lineItems.flatMap((line) =>
      line.deliverable
        ? [
            {
              _id: line._id,
              project: line.project.name,
              deliverable: line.deliverable.deliverableName,
              label: `${line.project.name} · ${
                line.deliverable.milestoneName ? `${line.deliverable.milestoneName} · ` : ''
              }${line.deliverable.deliverableName}`,
            },
          ]
        : [],
    );
    const todayIso = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const days = weekDayLabels(endDate);
    const offset =
      (Date.parse(`${todayIso}T00:00:00Z`) -
        Date.parse(`${endDate.slice(0, 4)}-${endDate.slice(4, 6)}-${endDate.slice(6)}T00:00:00Z`)) /
      86_400_000;
    today = days[6 + offset] ?? '';
    if (!today || lines.length < 2) throw new Error(`unexpected week ${endDate} for ${todayIso}`);
    week = await context.newPage();
    other = await context.newPage();
    sheet = new TimesheetPage(week, portal.baseUrl);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await saveFailureScreenshot(week, `failed-timer-week-${task.name.replace(/\W+/g, '-')}`);
      await saveFailureScreenshot(other, `failed-timer-other-${task.name.replace(/\W+/g, '-')}`);
    }
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
  });

  it('shows a running timer in the top bar of every page and tab', async () => {
    const [first] = lines as [Line];
    await sheet.goto(endDate);
    const timer = topBarTimer(week);
    await timer.getByRole('link', { name: `${first.project} · ${first.deliverable}` }).waitFor();
    expect(await clockOf(timer).textContent()).toMatch(/^1:[12]\d:\d\d$/);
    await week.getByRole('button', { name: `Stop timer on ${first.label}` }).waitFor();

    await other.goto(`${portal.baseUrl}/user/timesheets`);
    await clockOf(topBarTimer(other)).waitFor();
    await checkA11y();
  });

  it('refuses to stop on a submitted sheet with the reason, and the timer keeps its time', async () => {
    await graphql(
      context,
      portal.baseUrl,
      'mutation ($id: ID!) { submitTimesheet(timesheetId: $id) { _id } }',
      {
        id: timesheetId,
      },
    );
    await sheet.goto(endDate);
    await sheet.waitForStatus('Submitted-Pending');
    const timer = topBarTimer(week);
    await timer.getByRole('button', { name: 'Stop timer' }).click();
    await week
      .getByText('The time was not saved and the timer keeps running: This timesheet is read-only')
      .waitFor();
    await week.reload();
    expect(await clockOf(topBarTimer(week)).textContent()).toMatch(/^1:[12]\d:\d\d$/);
    await graphql(
      context,
      portal.baseUrl,
      'mutation ($id: ID!) { recallTimesheet(timesheetId: $id) { _id } }',
      {
        id: timesheetId,
      },
    );
  });

  it("stops into today's cell, rounded to 0.25 h, and every tab sees it at once", async () => {
    const [first] = lines as [Line];
    await sheet.goto(endDate);
    await sheet.waitForStatus('Not Submitted');
    await other.reload();
    await clockOf(topBarTimer(other)).waitFor();
    const before = await hoursToday(first);
    await week.getByRole('button', { name: `Stop timer on ${first.label}` }).click();
    await expect.poll(() => hoursToday(first)).toBe(before + 1.25);
    await startMenuButton(week).waitFor();
    // The other tab learns it from this one (BroadcastChannel), long before its 30-second poll.
    await startMenuButton(other).waitFor({ timeout: 5_000 });

    // The start menu lists the recent tasks (none is started: the next test starts on a line).
    await startMenuButton(week).click();
    const menu = week.getByRole('region', { name: 'Start a timer on a recent task' });
    await menu
      .getByRole('button', { name: /^Start timer on / })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(week);
    await week.keyboard.press('Escape');
  });

  it('a timer started on one page shows on another tab at once and survives a reload', async () => {
    const [, second] = lines as [Line, Line];
    await week.getByRole('button', { name: `Start timer on ${second.label}` }).click();
    await week.getByRole('button', { name: `Stop timer on ${second.label}` }).waitFor();
    const seen = topBarTimer(other);
    await seen.waitFor({ timeout: 5_000 });
    await other.reload();
    await clockOf(topBarTimer(other)).waitFor();
    await topBarTimer(other)
      .getByRole('link', { name: `${second.project} · ${second.deliverable}` })
      .waitFor();
    await checkA11y();

    // Alt+T on the line's cell stops it (a few seconds: nothing to add) and the other tab follows.
    await sheet.hoursCell(second.deliverable, today).focus();
    await week.keyboard.press('Alt+t');
    await startMenuButton(week).waitFor();
    await startMenuButton(other).waitFor({ timeout: 5_000 });
  });
});
