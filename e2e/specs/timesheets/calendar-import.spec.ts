import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../fixtures/a11y.ts';
import { launchBrowser } from '../../fixtures/browser.ts';
import { setConfigurations } from '../../fixtures/configurations.ts';
import {
  type GraphEvent,
  type OutlookFake,
  startFileServer,
  startOutlookFake,
} from '../../fixtures/outlook-fakes.ts';
import { type Portal, startPortal } from '../../fixtures/portal.ts';
import { saveFailureScreenshot, saveScreenshot } from '../../fixtures/screenshots.ts';
import { signInThroughApi } from '../../fixtures/session.ts';
import { TimesheetPage, weekDayLabels, weekEndAfter } from '../../pages/timesheet-page.ts';

const employee = 'employee@example.com';
// The demo gives employee@ sheets up to the current week: next week starts empty.
const weekEnd = weekEndAfter(new Date(), 1);
const labels = weekDayLabels(weekEnd);
const [mon, tue, wed, thu] = labels as [string, string, string, string];
const project = /Internal Operations/;
const category = 'Overhead';
const first = 'Administration';
const second = 'Training';
const ZONE = 'America/New_York';

/** YYYY-MM-DD of the week's day `index` (0 = Monday, the day after the Sunday week end). */
function weekDay(index: number): string {
  const end = Date.UTC(
    Number(weekEnd.slice(0, 4)),
    Number(weekEnd.slice(4, 6)) - 1,
    Number(weekEnd.slice(6)),
  );
  return new Date(end - (6 - index) * 86_400_000).toISOString().slice(0, 10);
}

/** A Graph event at wall times of the configured zone (Graph answers in the zone the Prefer header asks). */
function graphEvent(
  id: string,
  subject: string,
  day: number,
  from: string,
  to: string,
  room?: string,
): GraphEvent {
  return {
    id,
    subject,
    start: { dateTime: `${weekDay(day)}T${from}:00.0000000`, timeZone: ZONE },
    end: { dateTime: `${weekDay(day)}T${to}:00.0000000`, timeZone: ZONE },
    ...(room ? { location: { displayName: room } } : {}),
  };
}

const compact = (iso: string) => iso.replaceAll('-', '');
const ics = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tally e2e//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const icsEvent = (uid: string, summary: string, day: number, from: string, to: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    `DTSTART;TZID=${ZONE}:${compact(weekDay(day))}T${from.replace(':', '')}00`,
    `DTEND;TZID=${ZONE}:${compact(weekDay(day))}T${to.replace(':', '')}00`,
    'END:VEVENT',
  ].join('\r\n');

