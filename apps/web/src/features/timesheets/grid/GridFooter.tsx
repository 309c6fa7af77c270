import { useTimer } from '../../../app/shell/timer/timerContext.ts';
import { useLineEditing } from '../lines/LineEditingContext.tsx';
import { AddTaskButton } from '../picker/AddTaskButton.tsx';
import { RecentTasks } from '../picker/RecentTasks.tsx';

/** 'Add Task', the recent tasks and the keyboard help of an editable sheet. */
export function GridFooter() {
  const { readOnly } = useLineEditing();
  const timer = useTimer();
  if (readOnly) return null;
  return (
    <div className="tally-grid-footer">
      <AddTaskButton />
      <RecentTasks />
      <p className="tally-keyboard-help">
        <kbd>↑</kbd> <kbd>↓</kbd> <kbd>←</kbd> <kbd>→</kbd> and <kbd>Tab</kbd> move · type to replace ·{' '}
        <kbd>Enter</kbd> saves and moves down · <kbd>Esc</kbd> reverts · <kbd>Alt</kbd>+<kbd>C</kbd> comments
        {timer ? (
          <>
            {' '}
            · <kbd>Alt</kbd>+<kbd>T</kbd> starts or stops the timer on the line
          </>
        ) : null}
      </p>
    </div>
  );
}
