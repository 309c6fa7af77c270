import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import {
  type ConfigurationValues,
  readBoolean,
  readJson,
  readString,
} from '@tally/domain/super-admin/config';
import { type LegacyCutoff, legacyCutoffFromConfig } from '@tally/domain/timesheets/submit';
import { holidaysInWeek, parseWeekEndDay, type WeekDay } from '@tally/domain/timesheets/week';
import { useMemo } from 'react';
import { ConfigurationsDocument } from '../../../graphql/generated/first-load/graphql.ts';
import type { TimesheetHoliday } from './view-props.ts';

/** The configuration the timesheet screens read, interpreted by the domain readers (defaults included). */
export interface TimesheetSettings {
  loading: boolean;
  weekEndDay: WeekDay;
  /** netsuite-enabled: editing locked globally. */
  lockEditing: boolean;
  legacyCutoff: LegacyCutoff | null;
  showTimeOffBalances: boolean;
  showBudgetUsed: boolean;
  showHoursUsed: boolean;
  attachments: boolean;
  calendarImport: boolean;
  /** Holidays of the week ending `weekEnd` (ISO YYYY-MM-DD), dates as YYYYMMDD. */
  holidaysOf(weekEnd: string): TimesheetHoliday[];
}

function safeCutoff(values: ConfigurationValues): LegacyCutoff | null {
  try {
    return legacyCutoffFromConfig(readString(values, 'legacy-cutoff-date'), values['legacy-cutoff-message']);
  } catch {
    return null;
  }
}

export function readTimesheetSettings(values: ConfigurationValues, loading = false): TimesheetSettings {
  const holidays = readJson(values, 'holidays');
  const message = readString(values, 'legacy-cutoff-message');
  const cutoff = safeCutoff(values);
  return {
    loading,
    weekEndDay: parseWeekEndDay(readString(values, 'week-end-day')),
    lockEditing: readBoolean(values, 'netsuite-enabled'),
    legacyCutoff: cutoff && message ? cutoff : null,
    showTimeOffBalances: readBoolean(values, 'show-timeoff-balances'),
    showBudgetUsed: readBoolean(values, 'show-budget-used-on-ts'),
    showHoursUsed: readBoolean(values, 'show-hours-used-on-ts'),
    attachments: readBoolean(values, 'timesheet-attachments'),
    calendarImport: readBoolean(values, 'calendar-outlook-import'),
    holidaysOf: (weekEnd) =>
      holidaysInWeek(holidays, weekEnd).map(({ date, name }) => ({ date: isoToCompact(date), name })),
  };
}

/** Timesheet settings from the configurations query (T-009, T-040, T-079, T-088, C-014). */
export function useTimesheetSettings(): TimesheetSettings {
  const { data, loading } = useQuery(ConfigurationsDocument);
  return useMemo(() => {
    const values = Object.fromEntries((data?.configurations ?? []).map((c) => [c.key, c.value]));
    return readTimesheetSettings(values, loading && !data);
  }, [data, loading]);
}
