import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';

const PUBLIC_URL = 'http://tally.test';

/** A real OpenID Connect provider on a free port; its login step signs in whoever `loginAs` names. */
const signingKey = (() => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' };
})();

async function startProvider(): Promise<{ issuer: string; server: Server; loginAs: { email: string } }> {
  const loginAs = { email: '' };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tally',
        client_secret: 'tally-secret',
        redirect_uris: [`${PUBLIC_URL}/_oauth`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    jwks: { keys: [signingKey] },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(
        req,
        res,
        { login: { accountId: loginAs.email } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
  return { issuer, server, loginAs };
}

/** Follows the provider's redirects (keeping its cookies) until it sends the browser back to the portal. */
async function throughProvider(start: string): Promise<string> {
  const provider = new TestBrowser(new URL(start).origin);
  let location = start;
  for (let hop = 0; hop < 10; hop++) {
    if (location.startsWith(PUBLIC_URL)) return location.slice(PUBLIC_URL.length);
    const response = await provider.fetch(location);
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`provider stopped at ${location} with ${response.status}: ${await response.text()}`);
    location = new URL(next, location).href;
  }
  throw new Error('too many redirects');
}

describe.each(testDatabases())('single sign-on on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let idp: Awaited<ReturnType<typeof startProvider>>;
  let janeId: string;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    idp = await startProvider();
    app = await startTestApp(db, {
      PUBLIC_URL,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'tally',
      OIDC_CLIENT_SECRET: 'tally-secret',
      OIDC_LABEL: 'Office 365',
      APP_ENV: 'production',
    });
    janeId = await createUser(db, { email: 'jane@corp.example', password: null });
  });
  afterAll(async () => {
    await app.close();
    idp.server.closeAllConnections();
    await new Promise<void>((resolve) => idp.server.close(() => resolve()));
    await close();
  });

  it('announces single sign-on on the sign-in page', async () => {
    const { data } = await new TestBrowser(app.baseUrl).graphql(
      '{ signInOptions { singleSignOn singleSignOnLabel } }',
    );
    expect(data).toEqual({ signInOptions: { singleSignOn: true, singleSignOnLabel: 'Office 365' } });
  });

  it('signs in through the provider with code + PKCE and returns to the referrer', async () => {
    idp.loginAs.email = 'Jane@Corp.Example';
    const browser = new TestBrowser(app.baseUrl);
    const start = await browser.fetch('/api/auth/oidc?returnTo=%2Fuser%2Fprofile');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/_oauth`);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const callback = await browser.fetch(await throughProvider(authorize.href));
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/user/profile');
    expect(browser.cookies.has('tally_oidc')).toBe(false);
    const me = await browser.graphql<{ me: { _id: string } }>('{ me { _id } }');
    expect(me.data?.me._id).toBe(janeId);
    const signIns = await db.select().from(schema.auditEvents).where(eq(schema.auditEvents.userId, janeId));
    expect(signIns.map((event) => [event.type, event.metadata.method])).toContainEqual(['sign-in', 'oidc']);
  });

  it('sends an unknown e-mail back to the sign-in page with error=sso', async () => {
    idp.loginAs.email = 'stranger@corp.example';
    const browser = new TestBrowser(app.baseUrl);
    const start = await browser.fetch('/api/auth/oidc');
    const callback = await browser.fetch(await throughProvider(start.headers.get('location') ?? ''));
    expect(callback.headers.get('location')).toBe('/auth/signin?error=sso');
    expect(browser.cookies.has('tally_session')).toBe(false);
  });

  it('refuses a callback without the state cookie of this browser', async () => {
    idp.loginAs.email = 'jane@corp.example';
    const victim = new TestBrowser(app.baseUrl);
    const start = await victim.fetch('/api/auth/oidc');
    const callbackPath = await throughProvider(start.headers.get('location') ?? '');
    const attacker = new TestBrowser(app.baseUrl);
    const response = await attacker.fetch(callbackPath);
    expect(response.headers.get('location')).toBe('/auth/signin?error=sso');
    expect(attacker.cookies.has('tally_session')).toBe(false);
  });
});
