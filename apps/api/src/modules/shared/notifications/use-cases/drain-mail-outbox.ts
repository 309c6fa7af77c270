import { Cron } from 'croner';
import { backgroundDrain } from '../../../../jobs/background-drain.ts';
import { claimDueMails, deleteOutboxRows } from '../queries.ts';
import type { NotificationDeps } from '../records.ts';
import { sendOutboxMail } from './send-outbox-mail.ts';

type Deps = NotificationDeps;

/** How long a claimed row stays with its worker before it is due again (a worker that died). */
const LEASE_SECONDS = 300;
const BATCH = 20;

/** Sends every due outbox mail (in batches); answers how many rows were taken. */
export async function drainMailOutbox(deps: Deps): Promise<number> {
  let taken = 0;
  for (;;) {
    const rows = await claimDueMails(deps.db, BATCH, LEASE_SECONDS);
    taken += rows.length;
    const done = await Promise.all(rows.map((row) => sendOutboxMail(deps, row)));
    await deleteOutboxRows(
      deps.db,
      rows.filter((_row, index) => done[index]).map((row) => row.id),
    );
    if (rows.length < BATCH) return taken;
  }
}

/** Sends the due outbox mails soon, without making the caller wait (after the commit of the action that wrote them). */
export const wakeMailOutbox = backgroundDrain<Deps>('mail-outbox', drainMailOutbox);

/**
 * Drains the outbox at start (mails a stopped process left) and every minute (retries, leases run out).
 * Claims skip rows another instance holds, so every API instance may run it.
 */
export function scheduleMailOutbox(deps: Deps): Cron {
  wakeMailOutbox(deps);
  return new Cron('* * * * *', { protect: true }, () => wakeMailOutbox(deps));
}
