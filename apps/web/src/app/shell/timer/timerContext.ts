import { createContext, useContext } from 'react';
import type { RunningTimerFieldsFragment } from '../../../graphql/generated/shell/graphql.ts';

export type RunningTimer = RunningTimerFieldsFragment;

/** The keyboard shortcut that starts and stops the timer (on the focused line of the week). */
export const TIMER_SHORTCUT = 'Alt+T';

/** The person's running timer (issue 18), kept by the server and shown by the top bar of every page. */
export interface TimerApi {
  /** The signed-in person (a timer runs only on their own sheet); null until the first answer. */
  userId: string | null;
  timer: RunningTimer | null;
  /** A start, stop or discard is on its way. */
  busy: boolean;
  /** Starts on a line of this week's sheet (a timer running elsewhere is stopped and saved first). */
  start(lineItemId: string): Promise<boolean>;
  /**
   * Runs a change of the timer made elsewhere (the start menu's start on a recent task): on success the timer
   * (and with `sheets`, the sheets on screen) are read again here and in the other tabs; a refusal shows
   * `failure` with the server's reason. Resolves true on success.
   */
  run(action: () => Promise<unknown>, sheets: boolean, failure: string): Promise<boolean>;
  /** Stops and saves; a timer that ran too long opens the dialog asking how much to keep instead. */
  stop(): Promise<boolean>;
  /** Stops keeping `keepHours` of a timer that ran too long. */
  stopKeeping(keepHours: number): Promise<boolean>;
  discard(): Promise<boolean>;
}

export const TimerContext = createContext<TimerApi | null>(null);

/** The timer, or null outside the shell (a screen rendered on its own shows no timer controls). */
export function useTimer(): TimerApi | null {
  return useContext(TimerContext);
}

/** 'Apollo · Design': what the top bar and the dialogs call the timer's task. */
export function timerTaskName(timer: Pick<RunningTimer, 'projectName' | 'deliverableName'>): string {
  return timer.deliverableName ? `${timer.projectName} · ${timer.deliverableName}` : timer.projectName;
}