describe('calendar import: Outlook (Graph) and ICS events become hours on the week (T-090..T-099)', () => {
  let outlook: OutlookFake;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let portal: Portal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sheet: TimesheetPage;

  const dialog = () => page.getByRole('dialog', { name: 'Import calendar events' });
  const alertIn = (text: string) => dialog().getByRole('alert').filter({ hasText: text });

  beforeAll(async () => {
    [outlook, files, browser] = await Promise.all([
      startOutlookFake(),
      startFileServer({
        '/team.ics': {
          type: 'text/calendar',
          body: ics([icsEvent('planning@e2e', 'Sprint planning', 1, '10:00', '11:00')]),
        },
        '/empty.ics': { type: 'text/calendar', body: ics([]) },
        '/page.html': { type: 'text/html', body: '<!doctype html><p>Not a calendar</p>' },
      }),
      launchBrowser(),
    ]);
    portal = await startPortal({
      env: { ICS_ALLOW_PRIVATE_HOSTS: 'true' },
      beforeStart: (dataDir) =>
        setConfigurations(dataDir, {
          'calendar-outlook-import': 'true',
          'calendar-graph-client-id': outlook.clientId,
          'calendar-graph-authority': outlook.authority,
          'calendar-graph-base-url': outlook.graphBase,
        }),
    });
    // The fake Microsoft endpoints use a self-signed certificate (the portal's CSP allows https: only).
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      ignoreHTTPSErrors: true,
    });
    await signInThroughApi(context, portal.baseUrl, employee);
    const me = await context.request.post(`${portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: { query: '{ me { _id } }' },
    });
    const id = ((await me.json()) as { data: { me: { _id: string } } }).data.me._id;
    await context.request.post(`${portal.baseUrl}/api/graphql`, {
      headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
      data: {
        query:
          'mutation ($id: ID!) { updateUserSettings(id: $id, input: { useNewTaskSelector: true }) { _id } }',
        variables: { id },
      },
    });
    page = await context.newPage();
    sheet = new TimesheetPage(page, portal.baseUrl);
  }, 120_000);
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await saveFailureScreenshot(page, `failed-calendar-import-${task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.stop();
    await outlook?.stop();
    await files?.stop();
  });

  it('offers the import on a week with lines', async () => {
    await sheet.goto(weekEnd);
    await sheet.createButton.click();
    await sheet.waitForStatus('Not Submitted');
    await sheet.addTaskFromPicker(project, category, first);
    await sheet.addTaskFromPicker(project, category, second);
    await page.getByRole('button', { name: 'Import calendar events' }).click();
    await dialog().getByRole('button', { name: 'Load Outlook events' }).waitFor();
    await checkA11y();
    await saveScreenshot(page, 'calendar-import-dialog-1280');
  });

  it('signs in through the popup after a 401, reads every page of calendarView and imports the drafts onto the lines', async () => {
    // A token the service no longer accepts: the first call answers 401, the client forgets it and signs in again.
    await page.evaluate(() =>
      localStorage.setItem(
        'tally.outlook-token',
        JSON.stringify({ accessToken: 'expired-token', expiresAt: Date.now() + 3_600_000 }),
      ),
    );
    outlook.mode = {
      kind: 'events',
      pages: [
        [
          graphEvent('ev-1', 'Client workshop', 0, '09:00', '10:30', 'Room 4'),
          graphEvent('ev-2', 'Design review', 2, '13:00', '13:40'),
        ],
        [graphEvent('ev-3', 'Retrospective', 3, '16:00', '17:00')],
      ],
    };
    const popup = context.waitForEvent('page');
    await dialog().getByRole('button', { name: 'Load Outlook events' }).click();
    await (await popup).waitForEvent('close');

    const rows = dialog().locator('.ant-table-tbody tr.ant-table-row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    await dialog().getByText('Room 4').waitFor();
    expect(await rows.nth(0).textContent()).toContain('09:00');
    expect(await rows.nth(1).textContent()).toContain('0.75'); // 40 minutes, to the quarter hour

    const [expired, ...calls] = outlook.graphRequests;
    expect(expired?.authorization).toBe('Bearer expired-token');
    expect(expired?.status).toBe(401);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
    const issued = outlook.issuedTokens[0];
    expect(calls.every((call) => call.authorization === `Bearer ${issued}`)).toBe(true);
    expect(expired?.query).toMatchObject({ $select: 'subject,start,end,location', $top: '100' });
    expect(new Date(expired?.query.startDateTime ?? '').getTime()).toBe(nyMidnight(weekDay(0)));
    expect(new Date(expired?.query.endDateTime ?? '').getTime()).toBe(nyMidnight(weekDay(7)));
    expect(expired?.prefer).toBe(`outlook.timezone="${ZONE}"`);
    expect(await page.evaluate(() => localStorage.getItem('tally.outlook-token'))).toContain(issued);

    const importButton = dialog().getByRole('button', { name: /^Import/ });
    expect(await importButton.isDisabled()).toBe(true);
    await chooseOption(dialog().getByRole('combobox', { name: 'Task for all events' }), first);
    await chooseOption(dialog().getByRole('combobox', { name: `Task for Retrospective on ${thu}` }), second);
    await checkA11y();
    await saveScreenshot(page, 'calendar-import-drafts-1280');
    await page.setViewportSize({ width: 760, height: 900 });
    await sheet.settle();
    await saveScreenshot(page, 'calendar-import-drafts-760');
    await dialog()
      .getByRole('combobox', { name: `Task for Retrospective on ${thu}` })
      .click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
    await saveScreenshot(page, 'calendar-import-task-choices-760');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog().getByRole('button', { name: 'Import 3 events' }).click();
    await page.getByText('Successfully imported Outlook events').waitFor();
    await dialog().waitFor({ state: 'hidden' });
    await expectHours(first, mon, '1.5');
    await expectHours(first, wed, '0.75');
    await expectHours(second, thu, '1');
    await sheet.waitForWeekTotal(3.25);
    await saveScreenshot(page, 'calendar-import-imported-1280');
  });

  it("shows Graph's failure, an empty answer and a blocked popup with the spec's words", async () => {
    await page.getByRole('button', { name: 'Import calendar events' }).click();
    const load = dialog().getByRole('button', { name: 'Load Outlook events' });

    outlook.mode = { kind: 'fail', status: 503, body: 'Graph is down' };
    await load.click();
    await alertIn('Failed to fetch Outlook events: 503 Graph is down').waitFor();
    await checkA11y();

    outlook.mode = { kind: 'no-value' };
    await load.click();
    await dialog().getByText('No events in this week.').waitFor();
    expect(await alertIn('Failed to fetch Outlook events').count()).toBe(0);

    // Signed out of Outlook, with the browser blocking the sign-in popup.
    await page.evaluate(() => {
      localStorage.removeItem('tally.outlook-token');
      window.open = () => null;
    });
    await load.click();
    await alertIn('Popup was blocked. Please allow popups for this site.').waitFor();
    expect(await dialog().getByText('No events in this week.').count()).toBe(0);
    await page.setViewportSize({ width: 760, height: 900 });
    await sheet.settle();
    await saveScreenshot(page, 'calendar-import-refusal-760');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await page.reload(); // restores window.open
    await sheet.waitUntilLoaded();
  });

  it('imports from an ICS address fetched by the server, and says why an address is refused', async () => {
    if (await dialog().isVisible()) await page.reload(); // an earlier test stopped with the dialog open
    await sheet.waitUntilLoaded();
    await page.getByRole('button', { name: 'Import calendar events' }).click();
    await dialog().getByText('ICS address', { exact: true }).click();
    const address = dialog().getByLabel('Calendar address (ICS)');
    const load = dialog().getByRole('button', { name: 'Load events' });
    const loadFrom = async (url: string) => {
      await address.fill(url);
      await load.click();
    };

    await loadFrom('ftp://127.0.0.1/team.ics');
    await alertIn('Enter an http or https calendar address').waitFor();
    await loadFrom(files.url('/missing.ics'));
    await alertIn('The calendar could not be fetched').waitFor();
    await loadFrom(files.url('/page.html'));
    await alertIn('The address did not return a calendar').waitFor();
    await loadFrom(files.url('/empty.ics'));
    await dialog().getByText('No events in this week.').waitFor();
    await checkA11y();

    await loadFrom(files.url('/team.ics'));
    await dialog().getByText('Sprint planning').waitFor();
    await chooseOption(
      dialog().getByRole('combobox', { name: `Task for Sprint planning on ${tue}` }),
      second,
    );
    await dialog().getByRole('button', { name: 'Import 1 event' }).click();
    await page.getByText('Successfully imported Outlook events').waitFor();
    await expectHours(second, tue, '1');
    await sheet.waitForWeekTotal(4.25);
  });

  /** Midnight of a YYYY-MM-DD day in New York, as an instant. */
  function nyMidnight(day: string): number {
    const guess = Date.parse(`${day}T05:00:00Z`); // EST; EDT is an hour earlier
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(guess),
    );
    return guess - hour * 3_600_000;
  }

  async function chooseOption(select: Locator, label: string): Promise<void> {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`· ${label}$`) })
      .click();
  }

  async function expectHours(task: string, day: string, hours: string): Promise<void> {
    await expect.poll(() => sheet.hoursCell(task, day).inputValue()).toBe(hours);
  }

  async function checkA11y(): Promise<void> {
    await sheet.settle();
    await expectNoSeriousA11yViolations(page);
  }
});
