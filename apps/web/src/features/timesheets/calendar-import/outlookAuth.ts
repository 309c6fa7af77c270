/**
 * Outlook calendar sign-in (T-091, T-092): OAuth 2.0 authorization code + PKCE in a popup against the configured
 * authority (MSAL is not used: it cannot be served offline). The popup lands on /calendar-auth.html, which hands
 * the answer back over a BroadcastChannel (works even when COOP separates the popup from this tab).
 * The access token is kept in local storage until it expires.
 */
export const GRAPH_SCOPES = ['user.read', 'Calendars.Read', 'Calendars.Read.Shared'] as const;
export const POPUP_BLOCKED = 'Popup was blocked. Please allow popups for this site.';
export const SIGN_IN_FAILED = 'Outlook sign-in did not complete';
export const AUTH_CHANNEL = 'tally-outlook-auth';
const TOKEN_KEY = 'tally.outlook-token';
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;
/** A token this close to its expiry is not used. */
const EXPIRY_MARGIN_MS = 60_000;

export interface OutlookAuthSettings {
  /** e.g. https://login.microsoftonline.com/common */
  authority: string;
  clientId: string;
}

export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED);
  }
}

interface StoredToken {
  accessToken: string;
  expiresAt: number;
}

export function cachedToken(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as StoredToken | null;
    if (stored && typeof stored.accessToken === 'string' && stored.expiresAt - EXPIRY_MARGIN_MS > now) {
      return stored.accessToken;
    }
  } catch {
    // Unreadable: sign in again.
  }
  return null;
}

export function storeToken(accessToken: string, expiresInSeconds: number, now = Date.now()): void {
  const stored: StoredToken = { accessToken, expiresAt: now + expiresInSeconds * 1000 };
  localStorage.setItem(TOKEN_KEY, JSON.stringify(stored));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

const randomText = (bytes: number) => base64Url(crypto.getRandomValues(new Uint8Array(bytes)));

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export const redirectUri = () => `${window.location.origin}/calendar-auth.html`;
const endpoint = (authority: string, path: string) => `${authority.replace(/\/+$/, '')}/oauth2/v2.0/${path}`;

function waitForAnswer(state: string): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    const timer = window.setTimeout(
      () => finish(() => reject(new Error(SIGN_IN_FAILED))),
      SIGN_IN_TIMEOUT_MS,
    );
    const finish = (then: () => void) => {
      window.clearTimeout(timer);
      channel.close();
      then();
    };
    channel.onmessage = (event: MessageEvent<{ search?: string }>) => {
      const params = new URLSearchParams(event.data?.search ?? '');
      if (params.get('state') !== state) return;
      finish(() => resolve(params));
    };
  });
}

/**
 * Signs in through a popup and resolves to an access token. Call it straight from a click handler: the popup is
 * opened before anything is awaited, or browsers block it.
 */
export function signInWithPopup(
  settings: OutlookAuthSettings,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const popup = window.open('about:blank', 'tally-outlook-sign-in', 'popup,width=520,height=680');
  if (!popup) return Promise.reject(new PopupBlockedError());
  const verifier = randomText(48);
  const state = randomText(16);
  const answer = waitForAnswer(state);
  return (async () => {
    const query = new URLSearchParams({
      client_id: settings.clientId,
      response_type: 'code',
      redirect_uri: redirectUri(),
      response_mode: 'query',
      scope: GRAPH_SCOPES.join(' '),
      state,
      code_challenge: await challengeOf(verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    popup.location.href = `${endpoint(settings.authority, 'authorize')}?${query}`;
    const params = await answer;
    const code = params.get('code');
    if (!code) throw new Error(params.get('error_description') ?? SIGN_IN_FAILED);
    const response = await fetcher(endpoint(settings.authority, 'token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        code_verifier: verifier,
        scope: GRAPH_SCOPES.join(' '),
      }),
    });
    const token = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !token.access_token) throw new Error(SIGN_IN_FAILED);
    storeToken(token.access_token, token.expires_in ?? 3600);
    return token.access_token;
  })();
}
