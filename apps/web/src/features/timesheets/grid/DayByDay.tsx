import { dailyTotalColor, weeklyTotalColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import { useState } from 'react';
import { DayCell } from '../lines/DayCell.tsx';
import { LineLabel } from '../lines/LineLabel.tsx';
import { dayLabel, isLineEditable, type WeekTotals } from '../lines/lineDays.ts';
import { EMPTY_LINES } from '../lines/messages.ts';
import type { HoursTarget, SaveHours } from '../lines/useSaveHours.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import './day-by-day.css';

interface Props {
  lines: readonly TimesheetLineItem[];
  weekDates: readonly string[];
  totals: WeekTotals;
  ownerId: string;
  readOnly: boolean;
  save: SaveHours;
  onOpenComments(target: HoursTarget): void;
  /** The day shown first: today when it is in the week, else the first day. */
  initialDay: number;
}

/**
 * The week at phone width (issue #14): pick a day (each with its total), see that day's lines with one hours
 * input each; the week total stays in view. The cells keep the grid's keys (up/down move between lines).
 */
export function DayByDay(props: Props) {
  const { lines, weekDates, totals, ownerId, readOnly, save, onOpenComments, initialDay } = props;
  const [day, setDay] = useState(initialDay);
  const date = weekDates[day] ?? weekDates[0] ?? '';
  const weekColor = weeklyTotalColor(totals.weekly);
  return (
    <div className="tally-day-by-day">
      <div className="tally-day-by-day__week">
        <span>Week total</span>
        <strong className={`tally-total-${weekColor}`} data-week-total>
          {formatHours(totals.weekly)} h
        </strong>
      </div>
      <div className="tally-day-tabs" role="tablist" aria-label="Day of the week">
        {weekDates.map((candidate, col) => {
          const hours = totals.daily[col] ?? 0;
          const [name, monthDay] = dayLabel(candidate).split(' ');
          return (
            <button
              key={candidate}
              type="button"
              role="tab"
              id={`day-tab-${candidate}`}
              aria-selected={col === day}
              aria-controls="day-panel"
              tabIndex={col === day ? 0 : -1}
              className="tally-day-tab"
              onClick={() => setDay(col)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!step) return;
                event.preventDefault();
                const next = (col + step + weekDates.length) % weekDates.length;
                setDay(next);
                event.currentTarget.parentElement
                  ?.querySelectorAll<HTMLButtonElement>('[role="tab"]')
                  [next]?.focus();
              }}
            >
              <span className="tally-day-tab__name">{name}</span>
              <span className="tally-day-tab__date">{monthDay}</span>
              <span className={`tally-day-tab__total tally-total-${dailyTotalColor(hours)}`}>
                {formatHours(hours)}
                <span className="tally-sr-only"> hours</span>
              </span>
            </button>
          );
        })}
      </div>
      <section
        id="day-panel"
        role="tabpanel"
        aria-labelledby={`day-tab-${date}`}
        className="tally-day-lines"
        data-hours-grid
        data-rows={lines.length}
      >
        {lines.length === 0 ? (
          <p className="tally-day-empty">{EMPTY_LINES}</p>
        ) : (
          lines.map((line, row) => {
            const editable = isLineEditable(line, readOnly);
            return (
              <div key={line._id} className={`tally-day-line${editable ? '' : ' is-readonly'}`}>
                <LineLabel
                  line={line}
                  ownerId={ownerId}
                  lineHours={totals.perLine[row] ?? 0}
                  editable={editable}
                />
                <div className="tally-day-line__hours">
                  <DayCell
                    line={line}
                    date={date}
                    row={row}
                    col={day}
                    editable={editable}
                    save={save}
                    onOpenComments={onOpenComments}
                  />
                  <span className="tally-day-line__total">
                    Week {formatHours(totals.perLine[row] ?? 0)} h
                  </span>
                </div>
              </div>
            );
          })
        )}
      </section>
    </div>
  );
}
