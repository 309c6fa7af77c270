import {
  dayTotalError,
  formatHours,
  type HoursChange,
  hoursChange,
  parseHoursInput,
} from '@tally/domain/timesheets/hours';
import { useRef, useState } from 'react';
import { hoursSaveFailedText } from './saveError.ts';

/** 'saved': the last change was saved (the cell shows a brief mark until the next edit). */
export type CellStatus = 'idle' | 'saving' | 'saved' | 'error';

export function hoursText(hours: number | null): string {
  return hours === null ? '' : formatHours(hours);
}

/**
 * The state of one hours cell: the typed text, the saved value it started from, and the save status.
 * `commit` saves only a changed value (T-028); negative input is ignored (T-026); a failed save keeps
 * the typed value so the next blur or Enter retries it (T-033).
 */
export function useHoursCell(
  value: number | null,
  onSave: (change: HoursChange) => Promise<void>,
  onInvalid?: (message: string) => void,
  /** Hours of the same day on the sheet's other lines (a day holds at most 24 over all lines). */
  otherLinesHours = 0,
) {
  const [text, setText] = useState(() => hoursText(value));
  const [baseline, setBaseline] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [status, setStatus] = useState<CellStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);
  const reported = useRef<string | null>(null);

  // A new saved value from the sheet (another view, a prefill, this cell's own save) replaces an untouched text.
  if (value !== seenValue) {
    setSeenValue(value);
    setBaseline(value);
    if (text === hoursText(baseline) && status !== 'error') setText(hoursText(value));
  }

  const revert = () => {
    setText(hoursText(baseline));
    setError(null);
    setStatus('idle');
  };

  const commit = async () => {
    if (inFlight.current !== null && inFlight.current === text) return;
    const input = parseHoursInput(text);
    if (input.kind === 'ignored') return revert();
    const overfull = input.kind === 'hours' ? dayTotalError(otherLinesHours, input.hours) : null;
    const change: HoursChange = overfull
      ? { kind: 'invalid', message: overfull }
      : hoursChange(baseline, input);
    if (change.kind === 'invalid') {
      setStatus('error');
      setError(change.message);
      if (reported.current !== text) onInvalid?.(change.message);
      reported.current = text;
      return;
    }
    if (change.kind === 'unchanged') return revert();
    const savedText = text;
    inFlight.current = savedText;
    setStatus('saving');
    setError(null);
    try {
      await onSave(change);
      const saved = change.kind === 'remove' ? null : change.hours;
      setBaseline(saved);
      setText((current) => (current === savedText ? hoursText(saved) : current));
      setStatus('saved');
    } catch (caught) {
      setStatus('error');
      setError(hoursSaveFailedText(caught));
    } finally {
      inFlight.current = null;
    }
  };

  const isInvalid = () => {
    const input = parseHoursInput(text);
    return (
      input.kind === 'invalid' ||
      (input.kind === 'hours' && dayTotalError(otherLinesHours, input.hours) !== null)
    );
  };
  const edit = (next: string) => {
    setText(next);
    if (status === 'saved') setStatus('idle');
  };
  return {
    text,
    setText: edit,
    status,
    error,
    commit,
    revert,
    isInvalid,
    dirty: text !== hoursText(baseline),
  };
}
