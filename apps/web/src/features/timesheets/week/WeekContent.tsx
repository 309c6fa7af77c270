import { CalendarOutlined } from '@ant-design/icons';
import { isoToCompact } from '@tally/domain/shared/dates';
import type { WeekDay } from '@tally/domain/timesheets/week';
import { Alert, Button } from 'antd';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TimesheetFilesTabs } from '../attachments/TimesheetFilesTabs.tsx';
import { useWorksOffline } from '../offline/offlinePage.ts';
import type { TimesheetSettings } from '../shared/settings.ts';
import { useWeekTimesheet } from '../shared/useWeekTimesheet.ts';
import type { Timesheet, TimesheetViewProps } from '../shared/view-props.ts';
import { NoTimesheet } from './NoTimesheet.tsx';
import type { SubmitControlProps } from './SubmitButton.tsx';
import { TimeOffLink } from './TimeOffLink.tsx';
import { useReloadOnError } from './useReloadOnError.ts';
import { storedView, storeView, VIEWS, type ViewName } from './views.tsx';
import { WeekBanners } from './WeekBanners.tsx';
import { WeekToolbar } from './WeekToolbar.tsx';
import '../calendar-import/calendar-import.css';
import { LoadingLines } from '../../../ui/LoadingLines.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';

/**
 * Shown only where calendar-outlook-import is on: its hooks (Outlook sign-in, Graph client, drafts) load
 * with it, not with every week route; meanwhile the same button stands in, and pressing it opens the
 * dialog as soon as the module arrives.
 */
const CalendarImportButton = lazy(() =>
  import('../calendar-import/CalendarImportButton.tsx').then((module) => ({
    default: module.CalendarImportButton,
  })),
);

function CalendarImportStandIn({ onPress }: { onPress(): void }) {
  return (
    <div className="tally-import-bar">
      <Button icon={<CalendarOutlined aria-hidden />} onClick={onPress}>
        Import calendar events
      </Button>
    </div>
  );
}

/** Opened from the toolbar: loaded on demand, not with the week route. */
const PrefillDialog = lazy(() =>
  import('./PrefillDialog.tsx').then((module) => ({ default: module.PrefillDialog })),
);

interface Props {
  weekEnd: string;
  weekEndDay: WeekDay;
  user: string | undefined;
  settings: TimesheetSettings;
  /**
   * Finance entering `user`'s week on their behalf (/finance/manualTimesheets): the sheet is editable as the
   * server allows (canEdit) and the status actions show, with this Submit control.
   */
  SubmitOnBehalf?: ComponentType<SubmitControlProps>;
}

/** The sheet of one week: banners, toolbar, the chosen view, or the no-sheet state (T-005..T-007). */
export function WeekContent({ weekEnd, weekEndDay, user, settings, SubmitOnBehalf }: Props) {
  const week = useWeekTimesheet(isoToCompact(weekEnd), user);
  const failed = useReloadOnError(week.error, weekEnd);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [view, setView] = useState<ViewName>(storedView);
  const [prefilling, setPrefilling] = useState(false);
  const [importPressed, setImportPressed] = useState(false);
  const { timesheet, setTimesheet } = week;
  const readOnly = !timesheet?.canEdit || submitting || (user !== undefined && !SubmitOnBehalf);
  // One's own week keeps working offline: its cell and comment edits wait on this device (issue #18).
  useWorksOffline(user === undefined && !SubmitOnBehalf);
  const onChanged = useCallback((updated: Timesheet) => setTimesheet(updated), [setTimesheet]);
  const created = useRef(false);
  const onCreated = useCallback(
    (sheet: Timesheet) => {
      created.current = true;
      setTimesheet(sheet);
    },
    [setTimesheet],
  );
  // After Create, focus lands on the new sheet's first step (Add Task), not the page body (issue #14).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sheet changes
  useEffect(() => {
    if (!created.current) return;
    created.current = false;
    const next =
      document.querySelector<HTMLElement>('[data-after-create]') ??
      document.querySelector<HTMLElement>('.week-summary');
    next?.focus();
  }, [timesheet]);

  const viewProps = useMemo<TimesheetViewProps | null>(
    () =>
      timesheet
        ? {
            timesheet,
            weekDates: timesheet.week.map((day) => day.date),
            readOnly,
            holidays: settings.holidaysOf(weekEnd),
            onChanged,
          }
        : null,
    [timesheet, readOnly, settings, weekEnd, onChanged],
  );
  const View = VIEWS[view];

  return (
    <>
      <WeekBanners
        weekEnd={weekEnd}
        settings={settings}
        timesheet={timesheet}
        error={error}
        onDismissError={() => setError(null)}
      />
      {failed && week.error ? (
        <QueryError title="This timesheet could not be loaded." error={week.error} onRetry={week.refetch} />
      ) : timesheet === undefined ? (
        <LoadingLines rows={8} label="Loading the timesheet" />
      ) : timesheet === null || !viewProps ? (
        <NoTimesheet weekEnd={weekEnd} user={user} canCreate={!settings.lockEditing} onCreated={onCreated} />
      ) : (
        <>
          {user !== undefined && !SubmitOnBehalf ? (
            <Alert
              type="info"
              showIcon
              className="week-owner"
              title={`You are viewing ${timesheet.user.firstName} ${timesheet.user.lastName}'s timesheet. It is read-only.`}
            />
          ) : null}
          <WeekToolbar
            timesheet={timesheet}
            view={view}
            onView={(next) => {
              setView(next);
              storeView(next);
            }}
            readOnly={readOnly}
            othersSheet={user !== undefined}
            SubmitControl={SubmitOnBehalf}
            onPrefill={() => setPrefilling(true)}
            onSubmitting={setSubmitting}
            onChanged={onChanged}
            onDeleted={() => setTimesheet(null)}
            onError={setError}
          />
          {settings.calendarImport && !readOnly ? (
            <Suspense fallback={<CalendarImportStandIn onPress={() => setImportPressed(true)} />}>
              <CalendarImportButton
                {...viewProps}
                defaultOpen={importPressed}
                onClosed={() => setImportPressed(false)}
              />
            </Suspense>
          ) : null}
          {View ? (
            <Suspense fallback={<LoadingLines rows={8} label="Loading the timesheet" />}>
              <View {...viewProps} />
            </Suspense>
          ) : null}
          <TimesheetFilesTabs {...viewProps} />
          {prefilling ? (
            <Suspense fallback={null}>
              <PrefillDialog
                open
                timesheet={timesheet}
                weekEnd={weekEnd}
                weekEndDay={weekEndDay}
                user={user}
                onClose={() => setPrefilling(false)}
                onChanged={onChanged}
              />
            </Suspense>
          ) : null}
        </>
      )}
      {settings.showTimeOffBalances && !user ? <TimeOffLink timesheet={timesheet} /> : null}
    </>
  );
}
