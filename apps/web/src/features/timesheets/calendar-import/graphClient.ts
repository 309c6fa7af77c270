import { type CalendarEvent, isTimeZone, wallTimeToInstant } from '@tally/domain/timesheets/calendar-events';

/** Microsoft Graph calendarView (spec part 1 §7.3, T-093..T-096): the week's events of the signed-in user. */
export const GRAPH_PAGE_SIZE = 100;
export const GRAPH_SELECT = 'subject,start,end,location';
export const fetchFailed = (status: number, body: string) =>
  `Failed to fetch Outlook events: ${status} ${body}`;

export class GraphFetchError extends Error {}

export interface GraphEventsRequest {
  /** e.g. https://graph.microsoft.com/v1.0 (configuration calendar-graph-base-url). */
  graphBase: string;
  /** Instants (ISO 8601) bounding the week. */
  startDateTime: string;
  endDateTime: string;
  /** The zone Graph should answer in (configuration time-zone). */
  timeZone: string;
  /** The current access token, signing in when there is none. */
  getToken(): Promise<string>;
  /** Forgets the stored token (after a 401). */
  clearToken(): void;
  fetch?: typeof fetch;
}

interface GraphDateTime {
  dateTime?: string;
  timeZone?: string;
}

interface GraphEvent {
  id?: string;
  subject?: string | null;
  start?: GraphDateTime;
  end?: GraphDateTime;
  location?: { displayName?: string | null } | null;
}

interface GraphPage {
  value?: GraphEvent[];
  '@odata.nextLink'?: string;
}

/** Graph's `{ dateTime: '2024-09-16T09:00:00.0000000', timeZone }` as an instant. */
export function graphInstant(value: GraphDateTime | undefined, fallbackZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?/.exec(value?.dateTime ?? '');
  if (!match) return null;
  const [, date = '', hh = '0', mm = '0', ss = '0'] = match;
  const hours = Number(hh) + Number(mm) / 60 + Number(ss) / 3600;
  const zone = value?.timeZone ?? fallbackZone;
  const named = zone === 'UTC' || zone === 'Etc/UTC' ? 'UTC' : isTimeZone(zone) ? zone : fallbackZone;
  return wallTimeToInstant(date, hours, named).toISOString();
}

function toEvent(event: GraphEvent, zone: string): CalendarEvent | null {
  const start = graphInstant(event.start, zone);
  const end = graphInstant(event.end, zone);
  if (!event.id || !start || !end) return null;
  const location = event.location?.displayName?.trim();
  return {
    id: event.id,
    subject: event.subject?.trim() || '(No title)',
    start,
    end,
    location: location || null,
  };
}

export function calendarViewUrl(
  request: Pick<GraphEventsRequest, 'graphBase' | 'startDateTime' | 'endDateTime'>,
) {
  const base = request.graphBase.replace(/\/+$/, '');
  return (
    `${base}/me/calendarview?startDateTime=${encodeURIComponent(request.startDateTime)}` +
    `&endDateTime=${encodeURIComponent(request.endDateTime)}&$select=${GRAPH_SELECT}&$top=${GRAPH_PAGE_SIZE}`
  );
}

/** Every event of the range, following @odata.nextLink; a 401 clears the token and retries once. */
export async function fetchOutlookEvents(request: GraphEventsRequest): Promise<CalendarEvent[]> {
  const fetcher = request.fetch ?? fetch;
  let retried = false;
  const get = async (url: string): Promise<GraphPage> => {
    const token = await request.getToken();
    const response = await fetcher(url, {
      headers: {
        authorization: `Bearer ${token}`,
        prefer: `outlook.timezone="${request.timeZone}"`,
        accept: 'application/json',
      },
    });
    if (response.status === 401 && !retried) {
      retried = true;
      request.clearToken();
      return get(url);
    }
    if (!response.ok) throw new GraphFetchError(fetchFailed(response.status, await response.text()));
    return (await response.json()) as GraphPage;
  };

  const events: CalendarEvent[] = [];
  let next: string | undefined = calendarViewUrl(request);
  while (next) {
    const page = await get(next);
    if (!Array.isArray(page.value)) break;
    for (const event of page.value) {
      const converted = toEvent(event, request.timeZone);
      if (converted) events.push(converted);
    }
    next = page['@odata.nextLink'];
  }
  return events;
}
