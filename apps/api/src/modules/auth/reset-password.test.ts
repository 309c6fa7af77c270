import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
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
      fields: { password: 'Password must be at least 8 characters.' },
    });

    expect((await anonymous().graphql(RESET, { password: 'new-password', token })).data).toEqual({
      resetPasswordFromToken: true,
    });
    expect((await signedIn.graphql('{ me { _id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous().signIn('reset@example.com', 'old-password')).status).toBe(401);
    expect((await anonymous().signIn('reset@example.com', 'new-password')).status).toBe(200);

    const reused = await anonymous().graphql(RESET, { password: 'another-password', token });
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

  it('refuses an unknown or expired token', async () => {
    const unknown = await anonymous().graphql(RESET, { password: 'new-password', token: 'made-up' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { token: INVALID },
    });

    const before = (await app.mails()).length;
    await anonymous().graphql(REQUEST, { email: 'reset@example.com' });
    const token = tokenFrom((await app.mails())[before] ?? '');
    app.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await anonymous().graphql(RESET, { password: 'new-password', token });
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
