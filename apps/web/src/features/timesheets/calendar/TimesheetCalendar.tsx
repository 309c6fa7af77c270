import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { compactToIso, isoToMonthDay } from '@tally/domain/shared/dates';
import { Button, Space } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LineEditingProvider, useLineEditing } from '../lines/LineEditingContext.tsx';
import { isLineEditable, weekTotals } from '../lines/lineDays.ts';
import {
  EMPTY_LINES,
  ERROR_TOAST_SECONDS,
  HOURS_ADDED,
  HOURS_SAVE_FAILED,
  HOURS_UPDATED,
} from '../lines/messages.ts';
import type { TimesheetTask, TimesheetViewProps } from '../shared/view-props.ts';
import { CalendarDays } from './CalendarDays.tsx';
import { CalendarTask, type TaskPosition } from './CalendarTask.tsx';
import {
  type CalendarItem,
  calendarItems,
  DEFAULT_PX_PER_HOUR,
  MAX_PX_PER_HOUR,
  MIN_PX_PER_HOUR,
  zoomIn,
  zoomOut,
} from './calendarModel.ts';
import { TaskDialog, type TaskEditing } from './TaskDialog.tsx';
import { DayTakenError, type TaskPlacement, useCalendarSave } from './useCalendarSave.ts';
import '../grid/grid.css';
import './calendar.css';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';

/** Why a zoom button is off: the calendar is at its limit (issue 14). */
export const ZOOM_LIMITS = { in: 'Zoomed in as far as it goes', out: 'Zoomed out as far as it goes' };

export const MOVE_FAILED = 'Failed to move task';
export const movedTo = (date: string) => `Successfully moved task to ${isoToMonthDay(compactToIso(date))}`;
const FIRST_VISIBLE_HOUR = 8;
/** Room above the first visible hour so its label is not cut. */
const LABEL_ROOM_PX = 12;

/** Calendar view (T-013..T-022): the week on a 0–24 h time axis; drag or arrow keys move tasks. */
export function TimesheetCalendar({
  timesheet,
  weekDates,
  readOnly,
  holidays,
  onChanged,
}: TimesheetViewProps) {
  return (
    <LineEditingProvider timesheet={timesheet} readOnly={readOnly} onChanged={onChanged}>
      <CalendarBoard weekDates={weekDates} holidays={holidays} />
    </LineEditingProvider>
  );
}

