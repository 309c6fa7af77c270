import { MessageFilled, MessageOutlined } from '@ant-design/icons';
import { formatHours } from '@tally/domain/hours';
import type { TimesheetLineItem } from '../shared/view-props.ts';
import { HoursCell } from './HoursCell.tsx';
import { useLineEditing } from './LineEditingContext.tsx';
import { dayLabel, lineLabels, taskOn } from './lineDays.ts';
import type { HoursTarget, SaveHours } from './useSaveHours.ts';

interface DayCellProps {
  line: TimesheetLineItem;
  /** YYYYMMDD */
  date: string;
  row: number;
  col: number;
  editable: boolean;
  save: SaveHours;
  onOpenComments(target: HoursTarget): void;
}

/** One day of a line: the hours input (or read-only hours) and the button to its comments drawer. */
export function DayCell({ line, date, row, col, editable, save, onOpenComments }: DayCellProps) {
  const { notify, timesheet } = useLineEditing();
  const task = taskOn(line, date);
  const otherLinesHours = timesheet.lineItems
    .filter((other) => other._id !== line._id)
    .reduce((sum, other) => sum + (taskOn(other, date)?.hours ?? 0), 0);
  const target: HoursTarget = { line, date, task };
  const labels = lineLabels(line);
  const where = `${labels.project} · ${labels.deliverable} on ${dayLabel(date)}`;
  const openComments = task ? () => onOpenComments(target) : undefined;
  return (
    <div className="tally-day-cell">
      {editable ? (
        <HoursCell
          value={task?.hours ?? null}
          label={`Hours for ${where}`}
          row={row}
          col={col}
          onSave={(change) => save(target, change)}
          onInvalid={(text) => void notify.warning(text)}
          onOpenComments={openComments}
          otherLinesHours={otherLinesHours}
        />
      ) : (
        <span className="tally-day-hours">
          <span className="tally-sr-only">Hours for {where}: </span>
          {task ? formatHours(task.hours) : '–'}
        </span>
      )}
      {!openComments && <span className="tally-comment-space" aria-hidden />}
      {openComments && (
        <button
          type="button"
          className={`tally-comment-button${task?.comment ? ' has-comment' : ''}`}
          tabIndex={editable ? -1 : 0}
          aria-label={`Comments for ${where}`}
          title={task?.comment || (editable ? 'Add a comment (Alt+C)' : 'No Comment')}
          onClick={openComments}
        >
          {task?.comment ? <MessageFilled aria-hidden /> : <MessageOutlined aria-hidden />}
        </button>
      )}
    </div>
  );
}
