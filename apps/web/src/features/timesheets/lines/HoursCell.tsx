import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import { HOURS_STEP, type HoursChange } from '@tally/domain/timesheets/hours';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type CellMove, caretAllowsMove, moveToCell } from './cellNavigation.ts';
import { SAVING_INDICATOR_DELAY_MS } from './messages.ts';
import { useDelayedFlag } from './useDelayedFlag.ts';
import { useHoursCell } from './useHoursCell.ts';
import './hours-cell.css';

export interface HoursCellProps {
  /** Saved hours of the day, null when the day has no entry. */
  value: number | null;
  /** Accessible name, e.g. 'Hours for Website · Design on Mon 09/15'. */
  label: string;
  /** Position for the keyboard moves inside the surrounding data-hours-grid element. */
  row: number;
  col: number;
  onSave(change: HoursChange): Promise<void>;
  /** Told why a typed value cannot be saved (e.g. not in steps of 0.25). */
  onInvalid?(message: string): void;
  /** Alt+C opens the day's comments. */
  onOpenComments?(): void;
  /** Hours of the same day on the sheet's other lines (the day-total rule). */
  otherLinesHours?: number;
  /** An edit of the cell waits to be sent, or was refused and waits for a choice (issue #18). */
  queueState?: 'pending' | 'conflict' | undefined;
  /** The id of the text saying so. */
  describedBy?: string | undefined;
  /** Marks drawn over the input (the waiting mark, the conflict button). */
  children?: ReactNode;
}

const ARROWS: Record<string, CellMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * A keyboard-first hours input (T-026..T-033): focus selects the value so typing replaces it; arrows move
 * between cells, Enter saves and moves down, Escape reverts; blur saves. Only a changed value is saved.
 */
export function HoursCell(props: HoursCellProps) {
  const { value, label, row, col, onSave, onInvalid, onOpenComments, otherLinesHours } = props;
  const { queueState, describedBy, children } = props;
  const cell = useHoursCell(value, onSave, onInvalid, otherLinesHours);
  const showSaving = useDelayedFlag(cell.status === 'saving', SAVING_INDICATOR_DELAY_MS);
  const justFocused = useRef(false);
  const errorId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const move = ARROWS[event.key];
    if (move && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      if ((move === 'left' || move === 'right') && !caretAllowsMove(input, move)) return;
      event.preventDefault();
      moveToCell(input, move);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void cell.commit();
      // An invalid value keeps the focus so it can be corrected.
      if (cell.isInvalid() || !moveToCell(input, 'down')) input.select();
    } else if (event.key === 'Escape') {
      if (!cell.dirty && cell.status !== 'error') return;
      event.stopPropagation();
      cell.revert();
      // select() also focuses: re-select only if the user has not moved on within the frame.
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.select();
      });
    } else if (event.altKey && event.code === 'KeyC' && onOpenComments) {
      event.preventDefault();
      onOpenComments();
    }
  };

  const className = [
    'tally-hours-cell',
    cell.status === 'error' ? 'is-error' : '',
    queueState ? `is-${queueState}` : '',
  ].join(' ');
  const described = [cell.error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <span className="tally-hours-cell-wrap">
      <input
        className={className}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-row={row}
        data-col={col}
        data-step={HOURS_STEP}
        aria-label={label}
        aria-invalid={cell.status === 'error'}
        aria-describedby={described || undefined}
        aria-busy={showSaving}
        aria-keyshortcuts={onOpenComments ? 'Alt+C' : undefined}
        value={cell.text}
        placeholder="-"
        onChange={(event) => cell.setText(event.target.value)}
        onFocus={(event) => {
          justFocused.current = true;
          event.target.select();
        }}
        onMouseUp={(event) => {
          // The click that focused the cell would otherwise place the caret: keep the whole value selected.
          if (justFocused.current) event.currentTarget.select();
          justFocused.current = false;
        }}
        onBlur={() => void cell.commit()}
        onKeyDown={onKeyDown}
        title={cell.error ?? undefined}
      />
      {children}
      {cell.status === 'saved' && !cell.dirty && !queueState && (
        // The polite live region of the view says the words; the mark is for the eyes (and fades out).
        <CheckOutlined aria-hidden className="tally-hours-saved" data-saved-mark />
      )}
      {showSaving && (
        <output className="tally-hours-saving">
          <LoadingOutlined aria-hidden />
          <span className="tally-sr-only">Saving</span>
        </output>
      )}
      {cell.error && (
        <span id={errorId} className="tally-sr-only">
          {cell.error}
        </span>
      )}
    </span>
  );
}
