import { PlusOutlined } from '@ant-design/icons';
import { dailyTotalColor } from '@tally/domain/shared/colors';
import { formatHours } from '@tally/domain/timesheets/hours';
import { dayLabel, lineLabels, taskOn } from '../lines/lineDays.ts';
import type { TimesheetHoliday, TimesheetLineItem } from '../shared/view-props.ts';
import { EIGHT_HOURS, lineColor, PX_PER_HOUR } from './blockScale.ts';
import { DayHeader } from './DayHeader.tsx';

interface BlocksDayProps {
  date: string;
  lines: readonly TimesheetLineItem[];
  holiday?: TimesheetHoliday;
  /** Daily total without ignoreHoursInTotal deliverables. */
  total: number;
  scale: number;
  /** Opens the day editor, on a line when a block was chosen. */
  onEdit(date: string, lineIndex: number | null): void;
  canAdd: boolean;
}

/** One day of the Blocks view (T-012): a block per task sized by its hours, and the 8-hour line. */
export function BlocksDay({ date, lines, holiday, total, scale, onEdit, canAdd }: BlocksDayProps) {
  const day = dayLabel(date);
  const blocks = lines.flatMap((line, index) => {
    const task = taskOn(line, date);
    return task ? [{ line, index, task }] : [];
  });
  return (
    <section className={`tally-blocks-day${holiday ? ' is-holiday' : ''}`} aria-label={day}>
      <DayHeader date={date} holiday={holiday} />
      <div className="tally-blocks-chart" style={{ height: scale * PX_PER_HOUR }}>
        <div className="tally-eight-hours" style={{ bottom: EIGHT_HOURS * PX_PER_HOUR }} aria-hidden>
          <span>8 h</span>
        </div>
        <div className="tally-blocks-stack">
          {blocks.map(({ line, index, task }) => {
            const { project, deliverable } = lineLabels(line);
            const color = lineColor(index);
            const name = `${project} · ${deliverable}: ${formatHours(task.hours)} h on ${day}`;
            return (
              <button
                key={task._id}
                type="button"
                className={`tally-block${line.deliverable?.ignoreHoursInTotal ? ' is-ignored' : ''}`}
                style={{
                  height: task.hours * PX_PER_HOUR,
                  backgroundColor: color.fill,
                  borderColor: color.edge,
                }}
                aria-label={`${name}. Edit`}
                title={task.comment ? `${name} — ${task.comment}` : name}
                onClick={() => onEdit(date, index)}
              >
                <span className="tally-block-hours">{formatHours(task.hours)}</span>
                <span className="tally-block-name">{deliverable}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div className={`tally-blocks-total tally-total-${dailyTotalColor(total)}`}>
        <span className="tally-sr-only">Total for {day}: </span>
        {formatHours(total)} h
      </div>
      {canAdd && (
        <button
          type="button"
          className="tally-blocks-add"
          aria-label={`Enter hours for ${day}`}
          onClick={() => onEdit(date, null)}
        >
          <PlusOutlined aria-hidden /> Hours
        </button>
      )}
    </section>
  );
}
