import type { Db } from '@tally/db';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';

/** How often the write-ahead log written since the last checkpoint is measured (one cheap query). */
export const CHECKPOINT_CHECK_MS = 5_000;
/** The longest a write waits for its checkpoint (its share of a crash's replay). */
export const CHECKPOINT_INTERVAL_MS = 30_000;
/** Write-ahead log past which a checkpoint runs at the next check, without waiting for the interval. */
export const CHECKPOINT_WAL_BYTES = 4 * 1024 * 1024;
/**
 * Bytes of write-ahead log a reopen after a crash would replay now: what was written since the redo point of
 * the last checkpoint in the control file (a checkpoint leaves its own record, about 200 bytes).
 */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  return (await walPosition(db)).bytes;
}

async function walPosition(db: Db): Promise<{ lsn: string; bytes: number }> {
  const result = await db.execute<{ lsn: string; bytes: string }>(
    sql`select pg_current_wal_insert_lsn()::text as lsn,
          pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::bigint::text as bytes
        from pg_control_checkpoint()`,
  );
  const row = result.rows[0];
  return { lsn: row?.lsn ?? '', bytes: Number(row?.bytes ?? 0) };
}

export interface PgliteCheckpoints {
  /** Checkpoints now when anything was written since the last checkpoint; true when it did. */
  checkpoint(): Promise<boolean>;
  stop(): void;
}

/**
 * Keeps what a crash of the embedded database replays small. PGlite runs PostgreSQL in single-user mode:
 * no background checkpointer, and max_wal_size triggers nothing; left alone, the data files are written
 * only when the database is closed, and reopening after kill -9 or a power loss replays every change made
 * since it was opened (the demo company's whole seed included; 12-19 s were measured on a busy machine).
 *
 * Checkpoints once before returning (the migrations, a demo seed or a restore were just written: the caller
 * starts listening only after it), then measures every `checkMs` the log written since the last checkpoint:
 * past `walBytes` it checkpoints at once (a bulk import), otherwise any write is checkpointed within
 * `intervalMs`. An idle database is left alone. Closing PGlite writes a shutdown checkpoint itself.
 */
export async function startPgliteCheckpoints(
  db: Db,
  logger: Logger,
  options: { checkMs?: number; intervalMs?: number; walBytes?: number } = {},
): Promise<PgliteCheckpoints> {
  const checkMs = options.checkMs ?? CHECKPOINT_CHECK_MS;
  const intervalMs = options.intervalMs ?? CHECKPOINT_INTERVAL_MS;
  const walBytes = options.walBytes ?? CHECKPOINT_WAL_BYTES;
  let lastCheckpointAt = Date.now();
  // Where the log ended after this process's last checkpoint: unchanged, nothing was written since.
  let checkpointedLsn = '';
  let running = false;

  const run = async (due: (bytes: number) => boolean): Promise<boolean> => {
    if (running) return false;
    running = true;
    try {
      const { lsn, bytes } = await walPosition(db);
      if (lsn === checkpointedLsn || !due(bytes)) return false;
      const started = Date.now();
      await db.execute(sql`checkpoint`);
      lastCheckpointAt = Date.now();
      checkpointedLsn = (await walPosition(db)).lsn;
      logger.debug({ walBytes: bytes, ms: lastCheckpointAt - started }, 'database checkpointed');
      return true;
    } catch (error) {
      logger.warn({ err: error }, 'checkpoint failed');
      return false;
    } finally {
      running = false;
    }
  };
  const checkpoint = () => run(() => true);

  await checkpoint();
  const timer = setInterval(
    () => void run((bytes) => bytes >= walBytes || Date.now() - lastCheckpointAt >= intervalMs),
    checkMs,
  );
  timer.unref();
  return { checkpoint, stop: () => clearInterval(timer) };
}
