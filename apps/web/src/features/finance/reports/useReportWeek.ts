import { isoToCompact, tryCompactToIso } from '@tally/domain/dates';
import { defaultWeekEnd, previousWeekEnd, toWeekEnd, type WeekDay } from '@tally/domain/week';
import { useNavigate, useParams } from 'react-router';
import { useTimesheetSettings } from '../../timesheets/shared/settings.ts';
import { useToday } from '../../timesheets/shared/useToday.ts';

/**
 * The week of /{base}/{endDate} (F-012): the URL's date moved forward to the configured week-end day; without
 * one, the last whole week (the week before the current one).
 */
export function reportWeekOf(endParam: string | undefined, today: string, weekEndDay: WeekDay): string {
  const date = endParam ? tryCompactToIso(endParam) : null;
  return date ? toWeekEnd(date, weekEndDay) : previousWeekEnd(defaultWeekEnd(today, weekEndDay));
}

/** The week in the URL and a way to change it; `ready` once the week-end day is known. */
export function useReportWeek(base: string) {
  const settings = useTimesheetSettings();
  const today = useToday();
  const { endDate } = useParams();
  const navigate = useNavigate();
  const weekEnd = reportWeekOf(endDate, today, settings.weekEndDay);
  return {
    weekEnd,
    weekEndDay: settings.weekEndDay,
    ready: !settings.loading,
    goTo: (week: string) => navigate(`${base}/${isoToCompact(week)}`),
  };
}
