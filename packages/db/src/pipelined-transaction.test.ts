import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from './client.ts';
import { pipelinedTransaction } from './pipelined-transaction.ts';
import { ignoreErrorsOfClosingConnections, testDatabases } from './testing.ts';

const insert = (db: DbOrTx, id: number, value: string) =>
  db.execute(sql`insert into pipelined_rows (id, value) values (${id}, ${value})`);

async function rows(db: Db): Promise<{ id: number; value: string }[]> {
  const result = await db.execute<{ id: number; value: string }>(
    sql`select id, value from pipelined_rows order by id`,
  );
  return result.rows;
}

interface LoggedClient {
  /** A promise, or nothing when called with a callback (as pool.query does). */
  query(...args: unknown[]): Promise<unknown> | undefined;
}

interface LoggedPool {
  connect(callback?: unknown): Promise<LoggedClient>;
}

/** Logs what connections checked out of the pool send, and when each answer arrives (PostgreSQL). */
function logWire(db: Db): string[] {
  const log: string[] = [];
  const logged = new WeakSet<LoggedClient>();
  const pool = (db as unknown as { $client: LoggedPool }).$client;
  const connect = pool.connect.bind(pool);
  pool.connect = async (callback?: unknown) => {
    // pool.query checks out with a callback: left as it is.
    if (callback) return connect(callback);
    const client = await connect();
    if (logged.has(client)) return client;
    logged.add(client);
    const query = client.query.bind(client);
    client.query = (...args) => {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const name = text.trim().split(/\s+/)[0]!.toLowerCase();
      log.push(`send ${name}`);
      const answer = query(...args);
      answer?.then(
        () => log.push(`answer ${name}`),
        () => log.push(`error ${name}`),
      );
      return answer;
    };
    return client;
  };
  return log;
}

describe.each(testDatabases())('pipelinedTransaction on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    await db.execute(sql`create table pipelined_rows (id int primary key, value text not null)`);
  });
  afterAll(() => close());

  it('commits the statements of the body, the last one with commitWith', async () => {
    const answer = await pipelinedTransaction(db, async ({ db: tx, commitWith }) => {
      await insert(tx, 1, 'first');
      await insert(tx, 2, 'middle');
      return commitWith((last) => insert(last, 3, 'last').then(() => 'done'));
    });
    expect(answer).toBe('done');
    expect(await rows(db)).toEqual([
      { id: 1, value: 'first' },
      { id: 2, value: 'middle' },
      { id: 3, value: 'last' },
    ]);
    await db.execute(sql`delete from pipelined_rows`);
  });

  it('rolls back when the body throws before committing, and the next transaction runs clean', async () => {
    const refused = pipelinedTransaction(db, async ({ db: tx }) => {
      await insert(tx, 1, 'first');
      throw new Error('check failed');
    });
    await expect(refused).rejects.toThrow('check failed');
    expect(await rows(db)).toEqual([]);
    await pipelinedTransaction(db, ({ commitWith }) => commitWith((last) => insert(last, 2, 'next')));
    expect(await rows(db)).toEqual([{ id: 2, value: 'next' }]);
    await db.execute(sql`delete from pipelined_rows`);
  });

  it('writes nothing when the last statement fails, and the next transaction runs clean', async () => {
    const failed = pipelinedTransaction(db, async ({ db: tx, commitWith }) => {
      await insert(tx, 1, 'first');
      return commitWith((last) => insert(last, 1, 'duplicate'));
    });
    await expect(failed).rejects.toThrow();
    expect(await rows(db)).toEqual([]);
    await pipelinedTransaction(db, async ({ db: tx, commitWith }) => {
      await insert(tx, 2, 'next');
      return commitWith((last) => insert(last, 3, 'after'));
    });
    expect(await rows(db)).toEqual([
      { id: 2, value: 'next' },
      { id: 3, value: 'after' },
    ]);
    await db.execute(sql`delete from pipelined_rows`);
  });

  it.runIf(database.name === 'postgres')(
    'sends BEGIN with the first statement and COMMIT with the last, and refuses a statement after COMMIT',
    async () => {
      const log = logWire(db);
      await pipelinedTransaction(db, async ({ db: tx, commitWith }) => {
        await insert(tx, 1, 'first');
        log.push('checks');
        return commitWith((last) => insert(last, 2, 'last'));
      });
      expect(log).toEqual([
        'send begin',
        'send insert',
        'answer begin',
        'answer insert',
        'checks',
        'send insert',
        'send commit',
        'answer insert',
        'answer commit',
      ]);
      expect(await rows(db)).toEqual([
        { id: 1, value: 'first' },
        { id: 2, value: 'last' },
      ]);

      const late = pipelinedTransaction(db, ({ commitWith }) =>
        commitWith(async (last) => {
          await insert(last, 3, 'last');
          await insert(last, 4, 'too late');
        }),
      );
      await expect(late).rejects.toMatchObject({ cause: { message: 'a statement after COMMIT' } });
      expect((await rows(db)).map((row) => row.id)).toEqual([1, 2, 3]);
    },
  );
});