function CalendarBoard({ weekDates, holidays }: Pick<TimesheetViewProps, 'weekDates' | 'holidays'>) {
  const { timesheet, readOnly, notify } = useLineEditing();
  const save = useCalendarSave();
  const [pxPerHour, setPxPerHour] = useState(DEFAULT_PX_PER_HOUR);
  const [editing, setEditing] = useState<TaskEditing | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<string, TaskPosition>>(new Map());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const daysRef = useRef<HTMLDivElement>(null);
  const centre = useRef<number | null>(null);
  const lines = timesheet.lineItems;
  const days = useMemo(() => calendarItems(lines, weekDates), [lines, weekDates]);
  const totals = useMemo(() => weekTotals(lines, weekDates), [lines, weekDates]);
  const canAdd = lines.some((line) => isLineEditable(line, readOnly));

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const hour = centre.current;
    scroller.scrollTop =
      hour === null
        ? FIRST_VISIBLE_HOUR * pxPerHour - LABEL_ROOM_PX
        : hour * pxPerHour - scroller.clientHeight / 2;
  }, [pxPerHour]);

  const zoom = (next: (px: number) => number) => {
    const scroller = scrollRef.current;
    if (scroller) centre.current = (scroller.scrollTop + scroller.clientHeight / 2) / pxPerHour;
    setPxPerHour(next);
  };

  const move = async (item: CalendarItem, to: TaskPosition) => {
    if (pending.size > 0) return;
    const date = weekDates[to.dayIndex];
    if (!date) return;
    setPending(new Map([[item.key, to]]));
    setFocusKey(`${item.line._id}:${date}`);
    try {
      await save(item.task, { line: item.line, date, start: to.start, hours: item.hours });
      void notify.success(movedTo(date));
    } catch {
      setFocusKey(item.key);
      void notify.error({ content: MOVE_FAILED, duration: ERROR_TOAST_SECONDS });
    } finally {
      setPending(new Map());
    }
  };

  const saveTask = async (task: TimesheetTask | null, target: TaskPlacement) => {
    try {
      await save(task, target);
      void notify.success(task ? HOURS_UPDATED : HOURS_ADDED);
      return true;
    } catch (error) {
      const content =
        error instanceof DayTakenError
          ? `This task already has hours on ${isoToMonthDay(compactToIso(target.date))}`
          : HOURS_SAVE_FAILED;
      void notify.error({ content, duration: ERROR_TOAST_SECONDS });
      return false;
    }
  };

  const removeTask = async (task: TimesheetTask) => {
    const line = lines.find((candidate) => candidate._id === task.lineItemId);
    if (!line) return false;
    return saveTask(task, { line, date: task.date, start: task.startTime ?? 0, hours: 0 });
  };

  const open = (item: CalendarItem) =>
    setEditing({
      task: item.task,
      line: item.line,
      date: item.task.date,
      start: item.start,
      hours: item.hours,
    });

  return (
    <div className="tally-cal-view">
      <div className="tally-cal-toolbar">
        {lines.length === 0 ? <p className="tally-cal-empty">{EMPTY_LINES}</p> : <span />}
        <Space.Compact>
          <DisabledReason reason={pxPerHour <= MIN_PX_PER_HOUR && ZOOM_LIMITS.out}>
            <Button
              icon={<ZoomOutOutlined aria-hidden />}
              aria-label="Zoom out"
              disabled={pxPerHour <= MIN_PX_PER_HOUR}
              onClick={() => zoom(zoomOut)}
            />
          </DisabledReason>
          <DisabledReason reason={pxPerHour >= MAX_PX_PER_HOUR && ZOOM_LIMITS.in}>
            <Button
              icon={<ZoomInOutlined aria-hidden />}
              aria-label="Zoom in"
              disabled={pxPerHour >= MAX_PX_PER_HOUR}
              onClick={() => zoom(zoomIn)}
            />
          </DisabledReason>
        </Space.Compact>
      </div>
      <p id="tally-cal-help" className="tally-cal-sr-only">
        Arrow up and down move the task by 15 minutes, left and right by a day. Enter opens it.
      </p>
      <CalendarDays
        weekDates={weekDates}
        holidays={holidays}
        totals={totals.daily}
        pxPerHour={pxPerHour}
        canAdd={canAdd}
        scrollRef={scrollRef}
        daysRef={daysRef}
        onAdd={(date, start) => setEditing({ task: null, line: null, date, start, hours: 1 })}
      >
        {days.flat().map((item) => (
          <CalendarTask
            key={item.key}
            item={item}
            date={weekDates[item.dayIndex] ?? item.task.date}
            pxPerHour={pxPerHour}
            position={pending.get(item.key) ?? { dayIndex: item.dayIndex, start: item.start }}
            movable={isLineEditable(item.line, readOnly) && pending.size === 0}
            takenDays={days.flatMap((day, index) =>
              day.some((other) => other.line._id === item.line._id) ? [index] : [],
            )}
            focused={focusKey === item.key}
            daysArea={() => daysRef.current}
            onMove={(target, to) => void move(target, to)}
            onOpen={open}
          />
        ))}
      </CalendarDays>
      <TaskDialog
        editing={editing}
        lines={lines}
        weekDates={weekDates}
        readOnly={readOnly || (editing?.line ? !isLineEditable(editing.line, readOnly) : false)}
        onSave={saveTask}
        onDelete={removeTask}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
