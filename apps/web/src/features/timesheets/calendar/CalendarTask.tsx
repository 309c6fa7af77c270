import { formatClockTime, formatHours, HOURS_STEP } from '@tally/domain/timesheets/hours';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { lineColor } from '../grid/blockScale.ts';
import { dayLabel, lineLabels } from '../lines/lineDays.ts';
import { type CalendarItem, clampStart, movedStart } from './calendarModel.ts';

/** Where a task is drawn: its day column (0–6) and start hour. */
export interface TaskPosition {
  dayIndex: number;
  start: number;
}

interface Props {
  item: CalendarItem;
  date: string;
  pxPerHour: number;
  /** Drawn here while a move is being saved (or dragged). */
  position: TaskPosition;
  movable: boolean;
  /** Days (0–6) where the task's line already has an entry: it cannot be dropped there. */
  takenDays: readonly number[];
  focused: boolean;
  /** The days area, to tell which day the pointer is over. */
  daysArea(): HTMLElement | null;
  onMove(item: CalendarItem, to: TaskPosition): void;
  onOpen(item: CalendarItem): void;
}

const DRAG_THRESHOLD_PX = 4;
const DAYS = 7;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  moved: boolean;
}

/** A task block: drag it (pointer) or use the arrow keys to move it; click or Enter opens the dialog. */
export function CalendarTask({
  item,
  date,
  pxPerHour,
  position,
  movable,
  takenDays,
  focused,
  daysArea,
  onMove,
  onOpen,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [preview, setPreview] = useState<TaskPosition | null>(null);
  const shown = preview ?? position;
  const blocked =
    preview !== null && preview.dayIndex !== item.dayIndex && takenDays.includes(preview.dayIndex);
  const { project, deliverable } = lineLabels(item.line);
  const end = formatClockTime(shown.start + item.hours);
  const time = `${formatClockTime(shown.start)}–${end}`;
  const color = lineColor(item.lineIndex);

  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);

  const dayUnder = (clientX: number): number => {
    const rect = daysArea()?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return shown.dayIndex;
    return Math.min(DAYS - 1, Math.max(0, Math.floor(((clientX - rect.left) / rect.width) * DAYS)));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    setPreview({
      dayIndex: dayUnder(event.clientX),
      start: clampStart(position.start + dy / pxPerHour, item.hours),
    });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    suppressClick.current = true;
    setPreview(null);
    const target = preview;
    if (target && (target.dayIndex !== position.dayIndex || target.start !== position.start)) {
      onMove(item, target);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && drag.current) {
      // Cancels a drag: the task stays where it was.
      event.preventDefault();
      if (drag.current.moved) suppressClick.current = true;
      drag.current = null;
      setPreview(null);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item);
      return;
    }
    if (!movable) return;
    const moves: Record<string, TaskPosition> = {
      ArrowUp: { ...position, start: movedStart(position.start, item.hours, -HOURS_STEP) },
      ArrowDown: { ...position, start: movedStart(position.start, item.hours, HOURS_STEP) },
      ArrowLeft: { ...position, dayIndex: Math.max(0, position.dayIndex - 1) },
      ArrowRight: { ...position, dayIndex: Math.min(DAYS - 1, position.dayIndex + 1) },
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    if (target.dayIndex !== position.dayIndex || target.start !== position.start) onMove(item, target);
  };

  const width = 100 / DAYS / item.lanes;
  const blockHeight = item.hours * pxPerHour;
  const size = blockHeight < 24 ? ' tally-cal-task--tiny' : blockHeight < 48 ? ' tally-cal-task--short' : '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable block holding text; a <button> cannot be dragged
    <div
      ref={ref}
      role="button"
      tabIndex={0}
      className={`tally-cal-task${size}${preview ? ' tally-cal-task--dragging' : ''}${blocked ? ' tally-cal-task--blocked' : ''}${movable ? '' : ' tally-cal-task--fixed'}`}
      aria-label={`${project} · ${deliverable}: ${formatHours(item.hours)} h from ${time} on ${dayLabel(date)}`}
      aria-describedby={movable ? 'tally-cal-help' : undefined}
      style={{
        top: shown.start * pxPerHour,
        height: Math.max(item.hours * pxPerHour - 2, 12),
        left: `calc(${(shown.dayIndex * 100) / DAYS + item.lane * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        background: color.fill,
        borderLeftColor: color.edge,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setPreview(null);
      }}
      onClick={() => {
        if (suppressClick.current) suppressClick.current = false;
        else onOpen(item);
      }}
      onKeyDown={onKeyDown}
    >
      <span className="tally-cal-task__title">{project}</span>
      <span className="tally-cal-task__detail">{deliverable}</span>
      <span className="tally-cal-task__time">
        {time} · {formatHours(item.hours)} h
      </span>
    </div>
  );
}
