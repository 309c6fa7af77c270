import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { COMMON_PASSWORD_MESSAGE } from '@tally/domain/auth/auth-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';

const REQUEST = 'mutation ($email: String!) { resetPasswordRequest(email: $email) }';
const RESET =
  'mutation ($password: String!, $token: String!) { resetPasswordFromToken(password: $password, token: $token) }';
const INVALID = 'This password reset link is invalid or has expired. Request a new one.';

/** The token of the reset link in a captured mail (quoted-printable soft breaks undone). */
function decoded(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

function tokenFrom(mail: string): string {
  const body = decoded(mail);
  const match = body.match(/\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabases())('password reset on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let userId: string;
  const anonymous = () => new TestBrowser(app.baseUrl);

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db, { PUBLIC_URL: 'https://tally.example.com' });
    userId = await createUser(db, {
      email: 'reset@example.com',
      password: 'old-password',
      firstName: 'Rita',
    });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it("validates the address: 'Required' and 'Invalid email address'", async () => {
    const empty = await anonymous().graphql(REQUEST, { email: ' ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Required' },
    });
    const invalid = await anonymous().graphql(REQUEST, { email: 'not-an-address' });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Invalid email address' },
    });
    expect(await app.mails()).toEqual([]);
  });

  it('answers true for an unknown address without sending anything', async () => {
    const response = await anonymous().graphql(REQUEST, { email: 'nobody@example.com' });
    expect(response.data).toEqual({ resetPasswordRequest: true });
    expect(await app.mails()).toEqual([]);
  });

  it('mails a single-use link, sets the new password, ends the sessions and audits it', async () => {
    const signedIn = new TestBrowser(app.baseUrl);
    expect((await signedIn.signIn('reset@example.com', 'old-password')).status).toBe(200);

    expect((await anonymous().graphql(REQUEST, { email: 'Reset@Example.com' })).data).toEqual({
      resetPasswordRequest: true,
    });
    const mails = await app.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: reset@example.com');
    expect(decoded(mails[0] ?? '')).toContain('https://tally.example.com/auth/reset-password?token=');
    const token = tokenFrom(mails[0] ?? '');
    const stored = await db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.userId, userId));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const weak = await anonymous().graphql(RESET, { password: 'short', token });
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Password must be at least 12 characters.' },
    });
    const common = await anonymous().graphql(RESET, { password: 'iloveyou1234', token });
    expect(common.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: COMMON_PASSWORD_MESSAGE },
    });

    expect((await anonymous().graphql(RESET, { password: 'brand-new-secret-7', token })).data).toEqual({
      resetPasswordFromToken: true,
    });
    expect((await signedIn.graphql('{ me { _id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous().signIn('reset@example.com', 'old-password')).status).toBe(401);
    expect((await anonymous().signIn('reset@example.com', 'brand-new-secret-7')).status).toBe(200);

    const reused = await anonymous().graphql(RESET, { password: 'another-secret-phrase', token });
    expect(reused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });
    const events = await db
      .select({ type: schema.auditEvents.type })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.userId, userId));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['password-reset-requested', 'password-changed']),
    );
  });

  it('voids older links when a newer one is sent: only the newest works', async () => {
    await createUser(db, { email: 'twice@example.com', password: 'old-password' });
    const before = (await app.mails()).length;
    await anonymous().graphql(REQUEST, { email: 'twice@example.com' });
    app.clock.advance(60_000);
    await anonymous().graphql(REQUEST, { email: 'twice@example.com' });
    const [older, newer] = (await app.mails()).slice(before).map(tokenFrom);
    const stale = await anonymous().graphql(RESET, { password: 'older-link-secret-1', token: older ?? '' });
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });
    expect((await anonymous().signIn('twice@example.com', 'older-link-secret-1')).status).toBe(401);
    const fresh = await anonymous().graphql(RESET, { password: 'newer-link-secret-2', token: newer ?? '' });
    expect(fresh.data).toEqual({ resetPasswordFromToken: true });
    expect((await anonymous().signIn('twice@example.com', 'newer-link-secret-2')).status).toBe(200);
  });

  it('voids an unused link when the password is changed another way', async () => {
    const owner = await createUser(db, { email: 'changer@example.com', password: 'old-password' });
    expect(owner).toBeTruthy();
    const before = (await app.mails()).length;
    await anonymous().graphql(REQUEST, { email: 'changer@example.com' });
    const [token] = (await app.mails()).slice(before).map(tokenFrom);
    const browser = new TestBrowser(app.baseUrl);
    expect((await browser.signIn('changer@example.com', 'old-password')).status).toBe(200);
    const changed = await browser.graphql(
      'mutation { changePassword(currentPassword: "old-password", newPassword: "changed-by-me-99") }',
    );
    expect(changed.errors).toBeUndefined();
    const late = await anonymous().graphql(RESET, { password: 'someone-elses-pick-3', token: token ?? '' });
    expect(late.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });
  });

  it('refuses an unknown or expired token', async () => {
    const unknown = await anonymous().graphql(RESET, { password: 'brand-new-secret-7', token: 'made-up' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });

    const before = (await app.mails()).length;
    await anonymous().graphql(REQUEST, { email: 'reset@example.com' });
    const token = tokenFrom((await app.mails())[before] ?? '');
    app.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await anonymous().graphql(RESET, { password: 'brand-new-secret-7', token });
    expect(expired.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });
  });

  it('sends at most 5 reset mails per account and hour, still answering true', async () => {
    await createUser(db, { email: 'flood@example.com' });
    const before = (await app.mails()).length;
    for (let request = 0; request < 7; request++) {
      expect((await anonymous().graphql(REQUEST, { email: 'flood@example.com' })).data).toEqual({
        resetPasswordRequest: true,
      });
    }
    expect((await app.mails()).length - before).toBe(5);
    app.clock.advance(60 * 60 * 1000 + 1000);
    await anonymous().graphql(REQUEST, { email: 'flood@example.com' });
    expect((await app.mails()).length - before).toBe(6);
  });
});
