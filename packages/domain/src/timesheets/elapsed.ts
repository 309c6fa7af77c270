/** A running timer's clock (issue 18), without the time-zone rules of timer.ts: the top bar of every page shows it. */

/** Hours between two instants, unrounded. */
export function elapsedHours(startedAt: Date, now: Date): number {
  return Math.max(0, now.getTime() - startedAt.getTime()) / 3_600_000;
}

/** The elapsed time as the top bar shows it: 0:07, 1:45, 12:03 (with seconds, ticking: 0:07:59). */
export function formatElapsed(startedAt: Date, now: Date, options: { seconds?: boolean } = {}): string {
  const totalSeconds = Math.floor(Math.max(0, now.getTime() - startedAt.getTime()) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const hoursMinutes = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return options.seconds ? `${hoursMinutes}:${String(totalSeconds % 60).padStart(2, '0')}` : hoursMinutes;
}
