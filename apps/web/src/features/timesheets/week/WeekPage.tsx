import { addDays, isoToDisplay } from '@tally/domain/shared/dates';
import { useSearchParams } from 'react-router';
import { useToday } from '../../../ui/useToday.ts';
import { useTimesheetSettings } from '../shared/settings.ts';
import { SkipToHours } from './SkipToHours.tsx';
import { useWeekParam } from './useWeekParam.ts';
import { WeekContent } from './WeekContent.tsx';
import { WeekNavigator } from './WeekNavigator.tsx';
import './week.css';
import { LoadingLines } from '../../../ui/LoadingLines.tsx';

/** /user/timesheets/{endDate}: one week's timesheet (T items); `?user=` shows another user's sheet read-only. */
export function Component() {
  const today = useToday();
  const settings = useTimesheetSettings();
  const [searchParams] = useSearchParams();
  const user = searchParams.get('user') || undefined;
  const { weekEnd, settled, goTo } = useWeekParam(settings.weekEndDay, today, !settings.loading);

  if (settings.loading || !settled) return <LoadingLines rows={10} label="Loading the timesheet" />;
  return (
    <>
      {user === undefined ? <SkipToHours /> : null}
      <header className="week-header">
        <div>
          <h1 className="tally-title week-header__title">Week ending {isoToDisplay(weekEnd)}</h1>
          <span className="tally-text-secondary">
            {isoToDisplay(addDays(weekEnd, -6))} – {isoToDisplay(weekEnd)}
          </span>
        </div>
        <WeekNavigator weekEnd={weekEnd} today={today} weekEndDay={settings.weekEndDay} goTo={goTo} />
      </header>
      <WeekContent
        key={`${weekEnd}-${user ?? ''}`}
        weekEnd={weekEnd}
        weekEndDay={settings.weekEndDay}
        user={user}
        settings={settings}
      />
    </>
  );
}
