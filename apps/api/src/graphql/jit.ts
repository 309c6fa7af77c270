import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  type Source,
} from 'graphql/index.js';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

type Execute = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;

/**
 * Executes operations with graphql-jit: each operation of a document is compiled once into a plain function
 * (the resolvers, Pothos' auth wrappers included, are the schema's own), then run per request without
 * graphql-js walking the tree. Resolving large trees (50 project cards, 31 sheets, a week) was the largest
 * item left in the CPU profiles.
 *
 * Compiled queries are kept per parsed document (yoga's parser cache hands out the same DocumentNode for the
 * same text, and dropping it from that cache lets the compiled query go) and per operation name (a document
 * may hold several operations). Where the usual executor (graphql-tools' normalizedExecutor, graphql-js's
 * algorithm) and the compiled query could answer differently, the usual executor answers: a document graphql-jit
 * cannot compile, and variables the compiled query refuses (nothing has run then; the executor gives its own
 * messages and status for them). Errors of a compiled query are given back as graphql-js
 * builds them (graphqlJsErrors), so masking, locations and the order of the answer's keys stay the same.
 */
export function useCompiledQueries(
  options: { onCompile?: (operationName: string | null, compiled: boolean) => void } = {},
): Plugin {
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledFor = (args: ExecutionArgs): CompiledQuery | null => {
    let byOperation = compiledByDocument.get(args.document);
    if (!byOperation) {
      byOperation = new Map();
      compiledByDocument.set(args.document, byOperation);
    }
    const key = args.operationName ?? '';
    let compiled = byOperation.get(key);
    if (compiled === undefined) {
      const outcome = compileQuery(args.schema, args.document, args.operationName ?? undefined, {
        // @skip/@include on fragment spreads decided per path, as graphql-js does.
        useExperimentalPathBasedSkipInclude: true,
      });
      compiled = isCompiledQuery(outcome) ? outcome : null;
      byOperation.set(key, compiled);
      options.onCompile?.(args.operationName ?? null, compiled !== null);
    }
    return compiled;
  };

  /** `fallback` is the executor yoga would have used (graphql-tools' normalizedExecutor). */
  const executeWith =
    (fallback: Execute): Execute =>
    (args) => {
      const compiled = compiledFor(args);
      if (!compiled) return fallback(args);
      const answered = (result: ExecutionResult) => {
        // Variables refused: nothing ran, the usual executor answers (its messages, its 400).
        if (!('data' in result)) return fallback(args);
        if (!result.errors?.length) return result;
        return { errors: graphqlJsErrors(result.errors, args.document), data: result.data };
      };
      const result = compiled.query(args.rootValue, args.contextValue, args.variableValues);
      return isThenable(result) ? result.then(answered) : answered(result);
    };
  const executors = new WeakMap<Execute, Execute>();

  return {
    onExecute({ executeFn, setExecuteFn }) {
      const fallback = executeFn as Execute;
      let execute = executors.get(fallback);
      if (!execute) {
        execute = executeWith(fallback);
        executors.set(fallback, execute);
      }
      setExecuteFn(execute as typeof executeFn);
    },
  };
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T>)?.then === 'function';
}

/**
 * graphql-jit's errors as graphql-js makes them. graphql-js wraps every error of a field in a GraphQLError
 * located at the field (its nodes, hence its source and positions) whose originalError is what was thrown; its
 * own errors (a null for a non-null field, a value a scalar or enum cannot serialize) wrap a plain Error, so yoga
 * masks them as unexpected. graphql-jit's errors carry only line and column, no original error for its own, and
 * are not graphql-js's class: yoga's serializer, which rebuilds each error from its source and positions, would
 * drop their locations, and its masking would let graphql-jit's own messages through.
 */
function graphqlJsErrors(errors: readonly GraphQLError[], document: DocumentNode): GraphQLError[] {
  const source = document.loc?.source;
  return errors.map((error) => {
    const positions = source ? (error.locations ?? []).map((at) => positionOf(source, at)) : [];
    return new GraphQLError(error.message, {
      ...(source && positions.length > 0 ? { source, positions } : {}),
      path: error.path,
      originalError: error.originalError ?? new Error(error.message),
    });
  });
}

const lineStartsBySource = new WeakMap<Source, number[]>();

/** The character offset of a 1-based line and column in the document's text. */
function positionOf(source: Source, at: { line: number; column: number }): number {
  let lineStarts = lineStartsBySource.get(source);
  if (!lineStarts) {
    lineStarts = [0];
    // The line terminators graphql-js counts in getLocation.
    for (const match of source.body.matchAll(/\r\n|[\n\r]/g)) {
      lineStarts.push((match.index ?? 0) + match[0].length);
    }
    lineStartsBySource.set(source, lineStarts);
  }
  return (lineStarts[at.line - 1] ?? 0) + at.column - 1;
}
