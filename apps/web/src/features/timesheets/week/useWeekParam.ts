import { isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { requestedWeekEnd, toWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export interface WeekParam {
  /** The week end (YYYY-MM-DD) the URL names, moved forward to the configured week-end day. */
  weekEnd: string;
  /** True when the URL already names that week end (no replace pending). */
  settled: boolean;
  /** Goes to the week holding `date` (YYYY-MM-DD); `replace` swaps the history entry (the week picker). */
  goTo(date: string, options?: { replace?: boolean }): void;
}

export function weekPath(weekEnd: string, search = ''): string {
  return `/user/timesheets/${isoToCompact(weekEnd)}${search}`;
}

/**
 * The {endDate} of /user/timesheets/{endDate}: a date that is not a week-end day is moved forward to the
 * next one and the URL replaced (T-001); an unreadable date means the current week (T-004).
 * `ready` is false while the configured week-end day is still loading. `pathOf` builds the URL of a week
 * (another screen showing a week, such as /finance/manualTimesheets/{userId}/{endDate}).
 */
export function useWeekParam(
  weekEndDay: WeekDay,
  today: string,
  ready: boolean,
  pathOf: (weekEnd: string, search: string) => string = weekPath,
): WeekParam {
  const { endDate = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = tryCompactToIso(endDate);
  const weekEnd = requestedWeekEnd(asked, today, weekEndDay);
  const settled = isoToCompact(weekEnd) === endDate;

  useEffect(() => {
    if (ready && !settled) navigate(pathOf(weekEnd, search), { replace: true });
  }, [ready, settled, weekEnd, search, navigate, pathOf]);

  const goTo = useCallback(
    (date: string, options: { replace?: boolean } = {}) =>
      navigate(pathOf(toWeekEnd(date, weekEndDay), search), { replace: options.replace ?? false }),
    [navigate, search, weekEndDay, pathOf],
  );
  return { weekEnd, settled, goTo };
}
