import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHANNEL,
  cachedToken,
  clearToken,
  POPUP_BLOCKED,
  signInWithPopup,
  storeToken,
} from './outlookAuth.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const settings = { authority: 'https://login.example.com/tenant/', clientId: 'app-id' };

describe('Outlook sign-in', () => {
  it('signs in with code + PKCE in a popup and keeps the token in local storage until it expires', async () => {
    const popup = { location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const fetcher = vi.fn<typeof fetch>(async () =>
      Response.json({ access_token: 'token-1', expires_in: 3600 }),
    );
    const signingIn = signInWithPopup(settings, fetcher);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(popup.location.href).toMatch(
        /^https:\/\/login\.example\.com\/tenant\/oauth2\/v2\.0\/authorize\?/,
      ),
    );
    const query = new URL(popup.location.href).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: 'app-id',
      response_type: 'code',
      redirect_uri: `${window.location.origin}/calendar-auth.html`,
      scope: 'user.read Calendars.Read Calendars.Read.Shared',
      code_challenge_method: 'S256',
    });
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The redirect page answers over the channel; an answer for another sign-in is ignored.
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage({ search: '?code=wrong&state=other' });
    channel.postMessage({ search: `?code=the-code&state=${query.get('state')}` });
    channel.close();
    await expect(signingIn).resolves.toBe('token-1');

    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('https://login.example.com/tenant/oauth2/v2.0/token');
    const body = new URLSearchParams(String(init?.body));
    expect(body.get('grant_type')).toBe('authorization_code');
    expect(body.get('code')).toBe('the-code');
    const verifier = body.get('code_verifier') ?? '';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect(challenge).toBe(query.get('code_challenge'));
    expect(cachedToken()).toBe('token-1');
  });

  it('refuses a blocked popup with the spec’s message (T-092)', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup(settings)).rejects.toThrow(POPUP_BLOCKED);
  });

  it('forgets an expired or cleared token', () => {
    const now = Date.UTC(2024, 8, 16, 12);
    storeToken('token-2', 3600, now);
    expect(cachedToken(now + 30 * 60_000)).toBe('token-2');
    expect(cachedToken(now + 3600_000)).toBeNull();
    clearToken();
    expect(cachedToken(now)).toBeNull();
  });
});
