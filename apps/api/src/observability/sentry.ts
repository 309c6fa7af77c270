import { hostname } from 'node:os';
import type { BaseTransportOptions, Transport } from '@sentry/core';

/** The SDK, loaded only when SENTRY_DSN is set (about 80 ms of CPU at every start otherwise). */
type SentryCore = typeof import('@sentry/core');
let sentry: SentryCore | undefined;

/** Sends an envelope with node's fetch; Sentry's rate-limit headers go back to the SDK. */
function fetchTransport(core: SentryCore, options: BaseTransportOptions): Transport {
  return core.createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: request.body as string | Uint8Array<ArrayBuffer>,
      headers: { 'content-type': 'application/x-sentry-envelope' },
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

/**
 * Server error reporting to Sentry (or a compatible service) when SENTRY_DSN is set: Sentry's own SDK core
 * (@sentry/core, its server runtime client) without the Node SDK's OpenTelemetry set-up, which would compete
 * with ours (tracing.ts). Errors reach it through the logger (logger.ts): every error-level log with an error.
 */
export async function startSentry(options: {
  dsn: string;
  environment: string;
  release?: string;
}): Promise<void> {
  const [core, { nodeStackLineParser, ServerRuntimeClient }] = await Promise.all([
    import('@sentry/core'),
    import('@sentry/core/server'),
  ]);
  const transport = (transportOptions: BaseTransportOptions) => fetchTransport(core, transportOptions);
  core.initAndBind(ServerRuntimeClient, {
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    serverName: hostname(),
    integrations: [],
    stackParser: core.createStackParser(nodeStackLineParser()),
    transport,
  });
  sentry = core;
}

/** Reports an error (no-op while Sentry is off). */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  sentry?.captureException(error, extra ? { extra } : undefined);
}

/** Waits (at most timeoutMs) for the reports still being sent (shutdown). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
