/**
 * Sends crash reports to a Sentry-compatible endpoint as a minimal envelope (no SDK in the bundle).
 * The DSN comes from `<meta name="sentry-dsn">` (the server can write SENTRY_DSN there at runtime) or
 * VITE_SENTRY_DSN at build time; without one, or on localhost, reporting is a no-op.
 */
export interface ParsedDsn {
  endpoint: string;
}

export function parseDsn(dsn: string): ParsedDsn | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId) return undefined;
    const base = `${url.protocol}//${url.host}`;
    const query = `sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
    return { endpoint: `${base}/api/${projectId}/envelope/?${query}` };
  } catch {
    return undefined;
  }
}

export function isLocalhost(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : 'Unknown error');
}

export function buildEnvelope(error: unknown, url: string, now: Date): string {
  const err = toError(error);
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    request: { url },
    exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: [] } }] },
    extra: { stack: err.stack },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

export function configuredDsn(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content.trim();
  return meta || import.meta.env.VITE_SENTRY_DSN || undefined;
}

export async function reportCrash(
  error: unknown,
  dsn: string | undefined = configuredDsn(),
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const target = dsn ? parseDsn(dsn) : undefined;
  if (!target || isLocalhost()) return false;
  try {
    await fetchImpl(target.endpoint, {
      method: 'POST',
      body: buildEnvelope(error, window.location.href, new Date()),
      keepalive: true,
    });
    return true;
  } catch {
    return false;
  }
}
