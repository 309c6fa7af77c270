import { addDays, isoToDisplay } from '@tally/domain/shared/dates';
import { Alert, Empty, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToday } from '../../../ui/useToday.ts';
import { type TimesheetSettings, useTimesheetSettings } from '../../timesheets/shared/settings.ts';
import { useWeekParam } from '../../timesheets/week/useWeekParam.ts';
import { WeekContent } from '../../timesheets/week/WeekContent.tsx';
import { WeekNavigator } from '../../timesheets/week/WeekNavigator.tsx';
import { ManualSubmitButton } from './ManualSubmitButton.tsx';
import { manualTimesheetsPath } from './manualPath.ts';
import { UserPicker, useManualTimesheetUsers } from './UserPicker.tsx';
import '../../timesheets/week/week.css';
import './manual-timesheets.css';

export const MANUAL_TITLE = 'Add Timesheet for Other Users';

/**
 * /finance/manualTimesheets[/{userId}[/{endDate}]] (F-075..F-082): finance picks a user and enters their week
 * with the week screen's own parts (grid, lines, totals, create and hours on the user's behalf), submitting
 * through submitManualTimesheet. The week end follows the week screen's rules (F-078): moved forward to the
 * configured week-end day, the current week's by default.
 */
export function Component() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const today = useToday();
  const settings = useTimesheetSettings();
  const pathOf = useCallback(
    (weekEnd: string, search: string) => `${manualTimesheetsPath(userId, weekEnd)}${search}`,
    [userId],
  );
  const week = useWeekParam(settings.weekEndDay, today, !settings.loading && Boolean(userId), pathOf);
  const list = useManualTimesheetUsers();
  const unknownUser = Boolean(userId && list.users && !list.users.some((user) => user._id === userId));

  return (
    <>
      <h1 className="tally-title">{MANUAL_TITLE}</h1>
      <UserPicker
        list={list}
        value={userId}
        onChange={(chosen) =>
          navigate(manualTimesheetsPath(chosen, userId && week.settled ? week.weekEnd : undefined))
        }
      />
      {unknownUser ? (
        <Alert
          type="warning"
          showIcon
          title="The user in the address was not found: choose one in the list."
        />
      ) : userId ? (
        <WeeklyTimesheet userId={userId} today={today} settings={settings} week={week} />
      ) : (
        <Empty
          className="manual-empty"
          description="Choose a user to see and enter their weekly timesheet."
        />
      )}
    </>
  );
}

interface WeeklyProps {
  userId: string;
  today: string;
  settings: TimesheetSettings;
  week: ReturnType<typeof useWeekParam>;
}

/** The 'Weekly Timesheet' panel: the week navigator with its date picker, then the user's sheet (F-079). */
function WeeklyTimesheet({ userId, today, settings, week }: WeeklyProps) {
  if (settings.loading || !week.settled) return <Skeleton active paragraph={{ rows: 10 }} />;
  const { weekEnd } = week;
  return (
    <section className="manual-week" aria-labelledby="manual-week-title">
      <header className="week-header">
        <div>
          <h2 id="manual-week-title" className="tally-title manual-week__title">
            Weekly Timesheet
          </h2>
          <span className="tally-text-secondary">
            Week ending {isoToDisplay(weekEnd)} ({isoToDisplay(addDays(weekEnd, -6))} –{' '}
            {isoToDisplay(weekEnd)})
          </span>
        </div>
        <WeekNavigator weekEnd={weekEnd} today={today} weekEndDay={settings.weekEndDay} goTo={week.goTo} />
      </header>
      <WeekContent
        key={`${weekEnd}-${userId}`}
        weekEnd={weekEnd}
        weekEndDay={settings.weekEndDay}
        user={userId}
        settings={settings}
        SubmitOnBehalf={ManualSubmitButton}
      />
    </section>
  );
}
