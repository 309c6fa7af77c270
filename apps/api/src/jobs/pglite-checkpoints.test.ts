import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, defaultMigrationsFolder } from '@tally/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServingDatabase } from '../startup.ts';
import { startPgliteCheckpoints, walSinceCheckpoint } from './pglite-checkpoints.ts';

const logger = pino({ level: 'silent' });
const WAL_BYTES = 1024 * 1024;
/** At most what a checkpoint leaves behind itself (its own record). */
const CHECKPOINTED = 512;

/** pg_control's fields this test reads (PostgreSQL's ControlFileData: state at byte 16, the redo point at 40). */
async function controlFile(pgliteDir: string) {
  const bytes = await readFile(join(pgliteDir, 'global', 'pg_control'));
  const lsn = (offset: number) => {
    const value = bytes.readBigUInt64LE(offset);
    return `${(value >> 32n).toString(16)}/${(value & 0xffffffffn).toString(16)}`.toUpperCase();
  };
  // DBState: 1 shut down (clean), 6 in production (open, or left so by a crash: recovery replays from redo).
  return { state: bytes.readUInt32LE(16), redo: lsn(40) };
}

async function counts(db: Db) {
  const result = await db.execute<{ users: number; entries: number; hours: string }>(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from timesheet_entries) as entries,
      (select coalesce(sum(hours), 0)::text from timesheet_entries) as hours`);
  return result.rows[0];
}

/**
 * What kill -9 leaves of a running PGlite database: its files as they are now (PGlite writes them straight
 * through, with fsync off) without the pages still in its memory. A copy taken while it is open is exactly that.
 */
async function crashImage(dataDir: string, into: string): Promise<void> {
  await cp(join(dataDir, 'pglite'), join(into, 'pglite'), { recursive: true });
}

describe('the embedded database after a crash (PGlite checkpoints)', () => {
  let dir = '';
  let opened: Awaited<ReturnType<typeof openServingDatabase>>;
  let db: Db;
  const open = (dataDir: string, options: { checkMs: number; intervalMs: number }) =>
    openServingDatabase({
      databaseUrl: undefined,
      dataDir,
      migrationsFolder: defaultMigrationsFolder,
      logger,
      seedDemoPassword: 'demo1234',
      checkpointOptions: { ...options, walBytes: WAL_BYTES },
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tally-checkpoints-'));
    // The server's start: migrations, the demo company, configuration defaults.
    opened = await open(join(dir, 'data'), { checkMs: 50, intervalMs: 60_000 });
    db = opened.database.db;
  }, 120_000);

  afterAll(async () => {
    opened?.checkpoints?.stop();
    await opened?.database.close().catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is checkpointed before the server listens: a crash right after the demo seed replays nothing', async () => {
    expect(opened.database.kind).toBe('pglite');
    // Unchecked, the migrations and the seed (about 8 MB of log) would all be replayed.
    expect(await walSinceCheckpoint(db)).toBeLessThanOrEqual(CHECKPOINTED);
    await crashImage(join(dir, 'data'), join(dir, 'crash-1'));
    const control = await controlFile(join(dir, 'crash-1', 'pglite'));
    const checkpoint = await db.execute<{ redo: string }>(
      sql`select redo_lsn::text as redo from pg_control_checkpoint()`,
    );
    expect(control).toEqual({ state: 6, redo: checkpoint.rows[0]?.redo });
  });

  it('checkpoints a large write at the next check, without waiting for the interval', async () => {
    await db.execute(sql`create table checkpoint_probe as
      select g as id, repeat('x', 200) as filler from generate_series(1, 10000) as g`);
    await db.execute(sql`create table checkpoint_note (id int primary key, note text not null)`);
    expect(await walSinceCheckpoint(db)).toBeGreaterThan(WAL_BYTES);
    await expect.poll(() => walSinceCheckpoint(db), { timeout: 10_000 }).toBeLessThanOrEqual(CHECKPOINTED);
  });

  it('leaves a small write to the interval, checkpoints it on demand, and an idle database alone', async () => {
    await db.execute(sql`insert into checkpoint_note values (1, 'small')`);
    const pending = await walSinceCheckpoint(db);
    expect(pending).toBeGreaterThan(CHECKPOINTED);
    expect(pending).toBeLessThan(WAL_BYTES);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several checks
    expect(await walSinceCheckpoint(db)).toBe(pending);
    expect(await opened.checkpoints?.checkpoint()).toBe(true);
    expect(await opened.checkpoints?.checkpoint()).toBe(false);
  });

  it('checkpoints any write within the interval', async () => {
    // The same checks with a short interval (the server's is CHECKPOINT_INTERVAL_MS).
    opened.checkpoints?.stop();
    const short = await startPgliteCheckpoints(db, logger, { checkMs: 50, intervalMs: 200 });
    try {
      await db.execute(sql`insert into checkpoint_note values (2, 'small')`);
      expect(await walSinceCheckpoint(db)).toBeGreaterThan(CHECKPOINTED);
      await expect.poll(() => walSinceCheckpoint(db), { timeout: 10_000 }).toBeLessThanOrEqual(CHECKPOINTED);
    } finally {
      short.stop();
    }
  });

  it('reopens a crashed copy with every row, without loading the demo again; a clean close is a shutdown', async () => {
    await db.execute(sql`insert into checkpoint_note values (3, 'after the last checkpoint')`);
    const before = await counts(db);
    await crashImage(join(dir, 'data'), join(dir, 'crash-2'));
    const crashed = join(dir, 'crash-2');
    expect((await controlFile(join(crashed, 'pglite'))).state).toBe(6);
    const reopened = await open(crashed, { checkMs: 60_000, intervalMs: 60_000 });
    try {
      expect(await counts(reopened.database.db)).toEqual(before);
      // The write after the last checkpoint, replayed from the log.
      const notes = await reopened.database.db.execute<{ id: number }>(
        sql`select id from checkpoint_note order by id`,
      );
      expect(notes.rows.map((row) => row.id)).toEqual([1, 2, 3]);
    } finally {
      reopened.checkpoints?.stop();
      await reopened.database.close();
    }
    expect((await controlFile(join(crashed, 'pglite'))).state).toBe(1);
  });
});
