import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { createSession, findViewer, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, touchOnce } from './sessions.ts';
import { sha256 } from './tokens.ts';

/** A touch that records its session and ends when `end(sessionId)` is called. */
function touches() {
  const written: string[] = [];
  const enders = new Map<string, () => void>();
  return {
    written,
    touch: (sessionId: string) => () =>
      new Promise<void>((resolve) => {
        written.push(sessionId);
        enders.set(sessionId, resolve);
      }),
    end: (sessionId: string) => enders.get(sessionId)?.(),
  };
}

describe('touchOnce', () => {
  it('writes once per session while a touch is underway, and again after it ended', async () => {
    const { written, touch, end } = touches();
    const first = touchOnce('s1', touch('s1'));
    await touchOnce('s1', touch('s1'));
    await touchOnce('s1', touch('s1'));
    expect(written).toEqual(['s1']);
    const other = touchOnce('s2', touch('s2'));
    expect(written).toEqual(['s1', 's2']);
    end('s1');
    await first;
    const next = touchOnce('s1', touch('s1'));
    expect(written).toEqual(['s1', 's2', 's1']);
    end('s1');
    end('s2');
    await Promise.all([next, other]);
  });

  it('gives the touch error to the request that started it; the next request tries again', async () => {
    await expect(touchOnce('s3', () => Promise.reject(new Error('database went away')))).rejects.toThrow(
      'database went away',
    );
    let ran = false;
    await touchOnce('s3', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});

describe.each(testDatabases())('findViewer on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;
  const signedInAt = new Date('2026-03-02T08:00:00.000Z');
  const at = (ms: number) => new Date(signedInAt.getTime() + ms);

  beforeAll(async () => {
    ({ db, close } = await database.open());
    userId = await createUser(db, { email: 'viewer@example.com', groups: ['finance'] });
  });
  afterAll(() => close());

  async function lastSeen(token: string): Promise<number | undefined> {
    const [row] = await db
      .select({ lastSeenAt: schema.sessions.lastSeenAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, sha256(token)));
    return row?.lastSeenAt.getTime();
  }

  it('answers the viewer and touches the session only once a minute has passed since it was last seen', async () => {
    const token = await createSession(db, { userId, now: signedInAt });
    const viewer = await findViewer(db, token, at(60_000));
    expect(viewer).toMatchObject({ userId, email: 'viewer@example.com', groups: ['finance'] });
    expect(await lastSeen(token)).toBe(signedInAt.getTime());
    await findViewer(db, token, at(60_001));
    expect(await lastSeen(token)).toBe(at(60_001).getTime());
  });

  it('refuses a session idle over 12 hours or past its 14 days, and an unknown token', async () => {
    const idle = await createSession(db, { userId, now: signedInAt });
    expect(await findViewer(db, idle, at(SESSION_IDLE_MS - 1))).not.toBeNull();
    const later = at(SESSION_IDLE_MS - 1);
    expect(await findViewer(db, idle, new Date(later.getTime() + SESSION_IDLE_MS))).toBeNull();
    const old = await createSession(db, { userId, now: at(-SESSION_ABSOLUTE_MS) });
    await db
      .update(schema.sessions)
      .set({ lastSeenAt: at(-1000) })
      .where(eq(schema.sessions.userId, userId));
    expect(await findViewer(db, old, at(0))).toBeNull();
    expect(await findViewer(db, 'no such token', at(0))).toBeNull();
  });
});
