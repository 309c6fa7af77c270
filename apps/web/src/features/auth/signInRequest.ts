export interface SignInInput {
  email: string;
  password: string;
  returnTo: string;
}

export type SignInResult =
  | { ok: true; returnTo?: string }
  | { ok: false; field?: 'email' | 'password'; message: string; retryAfterSeconds?: number };

export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
export const SERVER_UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

interface ErrorBody {
  error?: unknown;
  field?: unknown;
  returnTo?: unknown;
  retryAfterSeconds?: unknown;
}

/** 429: how long the server asks to wait, from the body or the Retry-After header. */
function retryAfter(response: Response, body: ErrorBody): number | undefined {
  if (response.status !== 429) return undefined;
  const seconds = Number(body.retryAfterSeconds ?? response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

async function readBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** POST /api/auth/signin (foundation contract): 200 with a session cookie, or 400/401/429 with a message. */
export async function signInRequest(input: SignInInput): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/signin', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: SERVER_UNREACHABLE };
  }
  const body = await readBody(response);
  if (response.ok)
    return { ok: true, returnTo: typeof body.returnTo === 'string' ? body.returnTo : undefined };
  const message = typeof body.error === 'string' && body.error ? body.error : SIGN_IN_FAILED;
  const field = body.field === 'email' || body.field === 'password' ? body.field : undefined;
  if (field) return { ok: false, field, message };
  const retryAfterSeconds = retryAfter(response, body);
  return retryAfterSeconds ? { ok: false, message, retryAfterSeconds } : { ok: false, message };
}
