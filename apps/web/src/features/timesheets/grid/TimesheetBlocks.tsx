import { weeklyTotalColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import { sumHours } from '@tally/domain/timesheets/totals';
import { useMemo, useState } from 'react';
import { CommentsDrawerOnDemand } from '../lines/CommentsDrawerOnDemand.tsx';
import { LineEditingProvider, useLineEditing } from '../lines/LineEditingContext.tsx';
import { isLineEditable, lineLabels, taskOn, weekTotals } from '../lines/lineDays.ts';
import { EMPTY_LINES } from '../lines/messages.ts';
import { type HoursTarget, useSaveHours } from '../lines/useSaveHours.ts';
import type { TimesheetViewProps } from '../shared/view-props.ts';
import { BlocksDay } from './BlocksDay.tsx';
import { lineColor, scaleHours } from './blockScale.ts';
import { type DayEditing, DayEditor } from './DayEditor.tsx';
import { holidayOn } from './DayHeader.tsx';
import { GridFooter } from './GridFooter.tsx';
import './blocks.css';
import './grid.css';

/** Blocks view (T-012): per day a block per task sized by its hours, a line at 8 hours; click a block to edit. */
export function TimesheetBlocks({ timesheet, weekDates, readOnly, holidays, onChanged }: TimesheetViewProps) {
  return (
    <LineEditingProvider timesheet={timesheet} readOnly={readOnly} onChanged={onChanged}>
      <BlocksChart weekDates={weekDates} holidays={holidays} />
    </LineEditingProvider>
  );
}

function BlocksChart({ weekDates, holidays }: Pick<TimesheetViewProps, 'weekDates' | 'holidays'>) {
  const { timesheet, readOnly } = useLineEditing();
  const save = useSaveHours();
  const [editing, setEditing] = useState<DayEditing | null>(null);
  const [comments, setComments] = useState<HoursTarget | null>(null);
  const lines = timesheet.lineItems;
  const totals = useMemo(() => weekTotals(lines, weekDates), [lines, weekDates]);
  const scale = scaleHours(
    weekDates.map((date) => sumHours(lines.map((line) => taskOn(line, date)?.hours ?? 0))),
  );
  const canEdit = lines.some((line) => isLineEditable(line, readOnly));

  return (
    <div className="tally-grid-view">
      {lines.length === 0 ? (
        <p className="tally-blocks-empty">{EMPTY_LINES}</p>
      ) : (
        <ul className="tally-blocks-legend" aria-label="Tasks">
          {lines.map((line, index) => {
            const { project, deliverable } = lineLabels(line);
            return (
              <li key={line._id}>
                <span
                  className="tally-legend-swatch"
                  style={{ background: lineColor(index).edge }}
                  aria-hidden
                />
                {project} · {deliverable}
                {line.deliverable?.ignoreHoursInTotal && <em> (not counted in totals)</em>}
              </li>
            );
          })}
        </ul>
      )}
      <div className="tally-blocks-scroll">
        <div className="tally-blocks">
          {weekDates.map((date, col) => (
            <BlocksDay
              key={date}
              date={date}
              lines={lines}
              holiday={holidayOn(holidays, date)}
              total={totals.daily[col] ?? 0}
              scale={scale}
              canAdd={canEdit}
              onEdit={(day, lineIndex) => setEditing({ date: day, lineIndex })}
            />
          ))}
        </div>
      </div>
      <p className={`tally-blocks-week tally-total-${weeklyTotalColor(totals.weekly)}`}>
        Weekly total: {formatHours(totals.weekly)} h
      </p>
      <GridFooter />
      <DayEditor
        editing={editing}
        save={save}
        onOpenComments={setComments}
        onChangeDay={(delta, lineIndex) => {
          const next = editing ? weekDates[weekDates.indexOf(editing.date) + delta] : undefined;
          if (next) setEditing({ date: next, lineIndex });
        }}
        onClose={() => setEditing(null)}
      />
      <CommentsDrawerOnDemand
        target={comments}
        editable={comments !== null && isLineEditable(comments.line, readOnly)}
        onClose={() => setComments(null)}
      />
    </div>
  );
}
