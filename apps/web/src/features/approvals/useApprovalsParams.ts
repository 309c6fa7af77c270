import { isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { requestedWeekEnd, toWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import { useCallback, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

export const VIEWS = ['View by Pending', 'View by Week'] as const;
export type ApprovalsView = (typeof VIEWS)[number];

/** The project chooser's 'All projects' choice in the URL. */
export const ALL_PROJECTS = 'all';

/**
 * State of /project-management/timesheets[/{endDate}]?view=…&project=… (P-001, P-002): the view
 * ('View by Pending' when absent), the chosen project and the week end (current week when absent). Once the
 * week-end day is known (`ready`), a date that is not a week end is replaced by its week's end (issue 14).
 */
export function useApprovalsParams(weekEndDay: WeekDay, today: string, ready = true) {
  const { endDate = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const asked = tryCompactToIso(endDate);
  const weekEnd = requestedWeekEnd(asked, today, weekEndDay);
  const canonical = isoToCompact(weekEnd);
  useEffect(() => {
    if (ready && endDate !== '' && endDate !== canonical) {
      navigate(
        { pathname: `/project-management/timesheets/${canonical}`, search: search.toString() },
        { replace: true },
      );
    }
  }, [ready, endDate, canonical, search, navigate]);
  const view: ApprovalsView = search.get('view') === 'View by Week' ? 'View by Week' : 'View by Pending';

  const update = useCallback(
    (key: string, value: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key === 'project' },
      ),
    [setSearch],
  );

  const goToWeek = useCallback(
    (date: string, options: { replace?: boolean } = {}) =>
      navigate(
        {
          pathname: `/project-management/timesheets/${isoToCompact(toWeekEnd(date, weekEndDay))}`,
          search: search.toString(),
        },
        { replace: options.replace ?? false },
      ),
    [navigate, search, weekEndDay],
  );

  return {
    view,
    setView: (next: ApprovalsView) => update('view', next),
    project: search.get('project'),
    setProject: (next: string) => update('project', next),
    weekEnd,
    goToWeek,
  };
}
