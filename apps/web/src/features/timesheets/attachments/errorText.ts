import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readInputErrors } from '../../../graphql/errors.ts';

const FALLBACK = 'Something went wrong. Please try again.';

/** The server's message for a failed save (T-072), or the upload's own message. */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const { fields, message } = readInputErrors(error);
    return message ?? Object.values(fields)[0] ?? FALLBACK;
  }
  return error instanceof Error && error.message ? error.message : FALLBACK;
}
