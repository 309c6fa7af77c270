import { REQUIRED_MESSAGE } from '@tally/domain/auth/auth-rules';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../auth/sessions.ts';
import { signInWithPassword, signOut } from '../auth/sign-in.ts';
import { CSRF_HEADER } from '../graphql/yoga.ts';
import { userAgent } from './client-info.ts';
import { appendSetCookie, readCookie, serializeCookie } from './cookies.ts';
import type { HttpRequest } from './request.ts';
import { BodyTooLargeError, readBody, redirect, safeReturnTo, sendJson } from './respond.ts';

export function sessionCookie(http: HttpRequest, token: string): string {
  return serializeCookie(SESSION_COOKIE, token, {
    secure: http.deps.config.secureCookies,
    maxAgeSeconds: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/** GET /api/auth/signin?returnTo=/path → the web sign-in page. */
export function signInPage(http: HttpRequest): void {
  const returnTo = http.url.searchParams.get('returnTo');
  redirect(
    http.res,
    returnTo ? `/auth/signin?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}` : '/auth/signin',
  );
}

async function readJsonObject(http: HttpRequest): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await readBody(http.req));
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return null;
  }
}

/** POST /api/auth/signin with JSON { email, password, returnTo? }. */
export async function signInWithForm(http: HttpRequest): Promise<void> {
  const contentType = http.req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    return sendJson(http.res, 415, { error: 'Send the sign-in form as application/json.' });
  }
  const body = await readJsonObject(http);
  if (!body) return sendJson(http.res, 400, { error: 'The request body is not a JSON object.' });
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) return sendJson(http.res, 400, { error: REQUIRED_MESSAGE, field: 'email' });
  if (!password) return sendJson(http.res, 400, { error: REQUIRED_MESSAGE, field: 'password' });
  const result = await signInWithPassword(http.deps, {
    email,
    password,
    ip: http.ip,
    userAgent: userAgent(http.req),
    previousToken: readCookie(http.req, SESSION_COOKIE),
  });
  if (!result.ok && result.status === 429) {
    http.res.setHeader('retry-after', String(result.retryAfterSeconds));
    return sendJson(http.res, 429, { error: result.error, retryAfterSeconds: result.retryAfterSeconds });
  }
  if (!result.ok) return sendJson(http.res, result.status, { error: result.error });
  appendSetCookie(http.res, sessionCookie(http, result.token));
  sendJson(http.res, 200, { ok: true, returnTo: safeReturnTo(body.returnTo) });
}

/**
 * POST /api/auth/signout: ends the session and clears the cookie. Like every state-changing call it needs the
 * CSRF header, so a cross-site form cannot sign the user out.
 */
export async function signOutRoute(http: HttpRequest): Promise<void> {
  if (!http.req.headers[CSRF_HEADER]) {
    return sendJson(http.res, 403, { error: `Required CSRF header ${CSRF_HEADER} not present` });
  }
  await signOut(http.deps, { token: readCookie(http.req, SESSION_COOKIE), ip: http.ip });
  appendSetCookie(
    http.res,
    serializeCookie(SESSION_COOKIE, '', { secure: http.deps.config.secureCookies, maxAgeSeconds: 0 }),
  );
  http.res.writeHead(204, { 'cache-control': 'no-store' });
  http.res.end();
}
