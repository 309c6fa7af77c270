import * as oidc from 'openid-client';
import type { AppConfig, OidcConfig } from '../config.ts';
import { signValue, unsignValue } from './tokens.ts';

export const OIDC_STATE_COOKIE = 'tally_oidc';
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  expiresAt: number;
}

/**
 * openid-client refuses plain http issuers. A loopback issuer (tests, a provider on the same machine) is
 * accepted because its traffic never crosses a network; any other issuer must use https.
 */
function allowsInsecureIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** One OpenID Connect client per process; discovery runs on first use and again after a failure. */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly app: AppConfig,
    private readonly settings: OidcConfig,
  ) {}

  get redirectUri(): string {
    return `${this.app.publicUrl}/_oauth`;
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuer);
      const insecure = allowsInsecureIssuer(issuer);
      this.configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  /** The provider URL to send the browser to, and the signed cookie value holding PKCE verifier, state and nonce. */
  async start(returnTo: string, now: Date): Promise<{ url: string; cookie: string }> {
    const configuration = await this.discover();
    const pending: PendingSignIn = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo,
      expiresAt: now.getTime() + OIDC_STATE_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, cookie: signValue(JSON.stringify(pending), this.app.sessionSecret) };
  }

  /** Exchanges the code of the callback URL; answers the e-mail of the id_token and where to go next. */
  async finish(
    callbackUrl: URL,
    cookie: string | undefined,
    now: Date,
  ): Promise<{ email: string; returnTo: string }> {
    const pending = readPending(cookie, this.app.sessionSecret, now);
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const email = [claims?.email, claims?.preferred_username, claims?.upn].find(
      (value): value is string => typeof value === 'string' && value.includes('@'),
    );
    if (!email) throw new Error('the id_token names no e-mail address');
    return { email, returnTo: pending.returnTo };
  }
}

function readPending(cookie: string | undefined, secret: string, now: Date): PendingSignIn {
  const text = cookie ? unsignValue(cookie, secret) : null;
  if (!text) throw new Error('missing or tampered single-sign-on state');
  const pending = JSON.parse(text) as PendingSignIn;
  if (pending.expiresAt < now.getTime()) throw new Error('single-sign-on state expired');
  return pending;
}
