import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { ICS_MESSAGES } from '@tally/domain/timesheets/calendar-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { isPrivateAddress } from '../../../http/private-address.ts';
import { setConfiguration } from '../timesheets.fixtures.ts';
import { fetchCalendarFeed } from './use-cases/fetch-calendar-feed.ts';
import { listCalendarEvents } from './use-cases/list-calendar-events.ts';

const ICS = readFileSync(new URL('./fixtures/week.ics', import.meta.url), 'utf8');

/** Serves the fixture feed, a page that is not a calendar, and a redirect to the feed. */
async function serveFeeds(): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/week.ics') response.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    else if (request.url === '/moved') response.writeHead(302, { location: '/week.ics' }).end();
    else if (request.url === '/page')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('calendar import from an ICS feed', () => {
  let db: Db;
  let closeDb: () => Promise<void>;
  let server: Server;
  let base: string;
  const config = loadConfig({ ICS_ALLOW_PRIVATE_HOSTS: 'true' });
  const week = { startDate: '2024-09-15', endDate: '2024-09-21' };

  beforeAll(async () => {
    const pglite = testDatabases()[0]!;
    ({ db, close: closeDb } = await pglite.open());
    ({ server, base } = await serveFeeds());
  });
  afterAll(async () => {
    server.close();
    await closeDb();
  });

  it('is refused while calendar-outlook-import is off', async () => {
    await setConfiguration(db, 'calendar-outlook-import', 'false');
    await expect(
      listCalendarEvents({ db, config }, { icsUrl: `${base}/week.ics`, ...week }),
    ).rejects.toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('lists the week of the feed in the configured zone: recurrences, exceptions, zones, no cancelled', async () => {
    await setConfiguration(db, 'calendar-outlook-import', 'true');
    await setConfiguration(db, 'time-zone', 'America/New_York');
    const events = await listCalendarEvents({ db, config }, { icsUrl: `${base}/moved`, ...week });
    expect(events.map((event) => `${event.start} ${event.end} ${event.subject}`)).toEqual([
      '2024-09-15T13:30:00.000Z 2024-09-15T13:45:00.000Z Daily standup',
      '2024-09-16T13:00:00.000Z 2024-09-16T14:30:00.000Z Design review',
      '2024-09-16T13:30:00.000Z 2024-09-16T13:45:00.000Z Daily standup',
      '2024-09-17T13:00:00.000Z 2024-09-17T14:00:00.000Z Call with Berlin',
      '2024-09-17T13:30:00.000Z 2024-09-17T13:45:00.000Z Daily standup',
      // 09/18 is excluded (EXDATE); 09/19 moved to 11:00 (RECURRENCE-ID).
      '2024-09-19T15:00:00.000Z 2024-09-19T15:15:00.000Z Daily standup (moved)',
      // An all-day event spans the day in the configured zone.
      '2024-09-20T04:00:00.000Z 2024-09-21T04:00:00.000Z Offsite',
      '2024-09-20T13:30:00.000Z 2024-09-20T13:45:00.000Z Daily standup',
      '2024-09-21T13:30:00.000Z 2024-09-21T13:45:00.000Z Daily standup',
    ]);
    expect(events[1]).toEqual({
      id: 'review@example.com',
      subject: 'Design review',
      start: '2024-09-16T13:00:00.000Z',
      end: '2024-09-16T14:30:00.000Z',
      location: 'Room 4',
    });
    // Dates without a zone (all-day events) are read in the configured zone.
    await setConfiguration(db, 'time-zone', 'Asia/Tokyo');
    const tokyo = await listCalendarEvents({ db, config }, { icsUrl: `${base}/week.ics`, ...week });
    expect(tokyo.find((event) => event.subject === 'Offsite')?.start).toBe('2024-09-19T15:00:00.000Z');
  });

  it('names the icsUrl field when the address is not a calendar or cannot be fetched', async () => {
    await setConfiguration(db, 'calendar-outlook-import', 'true');
    await expect(
      listCalendarEvents({ db, config }, { icsUrl: `${base}/page`, ...week }),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { icsUrl: ICS_MESSAGES.notCalendar } },
    });
    await expect(
      listCalendarEvents({ db, config }, { icsUrl: `${base}/missing.ics`, ...week }),
    ).rejects.toMatchObject({ extensions: { fields: { icsUrl: ICS_MESSAGES.unreachable } } });
  });

  it('guards against SSRF: http(s) only, no loopback or private addresses unless allowed', async () => {
    const guarded = { allowPrivateHosts: false };
    await expect(fetchCalendarFeed('file:///etc/passwd', guarded)).rejects.toThrow(ICS_MESSAGES.invalidUrl);
    await expect(fetchCalendarFeed('ftp://example.com/a.ics', guarded)).rejects.toThrow(
      ICS_MESSAGES.invalidUrl,
    );
    await expect(fetchCalendarFeed(`${base}/week.ics`, guarded)).rejects.toThrow(ICS_MESSAGES.privateAddress);
    const port = new URL(base).port;
    await expect(fetchCalendarFeed(`http://localhost:${port}/week.ics`, guarded)).rejects.toThrow(
      ICS_MESSAGES.privateAddress,
    );
    await expect(fetchCalendarFeed(`${base}/week.ics`, { allowPrivateHosts: true })).resolves.toContain(
      'BEGIN:VCALENDAR',
    );
  });

  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['2606:4700::1111', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
