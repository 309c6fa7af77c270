import type { Logger } from 'pino';
import { recordJobRun } from '../observability/metrics.ts';
import { notifyInBackground } from './background-tasks.ts';

/**
 * The wake of an outbox (mails, webhook deliveries): drains it soon, in the background, without making the
 * caller wait, and tracked like every background notification (notificationsSettled: tests, shutdown). One
 * drain at a time per database; a wake during a drain makes it go round once more. Each drain counts as a run
 * of `job` in the metrics.
 */
export function backgroundDrain<D extends { db: object; logger: Logger }>(
  job: string,
  drain: (deps: D) => Promise<unknown>,
): (deps: D) => void {
  const drains = new WeakMap<object, { again: boolean }>();
  return (deps) => {
    const running = drains.get(deps.db);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    drains.set(deps.db, state);
    notifyInBackground(async () => {
      try {
        do {
          state.again = false;
          await drain(deps);
        } while (state.again);
        recordJobRun(job, 'ran');
      } catch (error) {
        recordJobRun(job, 'failed');
        deps.logger.warn({ err: error }, `${job} drain failed`);
      } finally {
        drains.delete(deps.db);
      }
    });
  };
}
