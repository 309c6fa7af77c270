import { useEffect, useRef } from 'react';
import type { TimerApi } from './timerContext.ts';

/** The rows of the week (the grid's table rows, the phone view's lines) that hold a line's timer button. */
const LINE_ROW = 'tr, .tally-day-line';

/** The line (its timer button's data-timer-line) holding the focus, if any. */
export function focusedTimerLine(): string | null {
  const row = document.activeElement?.closest(LINE_ROW);
  return row?.querySelector<HTMLElement>('[data-timer-line]')?.dataset.timerLine ?? null;
}

/** True for Alt+T (by key position, so Option+T on a Mac counts too). */
export function isTimerShortcut(event: KeyboardEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyT';
}

/**
 * Alt+T on any page: on a line of the week, stops the timer running on it or starts one there; elsewhere stops
 * the running timer, or opens the top bar's start menu when none runs.
 */
export function useTimerShortcut(api: TimerApi): void {
  const latest = useRef(api);
  latest.current = api;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTimerShortcut(event) || event.repeat) return;
      event.preventDefault();
      const { timer, busy, start, stop } = latest.current;
      if (busy) return;
      const line = focusedTimerLine();
      if (line && timer?.lineItem._id !== line) void start(line);
      else if (timer) void stop();
      else document.querySelector<HTMLButtonElement>('[data-timer-start-menu]')?.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
