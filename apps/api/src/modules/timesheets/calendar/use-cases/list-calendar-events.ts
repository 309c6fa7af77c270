import { addDays, daysBetween, type IsoDate } from '@tally/domain/shared/dates';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import {
  type CalendarEvent,
  ICS_MESSAGES,
  timeZoneOrDefault,
  wallTimeToInstant,
} from '@tally/domain/timesheets/calendar-events';
import { parseIcsEvents } from '@tally/domain/timesheets/ics-parse';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict } from '../../../../graphql/errors.ts';
import { listConfigurationRows } from '../../../super-admin/index.ts';
import { CALENDAR_MESSAGES } from '../messages.ts';
import { fetchCalendarFeed, IcsFetchError } from './fetch-calendar-feed.ts';

const MAX_RANGE_DAYS = 31;

/**
 * The events of an ICS feed between two days (inclusive, in the configured time zone), behind the
 * calendar-outlook-import flag. The browser cannot fetch arbitrary feeds cross-origin, so the server does,
 * through the SSRF guard of fetchCalendarFeed.
 */
export async function listCalendarEvents(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { icsUrl: string; startDate: IsoDate; endDate: IsoDate },
): Promise<CalendarEvent[]> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'calendar-outlook-import')) throw conflict(CALENDAR_MESSAGES.off);
  const span = daysBetween(input.startDate, input.endDate);
  if (span < 0 || span > MAX_RANGE_DAYS) throw badUserInput({ endDate: CALENDAR_MESSAGES.range });
  const zone = timeZoneOrDefault(readString(values, 'time-zone'));
  let text: string;
  try {
    text = await fetchCalendarFeed(input.icsUrl, { allowPrivateHosts: deps.config.icsAllowPrivateHosts });
  } catch (error) {
    if (error instanceof IcsFetchError) throw badUserInput({ icsUrl: error.message });
    throw error;
  }
  const range = {
    from: wallTimeToInstant(input.startDate, 0, zone),
    to: wallTimeToInstant(addDays(input.endDate, 1), 0, zone),
    zone,
  };
  try {
    return parseIcsEvents(text, range);
  } catch {
    throw badUserInput({ icsUrl: ICS_MESSAGES.notCalendar });
  }
}
