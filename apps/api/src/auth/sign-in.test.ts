import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';
import { sha256 } from './tokens.ts';

const HOUR = 60 * 60 * 1000;
const ME = '{ me { _id firstName } }';

async function auditTypes(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ type: schema.auditEvents.type })
    .from(schema.auditEvents)
    .where(eq(schema.auditEvents.email, email));
  return rows.map((row) => row.type);
}

describe.each(testDatabases())('password sign-in on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let janeId: string;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db);
    janeId = await createUser(db, { email: 'jane@example.com', password: 'password123', firstName: 'Jane' });
    await createUser(db, { email: 'gone@example.com', password: 'password123', accountActive: false });
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      await createUser(db, { email: `${name}@example.com`, password: 'password123' });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('signs in, sets the session cookie and returns to the referrer path', async () => {
    const browser = new TestBrowser(app.baseUrl);
    const response = await browser.signIn(' Jane@Example.com ', 'password123', '/user/profile?tab=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, returnTo: '/user/profile?tab=1' });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(
      /^tally_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=1209600$/,
    );
    const me = await browser.graphql<{ me: { _id: string; firstName: string } }>(ME);
    expect(me.data?.me).toEqual({ _id: janeId, firstName: 'Jane' });
    expect(await auditTypes(db, 'jane@example.com')).toContain('sign-in');
  });

  it('stores only the SHA-256 of the session token', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const token = browser.cookies.get('tally_session') ?? '';
    const stored = await db.select({ tokenHash: schema.sessions.tokenHash }).from(schema.sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('defaults returnTo to /user/timesheets and refuses foreign targets', async () => {
    const browser = new TestBrowser(app.baseUrl);
    expect(await (await browser.signIn('jane@example.com', 'password123')).json()).toEqual({
      ok: true,
      returnTo: '/user/timesheets',
    });
    const hostile = await browser.signIn('jane@example.com', 'password123', '//evil.example/x');
    expect(await hostile.json()).toEqual({ ok: true, returnTo: '/user/timesheets' });
  });

  it('answers 400 for a missing field, 401 for wrong credentials, 415 for a non-JSON body', async () => {
    const browser = new TestBrowser(app.baseUrl);
    const missing = await browser.signIn('', 'x');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Required', field: 'email' });
    expect(await (await browser.signIn('jane@example.com', '')).json()).toEqual({
      error: 'Required',
      field: 'password',
    });
    for (const [email, password] of [
      ['jane@example.com', 'wrong-password'],
      ['nobody@example.com', 'password123'],
      ['gone@example.com', 'password123'],
    ] as const) {
      const response = await browser.signIn(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Incorrect email or password.' });
    }
    expect(browser.cookies.has('tally_session')).toBe(false);
    expect(await auditTypes(db, 'nobody@example.com')).toEqual(['sign-in-failed']);
    const form = await browser.fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(form.status).toBe(415);
  });

  it('rotates the session at every sign-in', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const first = browser.cookies.get('tally_session') ?? '';
    await browser.signIn('jane@example.com', 'password123');
    const second = browser.cookies.get('tally_session') ?? '';
    expect(second).not.toBe(first);
    const stale = new TestBrowser(app.baseUrl);
    stale.cookies.set('tally_session', first);
    expect((await stale.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await browser.graphql(ME)).data?.me).toBeTruthy();
  });

  it('signs out: 204, cookie cleared, session deleted, audited', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const token = browser.cookies.get('tally_session') ?? '';
    const response = await browser.signOut();
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^tally_session=; .*Max-Age=0/);
    const reused = new TestBrowser(app.baseUrl);
    reused.cookies.set('tally_session', token);
    expect((await reused.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signOuts = await db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.type, 'sign-out'));
    expect(signOuts.some((event) => event.userId === janeId)).toBe(true);
  });

  it('refuses to sign out without the CSRF header (a cross-site form cannot end the session)', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const response = await browser.fetch('/api/auth/signout', { method: 'POST' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Required CSRF header x-tally-csrf not present' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await browser.graphql(ME)).data?.me).toBeTruthy();
  });

  it('ends a session idle for over 12 hours', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    app.clock.advance(11 * HOUR);
    expect((await browser.graphql(ME)).data?.me).toBeTruthy();
    app.clock.advance(12 * HOUR + 60_000);
    expect((await browser.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('extends the idle expiry once for requests arriving together when the touch is due', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    const token = browser.cookies.get('tally_session') ?? '';
    app.clock.advance(11 * HOUR);
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.graphql(ME)));
    for (const answer of answers) expect(answer.data?.me).toBeTruthy();
    const [session] = await db
      .select({ lastSeenAt: schema.sessions.lastSeenAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.tokenHash, sha256(token)));
    expect(session?.lastSeenAt.getTime()).toBe(app.clock.now().getTime());
    // 22 h after sign-in, 11 h after the touch: still signed in; 12 h after the touch: signed out.
    app.clock.advance(11 * HOUR);
    expect((await browser.graphql(ME)).data?.me).toBeTruthy();
    app.clock.advance(12 * HOUR + 60_000);
    expect((await browser.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends any session 14 days after sign-in, even when active', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('jane@example.com', 'password123');
    for (let hours = 0; hours < 14 * 24 - 10; hours += 10) {
      app.clock.advance(10 * HOUR);
      expect((await browser.graphql(ME)).data?.me, `after ${hours + 10} h`).toBeTruthy();
    }
    app.clock.advance(11 * HOUR);
    expect((await browser.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('slows an (account, address) pair with growing waits, answering 429 with Retry-After', async () => {
    const browser = new TestBrowser(app.baseUrl, { 'x-forwarded-for': 'ignored' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.signIn('a@example.com', 'bad-password')).status).toBe(401);
    }
    const blocked = await browser.signIn('a@example.com', 'password123');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.json()).toEqual({
      error: 'Too many failed sign-in attempts. Try again in 1 second.',
      retryAfterSeconds: 1,
    });
    expect(await auditTypes(db, 'a@example.com')).toContain('sign-in-throttled');
    // Each further failure doubles the wait: 2 s after the 6th, 4 s after the 7th.
    app.clock.advance(1000);
    expect((await browser.signIn('a@example.com', 'bad-password')).status).toBe(401);
    const second = await browser.signIn('a@example.com', 'password123');
    expect(second.headers.get('retry-after')).toBe('2');
    app.clock.advance(2000);
    expect((await browser.signIn('a@example.com', 'bad-password')).status).toBe(401);
    expect((await browser.signIn('a@example.com', 'password123')).headers.get('retry-after')).toBe('4');
    app.clock.advance(4000);
    expect((await browser.signIn('a@example.com', 'password123')).status).toBe(200);
    // A right password forgives the pair: the next failure is answered at once again.
    expect((await browser.signIn('a@example.com', 'bad-password')).status).toBe(401);
    expect((await browser.signIn('a@example.com', 'password123')).status).toBe(200);
  });

  it('counts parallel guesses: a burst cannot slip past the same count', async () => {
    const browser = new TestBrowser(app.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => browser.signIn('b@example.com', 'bad-password')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    app.clock.advance(60 * 60 * 1000);
  });
});

describe.each(testDatabases())('sign-in throttling by address on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  const from = (address: string) => new TestBrowser(app.baseUrl, { 'x-forwarded-for': address });

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db, { TRUST_PROXY: 'true' });
    await createUser(db, { email: 'owner@example.com', password: 'password123' });
    await createUser(db, { email: 'other@example.com', password: 'password123' });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('lets the owner in from elsewhere while a stranger hammering the account is slowed', async () => {
    const stranger = from('203.0.113.7');
    let failures = 0;
    while (failures < 50) {
      const answer = await stranger.signIn('owner@example.com', `guess-${failures}`);
      if (answer.status === 401) failures += 1;
      else {
        expect(answer.status).toBe(429);
        app.clock.advance(Number(answer.headers.get('retry-after')) * 1000);
      }
    }
    // Right away, with the right password, from the owner's own address: in.
    const owner = from('198.51.100.20');
    expect((await owner.signIn('owner@example.com', 'password123')).status).toBe(200);
    // The stranger's address waits the capped 15 minutes, even with the right password.
    const slowed = await stranger.signIn('owner@example.com', 'password123');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('900');
    expect((await slowed.json()).error).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // Another account behind the stranger's address is not slowed by one account's failures.
    expect((await stranger.signIn('other@example.com', 'password123')).status).toBe(200);
    const failed = await db
      .select({ id: schema.auditEvents.id })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.type, 'sign-in-failed'));
    expect(failed).toHaveLength(50);
  });

  it('slows one address failing against 100 accounts in 15 minutes, for every account', async () => {
    app.clock.advance(60 * 60 * 1000);
    const stuffer = from('192.0.2.99');
    for (let account = 0; account < 100; account++) {
      expect((await stuffer.signIn(`victim${account}@example.com`, 'Summer2024!')).status).toBe(401);
      app.clock.advance(1000);
    }
    const blocked = await stuffer.signIn('other@example.com', 'password123');
    expect(blocked.status).toBe(429);
    // The first of the 100 failures leaves the 15-minute window 100 s after it was made... minus the 100 s passed.
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60 - 100));
    expect((await from('198.51.100.20').signIn('other@example.com', 'password123')).status).toBe(200);
    app.clock.advance((15 * 60 - 100) * 1000);
    expect((await stuffer.signIn('other@example.com', 'password123')).status).toBe(200);
  });
});
