import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { insertTimesheetRows, type TimesheetRows } from './timesheets.ts';

/**
 * Writes weeks in their own transactions, up to `parallel` at once, so PostgreSQL inserts one week on
 * several connections while the next is generated (PGlite, a single connection, simply queues them).
 */
export function weekWriter(
  db: Db,
  /** Skip foreign-key checks (the rows only reference rows already written). */
  trusted: boolean,
  onWritten: (rows: TimesheetRows) => void,
  parallel = 3,
) {
  const inFlight = new Set<Promise<void>>();
  return {
    async write(rows: TimesheetRows): Promise<void> {
      const task = db
        .transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL synchronous_commit = off`);
          if (trusted) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          await insertTimesheetRows(tx, rows);
        })
        .then(() => onWritten(rows))
        .finally(() => inFlight.delete(task));
      // Failures surface through race() or flush(); this only keeps an unobserved one from crashing the process.
      task.catch(() => {});
      inFlight.add(task);
      if (inFlight.size >= parallel) await Promise.race(inFlight);
    },
    async flush(): Promise<void> {
      await Promise.all(inFlight);
    },
  };
}
