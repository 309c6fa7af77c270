const inFlight = new Set<Promise<void>>();

/**
 * Starts a notification without making the action wait for it (after the commit; the answer does not wait
 * for the recipient lookup nor the SMTP server). The task logs its own failures.
 */
export function notifyInBackground(task: () => Promise<void>): void {
  const running: Promise<void> = task().finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves once every notification started so far is sent or has failed (tests, shutdown). */
export async function notificationsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
