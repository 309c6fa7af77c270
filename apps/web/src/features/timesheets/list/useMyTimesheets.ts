import { useQuery } from '@apollo/client/react';
import { compactToIso, isoToCompact } from '@tally/domain/shared/dates';
import {
  type DateRange,
  extendRangeBackOneMonth,
  groupWeekEndsByMonth,
  initialListRange,
  type MonthOfWeeks,
  type WeekDay,
  weekEndsInRange,
} from '@tally/domain/timesheets/week';
import { useMemo, useState } from 'react';
import { MyTimesheetsDocument, type TimesheetCardFragment } from '../../../graphql/generated/graphql.ts';

export interface MyTimesheets {
  range: DateRange;
  setRange(range: DateRange): void;
  loadMore(): void;
  months: MonthOfWeeks[];
  /** Sheets by week end (YYYY-MM-DD). */
  byWeekEnd: ReadonlyMap<string, TimesheetCardFragment>;
  loading: boolean;
  error: Error | undefined;
  refetch(): Promise<unknown>;
}

/** The list's range (L-002, L-003), its week ends grouped by month (L-004) and me.timesheets over them (L-001). */
export function useMyTimesheets(today: string, weekEndDay: WeekDay): MyTimesheets {
  const [range, setRange] = useState<DateRange>(() => initialListRange(today));
  const weekEnds = useMemo(() => weekEndsInRange(range, weekEndDay), [range, weekEndDay]);
  const variables = {
    startDate: isoToCompact(weekEnds.at(-1) ?? range.start),
    endDate: isoToCompact(weekEnds[0] ?? range.end),
  };
  const { data, previousData, loading, error, refetch } = useQuery(MyTimesheetsDocument, { variables });
  const shown = data ?? previousData;

  const byWeekEnd = useMemo(() => {
    const sheets = shown?.me.timesheets ?? [];
    return new Map(sheets.map((sheet) => [compactToIso(sheet.endDate), sheet]));
  }, [shown]);

  return {
    range,
    setRange,
    loadMore: () => setRange((current) => extendRangeBackOneMonth(current)),
    months: useMemo(() => groupWeekEndsByMonth(weekEnds), [weekEnds]),
    byWeekEnd,
    loading,
    error: shown ? undefined : error,
    refetch: () => refetch(),
  };
}
