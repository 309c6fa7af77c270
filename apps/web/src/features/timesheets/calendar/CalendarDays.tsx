import { PlusOutlined } from '@ant-design/icons';
import { dailyTotalColor } from '@tally/domain/shared/colors';
import { formatClockTime, formatHours, snapToQuarterHour } from '@tally/domain/timesheets/hours';
import { Button, Tooltip } from 'antd';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { DayHeader, holidayOn } from '../grid/DayHeader.tsx';
import { dayLabel } from '../lines/lineDays.ts';
import type { TimesheetHoliday } from '../shared/view-props.ts';
import { WORK_END, WORK_START } from './calendarModel.ts';

interface Props {
  weekDates: readonly string[];
  holidays: readonly TimesheetHoliday[];
  totals: readonly number[];
  pxPerHour: number;
  canAdd: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  daysRef: RefObject<HTMLDivElement | null>;
  onAdd(date: string, start: number): void;
  /** The task blocks, drawn over the day columns. */
  children: ReactNode;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The week's frame (T-013, T-016): day headings, an hour ruler 0–24 h, greyed 0–9 h and 18–24 h. */
export function CalendarDays({
  weekDates,
  holidays,
  totals,
  pxPerHour,
  canAdd,
  scrollRef,
  daysRef,
  onAdd,
  children,
}: Props) {
  const height = 24 * pxPerHour;
  const addAt = (date: string) => (event: MouseEvent<HTMLDivElement>) => {
    if (!canAdd || event.target !== event.currentTarget) return;
    const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
    onAdd(date, Math.min(23, Math.max(0, snapToQuarterHour(offset / pxPerHour - 0.125))));
  };

  return (
    <div className="tally-cal">
      <div className="tally-cal-head">
        <span className="tally-cal-gutter" />
        {weekDates.map((date, index) => (
          <div key={date} className="tally-cal-day-head">
            <DayHeader date={date} holiday={holidayOn(holidays, date)} />
            <span className={`tally-cal-day-total tally-total-${dailyTotalColor(totals[index] ?? 0)}`}>
              {formatHours(totals[index] ?? 0)} h
            </span>
            {canAdd ? (
              <Tooltip title={`Add a task on ${dayLabel(date)}`}>
                <Button
                  size="small"
                  type="text"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={`Add a task on ${dayLabel(date)}`}
                  onClick={() => onAdd(date, WORK_START)}
                />
              </Tooltip>
            ) : null}
          </div>
        ))}
      </div>
      <div className="tally-cal-scroll" ref={scrollRef} tabIndex={-1}>
        <div className="tally-cal-body" style={{ height }}>
          <div className="tally-cal-gutter" aria-hidden>
            {HOURS.map((hour) => (
              <span key={hour} className="tally-cal-hour" style={{ top: hour * pxPerHour }}>
                {formatClockTime(hour)}
              </span>
            ))}
          </div>
          <div className="tally-cal-days" ref={daysRef} style={{ backgroundSize: `100% ${pxPerHour}px` }}>
            {weekDates.map((date) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the day's Add button is the keyboard way
              // biome-ignore lint/a11y/useKeyWithClickEvents: same
              <div key={date} className="tally-cal-day" onClick={addAt(date)}>
                <div
                  className="tally-cal-off"
                  data-testid="off-hours"
                  style={{ top: 0, height: WORK_START * pxPerHour }}
                />
                <div
                  className="tally-cal-off"
                  data-testid="off-hours"
                  style={{ top: WORK_END * pxPerHour, height: (24 - WORK_END) * pxPerHour }}
                />
              </div>
            ))}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
