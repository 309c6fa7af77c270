import { findAccountByEmail } from '../auth/accounts.queries.ts';
import { recordAuditEvent } from '../auth/audit.ts';
import { OIDC_STATE_COOKIE, OIDC_STATE_TTL_MS } from '../auth/oidc.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { startSession } from '../auth/sign-in.ts';
import { sessionCookie } from './auth-routes.ts';
import { userAgent } from './client-info.ts';
import { appendSetCookie, readCookie, serializeCookie } from './cookies.ts';
import type { HttpRequest } from './request.ts';
import { redirect, safeReturnTo, sendJson } from './respond.ts';

/** GET /api/auth/oidc?returnTo=/path → the OpenID Connect provider (code flow + PKCE). */
export async function startSingleSignOn(http: HttpRequest): Promise<void> {
  if (!http.oidc) return sendJson(http.res, 404, { error: 'Single sign-on is not configured.' });
  const returnTo = safeReturnTo(http.url.searchParams.get('returnTo'));
  try {
    const { url, cookie } = await http.oidc.start(returnTo, http.deps.clock());
    appendSetCookie(
      http.res,
      serializeCookie(OIDC_STATE_COOKIE, cookie, {
        secure: http.deps.config.secureCookies,
        maxAgeSeconds: OIDC_STATE_TTL_MS / 1000,
      }),
    );
    redirect(http.res, url);
  } catch (error) {
    http.deps.logger.error({ err: error }, 'single sign-on could not start');
    redirect(http.res, '/auth/signin?error=sso');
  }
}

/**
 * GET /_oauth?code&state: the provider's callback; signs in the account with the id_token's e-mail. A browser
 * lands here, so every refusal (no provider configured, a missing or rejected token) goes back to the sign-in
 * page with the short SSO message, never a raw answer.
 */
export async function finishSingleSignOn(http: HttpRequest): Promise<void> {
  if (!http.oidc) return redirect(http.res, '/auth/signin?error=sso');
  const { deps } = http;
  appendSetCookie(
    http.res,
    serializeCookie(OIDC_STATE_COOKIE, '', { secure: deps.config.secureCookies, maxAgeSeconds: 0 }),
  );
  const callbackUrl = new URL(`${http.url.pathname}${http.url.search}`, deps.config.publicUrl);
  try {
    const { email, returnTo } = await http.oidc.finish(
      callbackUrl,
      readCookie(http.req, OIDC_STATE_COOKIE),
      deps.clock(),
    );
    const account = await findAccountByEmail(deps.db, email);
    if (!account?.accountActive) {
      await recordAuditEvent(deps.db, {
        type: 'sign-in-failed',
        now: deps.clock(),
        userId: account?.userId ?? null,
        email: email.toLowerCase(),
        ip: http.ip,
        metadata: { method: 'oidc', reason: account ? 'inactive' : 'no-account' },
      });
      return redirect(http.res, '/auth/signin?error=sso');
    }
    const token = await startSession(deps, {
      userId: account.userId,
      email: account.email,
      ip: http.ip,
      userAgent: userAgent(http.req),
      previousToken: readCookie(http.req, SESSION_COOKIE),
      method: 'oidc',
    });
    appendSetCookie(http.res, sessionCookie(http, token));
    redirect(http.res, returnTo);
  } catch (error) {
    deps.logger.warn({ err: error }, 'single sign-on callback refused');
    redirect(http.res, '/auth/signin?error=sso');
  }
}
