import { type SpanStatusCode, trace } from '@opentelemetry/api';
import { getOperationAST } from 'graphql/index.js';
import type { Plugin } from 'graphql-yoga';
import { graphqlErrors, graphqlOperationDuration } from './metrics.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Operation names come from clients: past this many distinct ones, new names count as 'other'. */
const MAX_OPERATION_NAMES = 500;
const seen = new Set<string>();

/** The operation's name as a metric label: bounded in length, alphabet and number of distinct values. */
export function operationLabel(name: string | undefined | null): string {
  if (!name) return 'anonymous';
  if (!NAME.test(name)) return 'other';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATION_NAMES) return 'other';
  seen.add(name);
  return name;
}

const ERROR: SpanStatusCode.ERROR = 2;

/**
 * The envelop plugin of GraphQL observability: each execution's duration by operation name, the errors of its
 * result by code, and (when tracing is on) a span per operation under the request's span.
 */
export function useOperationMetrics(): Plugin {
  const tracer = trace.getTracer('tally-graphql');
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const name = operationLabel(args.operationName ?? operation?.name?.value);
      const type = operation?.operation ?? 'unknown';
      const started = performance.now();
      const span = tracer.startSpan(`graphql.${type} ${name}`, {
        attributes: { 'graphql.operation.name': name, 'graphql.operation.type': type },
      });
      return {
        onExecuteDone({ result }) {
          graphqlOperationDuration.observe({ operation: name, type }, (performance.now() - started) / 1000);
          const errors = 'errors' in result ? (result.errors ?? []) : [];
          for (const error of errors) {
            const code = (error.extensions as { code?: unknown } | undefined)?.code;
            graphqlErrors.inc({
              operation: name,
              code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
            });
          }
          if (errors.length > 0) span.setStatus({ code: ERROR, message: errors[0]?.message });
          span.end();
        },
      };
    },
  };
}
