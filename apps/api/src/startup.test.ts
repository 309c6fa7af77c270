import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/index.ts';
import { createApp } from './app.ts';
import { createSession, SESSION_COOKIE } from './auth/sessions.ts';
import { loadConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { seedDemoIfEmpty, stopServing } from './startup.ts';

const logger = pino({ level: 'silent' });

describe.each(testDatabases())('--seed-demo-if-empty on $name', (database) => {
  it('loads the demo company into an empty database only', async () => {
    const { db, close } = await database.open();
    try {
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(true);
      const admin = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from user_emails where address = 'admin@example.com'`,
      );
      expect(admin.rows[0]?.n).toBe(1);
      // Budget used is worked out from the demo's approved hours, so the project list shows real figures.
      const used = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from projects where budget_used > 0`,
      );
      expect(used.rows[0]?.n).toBeGreaterThan(0);
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(false);
    } finally {
      await close();
    }
  });

  it('leaves a database with users alone', async () => {
    const { db, close } = await database.open();
    try {
      await createUser(db, { email: 'only@example.com' });
      expect(await seedDemoIfEmpty(db, 'demo1234', logger)).toBe(false);
      const users = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
      expect(users.rows[0]?.n).toBe(1);
    } finally {
      await close();
    }
  });
});

/** Log lines at warn and above, as objects. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * Holds an exclusive lock on the sessions table in a transaction until release() is called: the app's
 * session lookup (the first statement of every GraphQL request) waits for it.
 */
async function lockSessions(db: Db) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`lock table sessions in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}

describe.each(testDatabases())('graceful shutdown on $name', (database) => {
  async function serve(db: Db) {
    const dataDir = await mkdtemp(join(tmpdir(), 'tally-shutdown-'));
    const { logger, lines } = recordingLogger();
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'test-secret', APP_ENV: 'local' });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: join(dataDir, 'outbox'),
      from: config.mailFrom,
      logger,
    });
    const app = createApp({ config, db, mailer, logger });
    const server = createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const userId = await createUser(db, { email: 'jane@example.com' });
    const token = await createSession(db, { userId, now: new Date() });
    /** Sends `{ me { _id } }` and leaves before the answer (the client closes its socket). */
    const askAndLeave = async () => {
      const body = JSON.stringify({ query: '{ me { _id } }' });
      const client = request({
        port,
        host: '127.0.0.1',
        path: '/api/graphql',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-tally-csrf': '1',
          cookie: `${SESSION_COOKIE}=${token}`,
        },
      });
      client.on('error', () => {});
      await new Promise<void>((resolve) => client.end(body, resolve));
      for (let i = 0; i < 200 && app.inFlight() === 0; i++) await sleep(10);
      await sleep(50);
      expect(app.inFlight()).toBe(1);
      client.destroy();
    };
    return {
      app,
      server,
      lines,
      askAndLeave,
      cleanup: async () => {
        server.closeAllConnections();
        server.close();
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('waits for a running request whose client has left before the database may close', async () => {
    const { db, close } = await database.open();
    const served = await serve(db);
    try {
      const lock = await lockSessions(db);
      await served.askAndLeave();
      let stopped = false;
      const stopping = stopServing(served.server, served.app, {
        timeoutMs: 10_000,
        logger: pino({ level: 'silent' }),
      }).then(() => {
        stopped = true;
      });
      await sleep(300);
      // The client is gone, but its request still waits for the database: the server may not stop yet.
      expect(stopped).toBe(false);
      expect(served.app.inFlight()).toBe(1);
      await lock.release();
      await stopping;
      expect(served.app.inFlight()).toBe(0);
      expect(served.server.listening).toBe(false);
      // The request ran to its end against an open database.
      expect(served.lines).toEqual([]);
    } finally {
      await served.cleanup();
      await close();
    }
  });

  it('stops waiting at the deadline and says so', async () => {
    const { db, close } = await database.open();
    const served = await serve(db);
    const lock = await lockSessions(db);
    try {
      await served.askAndLeave();
      const { logger, lines } = recordingLogger();
      const started = performance.now();
      await stopServing(served.server, served.app, { timeoutMs: 200, logger });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(served.app.inFlight()).toBe(1);
      expect(lines.map((line) => line.msg)).toEqual([
        'requests still running at the shutdown deadline: cut off',
      ]);
    } finally {
      await lock.release();
      await served.app.drain(5_000);
      await served.cleanup();
      await close();
    }
  });

  it('keeps taking requests for the delay (the balancer moving away), then stops listening', async () => {
    const { db, close } = await database.open();
    const served = await serve(db);
    try {
      const { port } = served.server.address() as AddressInfo;
      const health = () => fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      const started = performance.now();
      const stopping = stopServing(served.server, served.app, {
        timeoutMs: 5_000,
        delayMs: 500,
        logger: pino({ level: 'silent' }),
      });
      await sleep(100);
      expect((await health()).status).toBe(200);
      await stopping;
      expect(performance.now() - started).toBeGreaterThanOrEqual(490);
      expect(served.server.listening).toBe(false);
      await expect(health()).rejects.toThrow();
    } finally {
      await served.cleanup();
      await close();
    }
  });
});
