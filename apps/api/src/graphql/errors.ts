// Always import graphql as 'graphql/index.js' in this app: Vitest would otherwise load graphql's ESM build
// while Pothos and yoga load its CommonJS build, and the two copies reject each other's types and errors.
import { GraphQLError } from 'graphql/index.js';

/** The error codes of the API contract (extensions.code). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT';

export function apiError(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const unauthenticated = () => apiError('UNAUTHENTICATED', 'You must be signed in.');
export const forbidden = () => apiError('FORBIDDEN', 'You are not allowed to do this.');
export const notFound = (what: string) => apiError('NOT_FOUND', `${what} not found.`);
export const conflict = (message: string) => apiError('CONFLICT', message);

/** BAD_USER_INPUT with one message per field, in the spec's words where it has them. */
export function badUserInput(fields: Record<string, string>): GraphQLError {
  const first = Object.values(fields)[0] ?? 'Invalid input.';
  return apiError('BAD_USER_INPUT', first, { fields });
}
