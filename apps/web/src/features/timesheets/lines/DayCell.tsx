import { CloudUploadOutlined, MessageFilled, MessageOutlined, WarningFilled } from '@ant-design/icons';
import { formatHours } from '@tally/domain/timesheets/hours';
import { lazy, Suspense, useId, useMemo } from 'react';
import { editQueue, useQueuedEdits } from '../offline/editQueue.ts';
import { type CellQueueState, cellKey, cellStates } from '../offline/queueModel.ts';
import { setResolvingEdit, useResolvingEdit } from '../offline/resolvingEdit.ts';
import type { TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';
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

const ConflictDialog = lazy(() => import('../offline/ConflictDialog.tsx'));

const WAITING = 'Not sent yet: waits for the connection.';
const CONFLICT = 'Changed elsewhere: choose which value to keep.';
const REFUSED = 'Not sent: the timesheet refused it.';

/** The edits waiting for one cell (issue #18), updated as the queue changes. */
function useCellQueue(timesheetId: string, lineItemId: string, date: string): CellQueueState | undefined {
  const edits = useQueuedEdits(editQueue());
  const key = cellKey({ timesheetId, lineItemId, date });
  return useMemo(() => {
    const mine = edits.filter((edit) => cellKey(edit) === key);
    return mine.length > 0 ? cellStates(mine).get(key) : undefined;
  }, [edits, key]);
}

/** The entry as the person sees it: the server's, with the hours and comment waiting to be sent over it. */
function shownTask(task: TimesheetTask | null, queued: CellQueueState | undefined): TimesheetTask | null {
  if (!task || !queued?.comment) return task;
  return { ...task, comment: queued.comment.comment };
}

/**
 * One day of a line: the hours input (or read-only hours) and the button to its comments drawer. An edit kept
 * offline shows in the cell as waiting; one the server refused shows a button that asks the person what to do.
 */
export function DayCell({ line, date, row, col, editable, save, onOpenComments }: DayCellProps) {
  const { notify, timesheet } = useLineEditing();
  const queued = useCellQueue(timesheet._id, line._id, date);
  const resolvingId = useResolvingEdit();
  const task = shownTask(taskOn(line, date), queued);
  const noteId = useId();
  const otherLinesHours = timesheet.lineItems
    .filter((other) => other._id !== line._id)
    .reduce((sum, other) => sum + (taskOn(other, date)?.hours ?? 0), 0);
  const target: HoursTarget = { line, date, task };
  const labels = lineLabels(line);
  const where = `${labels.project} · ${labels.deliverable} on ${dayLabel(date)}`;
  const openComments = task ? () => onOpenComments(target) : undefined;
  const queuedHours = queued?.hours ? queued.hours.hours || null : undefined;
  const conflict = queued?.conflict ?? null;
  const resolving = conflict !== null && resolvingId === conflict.id ? conflict : null;
  const queueState = conflict ? 'conflict' : queued ? 'pending' : undefined;
  const note = conflict ? (conflict.conflict?.cell ? CONFLICT : REFUSED) : WAITING;
  return (
    <div className={`tally-day-cell${queueState ? ` is-${queueState}` : ''}`}>
      {editable ? (
        <HoursCell
          value={queuedHours === undefined ? (task?.hours ?? null) : queuedHours}
          label={`Hours for ${where}`}
          row={row}
          col={col}
          onSave={(change) => save(target, change)}
          onInvalid={(text) => void notify.warning(text)}
          onOpenComments={openComments}
          otherLinesHours={otherLinesHours}
          queueState={queueState}
          describedBy={queueState ? noteId : undefined}
        >
          {queueState === 'pending' ? (
            <span className="tally-cell-waiting" title={WAITING}>
              <CloudUploadOutlined aria-hidden />
              <span id={noteId} className="tally-sr-only">
                {WAITING}
              </span>
            </span>
          ) : null}
          {conflict ? (
            <button
              type="button"
              className="tally-cell-conflict"
              title={note}
              aria-label={`Resolve: ${where}. ${note}`}
              onClick={() => setResolvingEdit(conflict.id)}
            >
              <WarningFilled aria-hidden />
              <span id={noteId} className="tally-sr-only">
                {note}
              </span>
            </button>
          ) : null}
        </HoursCell>
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
      {resolving ? (
        <Suspense fallback={null}>
          <ConflictDialog
            edit={resolving}
            where={where}
            onRetry={(edit) => {
              setResolvingEdit(null);
              void editQueue().retry(edit.id);
            }}
            onDiscard={(edit) => {
              setResolvingEdit(null);
              void editQueue().discard(edit.id);
            }}
            onClose={() => setResolvingEdit(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
