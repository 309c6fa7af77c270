import { findViewer, SESSION_COOKIE, type Viewer } from '../auth/sessions.ts';
import { readCookie } from './cookies.ts';
import type { HttpRequest } from './request.ts';

/** The signed-in viewer of a plain HTTP request (REST routes), or null. */
export async function currentViewer(http: HttpRequest): Promise<Viewer | null> {
  const token = readCookie(http.req, SESSION_COOKIE);
  return token ? findViewer(http.deps.db, token, http.deps.clock()) : null;
}
