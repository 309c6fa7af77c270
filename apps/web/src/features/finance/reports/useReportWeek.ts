import { isoToCompact, tryCompactToIso } from '@tally/domain/shared/dates';
import { defaultWeekEnd, previousWeekEnd, toWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useToday } from '../../../ui/useToday.ts';
import { useTimesheetSettings } from '../../timesheets/shared/settings.ts';

/**
 * The week of /{base}/{endDate} (F-012): the URL's date moved forward to the configured week-end day; without
 * one, the last whole week (the week before the current one).
 */
export function reportWeekOf(endParam: string | undefined, today: string, weekEndDay: WeekDay): string {
  const date = endParam ? tryCompactToIso(endParam) : null;
  return date ? toWeekEnd(date, weekEndDay) : previousWeekEnd(defaultWeekEnd(today, weekEndDay));
}

/**
 * The week in the URL and a way to change it; `ready` once the week-end day is known. A URL whose date is not
 * the week's end is replaced by the week end's, so a copied link names the week it shows (issue 14).
 */
export function useReportWeek(base: string) {
  const settings = useTimesheetSettings();
  const today = useToday();
  const { endDate } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const weekEnd = reportWeekOf(endDate, today, settings.weekEndDay);
  const canonical = isoToCompact(weekEnd);
  const ready = !settings.loading;
  useEffect(() => {
    if (ready && endDate !== undefined && endDate !== canonical) {
      navigate(`${base}/${canonical}${search}`, { replace: true });
    }
  }, [ready, endDate, canonical, base, search, navigate]);
  return {
    weekEnd,
    weekEndDay: settings.weekEndDay,
    ready,
    goTo: (week: string) => navigate(`${base}/${isoToCompact(week)}`),
  };
}
