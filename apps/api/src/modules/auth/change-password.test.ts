import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { COMMON_PASSWORD_MESSAGE } from '@tally/domain/auth/auth-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import { createSession } from '../../auth/sessions.ts';
import { setConfiguration } from '../timesheets/timesheets.fixtures.ts';

const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const CURRENT = 'first-password';
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

  it('refuses an empty, short, long or common new password, naming newPassword, and writes nothing', async () => {
    const browser = await signedIn('cara@example.com', CURRENT);
    const change = (newPassword: string) =>
      browser.graphql(CHANGE, { currentPassword: CURRENT, newPassword });
    const cases: [string, string][] = [
      ['', 'Required'],
      ['short', 'Password must be at least 12 characters.'],
      ['x'.repeat(129), 'Password is too long (at most 128 characters).'],
      ['password1234', COMMON_PASSWORD_MESSAGE],
      ['aaaaaaaaaaaa', COMMON_PASSWORD_MESSAGE],
      ['qwerty123456', COMMON_PASSWORD_MESSAGE],
      // The user's own address and names count as known words.
      ['cara@example.com', COMMON_PASSWORD_MESSAGE],
    ];
    for (const [newPassword, message] of cases) {
      const answer = await change(newPassword);
      expect(answer.errors?.[0]?.extensions, newPassword).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { newPassword: message },
      });
    }
    expect((await new TestBrowser(app.baseUrl).signIn('cara@example.com', CURRENT)).status).toBe(200);
  });

  it('asks for the current password: a wrong one names currentPassword and changes nothing', async () => {
    const browser = await signedIn('cara@example.com', CURRENT);
    const wrong = await browser.graphql(CHANGE, {
      currentPassword: 'not-my-password',
      newPassword: 'a-much-better-secret',
    });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: 'The current password is not correct.' },
    });
    const missing = await browser.graphql('mutation { changePassword(newPassword: "a-much-better-secret") }');
    expect(missing.errors?.[0]?.message).toMatch(/currentPassword/);
    expect((await new TestBrowser(app.baseUrl).signIn('cara@example.com', CURRENT)).status).toBe(200);
  });

  it('throttles guesses of the current password like failed sign-ins', async () => {
    const other = await createUser(db, { email: 'dan@example.com', password: 'dans-password' });
    expect(other).toBeTruthy();
    const browser = await signedIn('dan@example.com', 'dans-password');
    for (let guess = 0; guess < 5; guess++) {
      const answer = await browser.graphql(CHANGE, {
        currentPassword: `guess-${guess}`,
        newPassword: 'a-much-better-secret',
      });
      expect(answer.errors?.[0]?.extensions?.fields).toEqual({
        currentPassword: 'The current password is not correct.',
      });
    }
    const slowed = await browser.graphql(CHANGE, {
      currentPassword: 'dans-password',
      newPassword: 'a-much-better-secret',
    });
    expect(slowed.errors?.[0]?.extensions?.fields).toEqual({
      currentPassword: 'Too many failed sign-in attempts. Try again in 1 second.',
    });
    app.clock.advance(1000);
    const done = await browser.graphql(CHANGE, {
      currentPassword: 'dans-password',
      newPassword: 'a-much-better-secret',
    });
    expect(done.errors).toBeUndefined();
  });

  it('sets the new password, keeps this session and ends the others, and records the change', async () => {
    const here = await signedIn('cara@example.com', 'first-password');
    const elsewhere = await signedIn('cara@example.com', 'first-password');
    const changed = await here.graphql<{ changePassword: boolean }>(CHANGE, {
      currentPassword: CURRENT,
      newPassword: 'second-secret-phrase',
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword).toBe(true);

    expect((await here.graphql(ME)).errors).toBeUndefined();
    expect((await elsewhere.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await new TestBrowser(app.baseUrl).signIn('cara@example.com', 'first-password')).status).toBe(
      401,
    );
    await signedIn('cara@example.com', 'second-secret-phrase');
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
    const answer = await browser.graphql(CHANGE, { currentPassword: '', newPassword: 'a-new-password' });
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
    const answer = await new TestBrowser(app.baseUrl).graphql(CHANGE, {
      currentPassword: 'whatever',
      newPassword: 'whatever-123',
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
