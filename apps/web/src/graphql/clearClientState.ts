import { OFFLINE_DATA_CACHE } from './offlineReadable.ts';

/**
 * Deletes every cookie readable from script, for the host and each parent domain, so stage
 * variants (app.stage.example.com, .example.com) lose theirs too. The HttpOnly session
 * cookie is not readable here; the server clears it on sign-out.
 */
export function deleteReadableCookies(doc: Document = document, hostname = window.location.hostname): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const labels = hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) {
    domains.push(`; domain=${labels.slice(i).join('.')}`, `; domain=.${labels.slice(i).join('.')}`);
  }
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

interface ClearableCache {
  clearStore(): Promise<unknown>;
}

/**
 * Forgets everything the browser holds about the signed-in user: storage, client cache, cookies, and the
 * answers the service worker kept for offline use. The edits still waiting to be sent (IndexedDB) stay: they
 * are the person's work, sent at their next sign-in.
 */
export async function clearClientState(client: ClearableCache): Promise<void> {
  try {
    localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); nothing to clear then.
  }
  deleteReadableCookies();
  await Promise.all([client.clearStore(), deleteOfflineAnswers()]);
}

async function deleteOfflineAnswers(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_DATA_CACHE);
  } catch {
    // Cache Storage can be unavailable (insecure origin, privacy mode): nothing was kept then.
  }
}
