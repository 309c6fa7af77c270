import { useApolloClient, useQuery } from '@apollo/client/react';
import { addDays, compactToIso } from '@tally/domain/shared/dates';
import { readString } from '@tally/domain/super-admin/config';
import {
  type CalendarEvent,
  timeZoneOrDefault,
  wallTimeToInstant,
} from '@tally/domain/timesheets/calendar-events';
import { useMemo } from 'react';
import { ConfigurationsDocument } from '../../../graphql/generated/first-load/graphql.ts';
import { CalendarEventsDocument } from '../../../graphql/generated/week-later/graphql.ts';
import { fetchOutlookEvents } from './graphClient.ts';
import { cachedToken, clearToken, signInWithPopup } from './outlookAuth.ts';

export interface EventSources {
  /** The zone events are placed in (configuration time-zone). */
  zone: string;
  /** Outlook needs the app's client id (configuration calendar-graph-client-id). */
  outlookAvailable: boolean;
  /** Call straight from a click: the sign-in popup must open before anything is awaited. */
  loadOutlook(): Promise<CalendarEvent[]>;
  loadIcs(icsUrl: string): Promise<CalendarEvent[]>;
}

/** Where the week's events come from: Outlook through Microsoft Graph in the browser, or an ICS feed via the API. */
export function useEventSources(weekDates: readonly string[]): EventSources {
  const client = useApolloClient();
  const { data } = useQuery(ConfigurationsDocument);
  const first = weekDates[0] ?? '';
  const last = weekDates[weekDates.length - 1] ?? '';

  return useMemo(() => {
    const values = Object.fromEntries((data?.configurations ?? []).map((c) => [c.key, c.value]));
    const zone = timeZoneOrDefault(readString(values, 'time-zone'));
    const auth = {
      clientId: readString(values, 'calendar-graph-client-id'),
      authority: readString(values, 'calendar-graph-authority'),
    };
    const graphBase = readString(values, 'calendar-graph-base-url');
    return {
      zone,
      outlookAvailable: auth.clientId !== '',
      loadOutlook: () => {
        const stored = cachedToken();
        let firstToken: Promise<string> | null = stored ? Promise.resolve(stored) : signInWithPopup(auth);
        return fetchOutlookEvents({
          graphBase,
          startDateTime: wallTimeToInstant(compactToIso(first), 0, zone).toISOString(),
          endDateTime: wallTimeToInstant(addDays(compactToIso(last), 1), 0, zone).toISOString(),
          timeZone: zone,
          getToken: () => {
            const token = firstToken ?? Promise.resolve(cachedToken() ?? '');
            firstToken = null;
            return token.then((value) => value || signInWithPopup(auth));
          },
          clearToken,
        });
      },
      loadIcs: async (icsUrl) => {
        const { data: answer } = await client.query({
          query: CalendarEventsDocument,
          variables: { icsUrl, startDate: first, endDate: last },
          fetchPolicy: 'network-only',
        });
        return answer?.calendarEvents ?? [];
      },
    };
  }, [data, client, first, last]);
}
