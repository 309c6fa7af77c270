import { useMemo, useState } from 'react';
import { CommentsDrawerOnDemand } from '../lines/CommentsDrawerOnDemand.tsx';
import { LineEditingProvider, useLineEditing } from '../lines/LineEditingContext.tsx';
import { isLineEditable, weekTotals } from '../lines/lineDays.ts';
import { EMPTY_LINES } from '../lines/messages.ts';
import type { HoursTarget } from '../lines/useSaveHours.ts';
import { useSaveHours } from '../lines/useSaveHours.ts';
import type { TimesheetViewProps } from '../shared/view-props.ts';
import { DayByDay } from './DayByDay.tsx';
import { DayHeader, holidayOn } from './DayHeader.tsx';
import { GridFooter } from './GridFooter.tsx';
import { GridRow } from './GridRow.tsx';
import { TotalsRow } from './TotalsRow.tsx';
import { usePhoneWidth } from './useNarrow.ts';
import './grid.css';

/** Grid view (T-011): one row per line item, one column per day, line, daily and weekly totals. */
export function TimesheetGrid({ timesheet, weekDates, readOnly, holidays, onChanged }: TimesheetViewProps) {
  return (
    <LineEditingProvider timesheet={timesheet} readOnly={readOnly} onChanged={onChanged}>
      <GridTable weekDates={weekDates} holidays={holidays} />
    </LineEditingProvider>
  );
}

function GridTable({ weekDates, holidays }: Pick<TimesheetViewProps, 'weekDates' | 'holidays'>) {
  const { timesheet, readOnly } = useLineEditing();
  const save = useSaveHours();
  const [comments, setComments] = useState<HoursTarget | null>(null);
  const lines = timesheet.lineItems;
  const totals = useMemo(() => weekTotals(lines, weekDates), [lines, weekDates]);
  const holidayCols = useMemo(
    () => new Set(weekDates.flatMap((date, col) => (holidayOn(holidays, date) ? [col] : []))),
    [weekDates, holidays],
  );

  const phone = usePhoneWidth();
  const commentsDrawer = (
    <CommentsDrawerOnDemand
      target={comments}
      editable={comments !== null && isLineEditable(comments.line, readOnly)}
      onClose={() => setComments(null)}
    />
  );
  if (phone) {
    // Issue #14: at phone width one day at a time, today's first when it is in the week.
    const today = todayCompact();
    return (
      <div className="tally-grid-view">
        <DayByDay
          lines={lines}
          weekDates={weekDates}
          totals={totals}
          ownerId={timesheet.userId}
          readOnly={readOnly}
          save={save}
          onOpenComments={setComments}
          initialDay={Math.max(0, weekDates.indexOf(today))}
        />
        <GridFooter />
        {commentsDrawer}
      </div>
    );
  }

  return (
    <div className="tally-grid-view">
      <div className="tally-grid-scroll">
        <table className="tally-grid" data-hours-grid data-rows={lines.length}>
          <caption className="tally-sr-only">Hours per task and day</caption>
          <thead>
            <tr>
              <th scope="col" className="tally-line-cell">
                Task
              </th>
              {weekDates.map((date, col) => (
                <th key={date} scope="col" className={holidayCols.has(col) ? 'is-holiday' : undefined}>
                  <DayHeader date={date} holiday={holidayOn(holidays, date)} />
                </th>
              ))}
              <th scope="col" className="tally-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={weekDates.length + 2} className="tally-grid-empty">
                  {EMPTY_LINES}
                </td>
              </tr>
            ) : (
              lines.map((line, row) => (
                <GridRow
                  key={line._id}
                  line={line}
                  row={row}
                  weekDates={weekDates}
                  holidayCols={holidayCols}
                  total={totals.perLine[row] ?? 0}
                  ownerId={timesheet.userId}
                  editable={isLineEditable(line, readOnly)}
                  save={save}
                  onOpenComments={setComments}
                />
              ))
            )}
          </tbody>
          <tfoot>
            <TotalsRow totals={totals} holidayCols={holidayCols} />
          </tfoot>
        </table>
      </div>
      <GridFooter />
      {commentsDrawer}
    </div>
  );
}

function todayCompact(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}
