import {
  type Context,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { Db } from '@tally/db';

/**
 * OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per HTTP request (app.ts), per
 * GraphQL operation (graphql-plugin.ts) and per SQL statement (instrumentSql), exported over OTLP/HTTP (JSON)
 * to {endpoint}/v1/traces. Spans are made by hand rather than by the auto-instrumentations: the server runs as
 * an esbuild bundle, which module-patching instrumentations do not see into.
 */
export interface Tracing {
  /** Sends the spans still buffered (shutdown). */
  shutdown(): Promise<void>;
}

/** Loads the SDK and the exporter only when tracing is on: about 120 ms of CPU at every start otherwise. */
export async function startTracing(options: { endpoint: string; serviceName: string }): Promise<Tracing> {
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, NodeTracerProvider }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1000 })],
  });
  // Sets the global tracer provider, the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  tracingEnabled = true;
  return {
    shutdown: async () => {
      tracingEnabled = false;
      await provider.shutdown();
    },
  };
}

function tracer(): Tracer {
  return trace.getTracer('tally');
}

let tracingEnabled = false;

/**
 * Runs `handle` inside a server span for the request, continued from the caller's traceparent header; the span
 * ends when the response is finished or its connection closes. Without tracing, just runs `handle`.
 */
export function withRequestSpan(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  response: { once(event: 'close', listener: () => void): unknown; statusCode: number },
  route: string,
  handle: () => void,
): void {
  if (!tracingEnabled) {
    handle();
    return;
  }
  const parent: Context = propagation.extract(context.active(), request.headers);
  const span = tracer().startSpan(
    `${request.method} ${route}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } },
    parent,
  );
  response.once('close', () => {
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  context.with(trace.setSpan(parent, span), handle);
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The statement text of a query call: pg takes (text | {text}, values), PGlite (text, params). */
function statementOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && 'text' in arg) return String((arg as { text: unknown }).text);
  return '';
}

function spanned(original: QueryFn, system: string): QueryFn {
  return function (this: unknown, ...args: unknown[]) {
    const text = statementOf(args[0]);
    const span: Span = tracer().startSpan(`SQL ${text.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? ''}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': system, 'db.query.text': text.slice(0, 2000) },
    });
    // pg also answers callback-style calls; the app uses promises only, but stay out of the way.
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (!result || typeof result.then !== 'function') {
      span.end();
      return result as Promise<unknown>;
    }
    return result.then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw error;
      },
    );
  };
}

/**
 * Wraps the database client's query methods so that every SQL statement makes a span (its text, never its
 * values): node-postgres' Client class of the pool (every pooled connection, transactions included), or
 * the PGlite instance and the transaction objects it hands out.
 */
export function instrumentSql(db: Db): void {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client;
  if (!client) return;
  const PoolClient = client.Client as { prototype: Record<string, unknown> } | undefined;
  if (typeof client.totalCount === 'number' && PoolClient?.prototype) {
    const proto = PoolClient.prototype;
    if (proto.__tallySpans) return;
    proto.query = spanned(proto.query as QueryFn, 'postgresql');
    proto.__tallySpans = true;
    return;
  }
  if (client.__tallySpans) return;
  for (const method of ['query', 'exec'] as const) {
    const original = client[method] as QueryFn | undefined;
    if (typeof original === 'function') client[method] = spanned(original.bind(client), 'postgresql');
  }
  const transaction = client.transaction as ((fn: (tx: unknown) => unknown) => Promise<unknown>) | undefined;
  if (typeof transaction === 'function') {
    client.transaction = (fn: (tx: Record<string, unknown>) => unknown) =>
      transaction.call(client, (tx) => {
        const wrapped = tx as Record<string, unknown>;
        for (const method of ['query', 'exec'] as const) {
          const original = wrapped[method] as QueryFn | undefined;
          if (typeof original === 'function') wrapped[method] = spanned(original.bind(wrapped), 'postgresql');
        }
        return fn(wrapped);
      });
  }
  client.__tallySpans = true;
}
