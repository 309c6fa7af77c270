import { clearClientState } from '../../graphql/clearClientState.ts';

interface ClearableCache {
  clearStore(): Promise<unknown>;
}

/** Ends the server session, then forgets everything held in the browser. */
export async function signOut(client: ClearableCache): Promise<void> {
  try {
    // The server refuses a state-changing call without the CSRF header, as it does for /api/graphql.
    await fetch('/api/auth/signout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'x-tally-csrf': '1' },
    });
  } catch (error) {
    // Offline or server down: the browser state is still cleared; the session expires on its own.
    console.error('[signout]', error);
  }
  await clearClientState(client);
}
