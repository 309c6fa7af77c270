// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchOutlookEvents, type GraphEventsRequest } from './graphClient.ts';

// Node's own fetch and http server; the shared setup clears localStorage after each test, which node lacks.
globalThis.localStorage ??= { clear() {} } as Storage;

/** A local fake of Graph's calendarView: two pages, a 401 for a stale token, failures on demand. */
interface Seen {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  prefer: string | undefined;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let mode: 'pages' | 'fail' | 'empty' = 'pages';

const event = (id: string, subject: string, start: string, end: string, location = '') => ({
  id,
  subject,
  start: { dateTime: `${start}.0000000`, timeZone: 'America/New_York' },
  end: { dateTime: `${end}.0000000`, timeZone: 'America/New_York' },
  location: { displayName: location },
});

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? '/', base);
  seen.push({
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization,
    prefer: String(request.headers.prefer),
  });
  if (request.headers.authorization !== 'Bearer fresh')
    return { status: 401, body: { error: { code: 'InvalidAuthenticationToken' } } };
  if (mode === 'fail') return { status: 503, body: 'Service Unavailable' };
  if (mode === 'empty') return { status: 200, body: {} };
  if (url.pathname === '/v1.0/me/calendarview') {
    return {
      status: 200,
      body: {
        value: [event('e1', 'Standup', '2024-09-16T09:00:00', '2024-09-16T09:15:00', 'Teams')],
        '@odata.nextLink': `${base}/v1.0/me/calendarview/page2?$skiptoken=abc`,
      },
    };
  }
  return {
    status: 200,
    body: {
      value: [
        {
          ...event('e2', 'Review', '2024-09-17T14:00:00', '2024-09-17T15:30:00'),
          start: { dateTime: '2024-09-17T18:00:00.0000000', timeZone: 'UTC' },
        },
      ],
    },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = answer(request);
    response.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});
beforeEach(() => {
  seen = [];
  mode = 'pages';
});

function request(tokens: string[]): GraphEventsRequest & { cleared: number; asked: number } {
  const state = { cleared: 0, asked: 0 };
  return Object.assign(state, {
    graphBase: `${base}/v1.0`,
    startDateTime: '2024-09-15T04:00:00.000Z',
    endDateTime: '2024-09-22T04:00:00.000Z',
    timeZone: 'America/New_York',
    getToken: async () => tokens[Math.min(state.asked++, tokens.length - 1)]!,
    clearToken: () => {
      state.cleared += 1;
    },
  });
}

describe('Outlook calendarView client', () => {
  it('asks for the week with the selected fields, 100 per page, the bearer token and the zone; follows nextLink', async () => {
    const events = await fetchOutlookEvents(request(['fresh']));
    expect(seen[0]).toEqual({
      path: '/v1.0/me/calendarview',
      query: {
        startDateTime: '2024-09-15T04:00:00.000Z',
        endDateTime: '2024-09-22T04:00:00.000Z',
        $select: 'subject,start,end,location',
        $top: '100',
      },
      authorization: 'Bearer fresh',
      prefer: 'outlook.timezone="America/New_York"',
    });
    expect(seen[1]).toMatchObject({ path: '/v1.0/me/calendarview/page2', query: { $skiptoken: 'abc' } });
    expect(events).toEqual([
      {
        id: 'e1',
        subject: 'Standup',
        start: '2024-09-16T13:00:00.000Z',
        end: '2024-09-16T13:15:00.000Z',
        location: 'Teams',
      },
      {
        id: 'e2',
        subject: 'Review',
        start: '2024-09-17T18:00:00.000Z',
        end: '2024-09-17T19:30:00.000Z',
        location: null,
      },
    ]);
  });

  it('on 401 clears the stored token and retries once with a new one (T-094)', async () => {
    const call = request(['stale', 'fresh']);
    const events = await fetchOutlookEvents(call);
    expect(events).toHaveLength(2);
    expect(call.cleared).toBe(1);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh', 'Bearer fresh']);
  });

  it('gives up after the one retry, and reports other failures with status and body (T-095)', async () => {
    const stale = request(['stale', 'still-stale']);
    await expect(fetchOutlookEvents(stale)).rejects.toThrow(
      'Failed to fetch Outlook events: 401 {"error":{"code":"InvalidAuthenticationToken"}}',
    );
    expect(stale.cleared).toBe(1);
    mode = 'fail';
    await expect(fetchOutlookEvents(request(['fresh']))).rejects.toThrow(
      'Failed to fetch Outlook events: 503 Service Unavailable',
    );
  });

  it('reads an answer without a value list as no events (T-096)', async () => {
    mode = 'empty';
    await expect(fetchOutlookEvents(request(['fresh']))).resolves.toEqual([]);
  });
});
