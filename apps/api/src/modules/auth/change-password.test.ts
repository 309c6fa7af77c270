import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';
import { setConfiguration } from '../timesheets/timesheets.fixtures.ts';

const CHANGE = 'mutation ($newPassword: String!) { changePassword(newPassword: $newPassword) }';
const ME = '{ me { _id } }';

describe.each(testDatabases())('changePassword on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;

  const signedIn = async (email: string, password: string) => {
    const browser = new TestBrowser(app.baseUrl);
    const response = await browser.signIn(email, password);
    expect(response.status).toBeLessThan(400);
    return browser;
  };

  beforeAll(async () => {
    ({ db, close } = await database.open());
    app = await startTestApp(db);
    userId = await createUser(db, { email: 'cara@example.com', password: 'first-password' });
    await createUser(db, { email: 'sso.only@globex.example', password: null });
    await setConfiguration(db, 'sso-email-domain', 'globex.example');
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it("refuses an empty or short password in the spec's words, and writes nothing", async () => {
    const browser = await signedIn('cara@example.com', 'first-password');
    const empty = await browser.graphql(CHANGE, { newPassword: '' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newPassword: 'Required' },
    });
    const short = await browser.graphql(CHANGE, { newPassword: 'short' });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await new TestBrowser(app.baseUrl).signIn('cara@example.com', 'first-password')).status).toBe(
      200,
    );
  });

  it('sets the new password, keeps this session and ends the others, and records the change', async () => {
    const here = await signedIn('cara@example.com', 'first-password');
    const elsewhere = await signedIn('cara@example.com', 'first-password');
    const changed = await here.graphql<{ changePassword: boolean }>(CHANGE, {
      newPassword: 'second-password',
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword).toBe(true);

    expect((await here.graphql(ME)).errors).toBeUndefined();
    expect((await elsewhere.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await new TestBrowser(app.baseUrl).signIn('cara@example.com', 'first-password')).status).toBe(
      401,
    );
    await signedIn('cara@example.com', 'second-password');
    const events = await db
      .select({ metadata: schema.auditEvents.metadata })
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.userId, userId), eq(schema.auditEvents.type, 'password-changed')));
    expect(events).toEqual([{ metadata: { method: 'self' } }]);
  });

  it('refuses a single-sign-on user without a password (U-004)', async () => {
    const [sso] = await db
      .select({ id: schema.userEmails.userId })
      .from(schema.userEmails)
      .where(eq(schema.userEmails.address, 'sso.only@globex.example'));
    // Signed in through the identity provider: a session made directly.
    const token = await createSession(db, { userId: sso!.id, now: new Date() });
    const browser = new TestBrowser(app.baseUrl, { cookie: `tally_session=${token}` });
    const answer = await browser.graphql(CHANGE, { newPassword: 'a-new-password' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { newPassword: 'Your credentials are managed by Office 365.' },
    });
    const [row] = await db
      .select({ passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.id, sso!.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('is for signed-in users only', async () => {
    const answer = await new TestBrowser(app.baseUrl).graphql(CHANGE, { newPassword: 'whatever-123' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
